import { randomUUID } from 'node:crypto';
import { actorsForFile, describeMatrix, people, type Row, type TableMatrix } from '../support/rls-fixtures';

// Join requests (issue 33, 20261130500000_client_invitations.sql): the person who asked, the coach
// asked and admins read a request; nobody writes one through the API (redeem_code and
// answer_join_request do: tests/integration/invitations.test.ts, which also covers
// client_invitations, whose hash columns keep the matrix's select('*') out, and trainer_join_codes).
// Arranged rows are already answered, so they never meet the one-pending-request-per-person index.
const actors = actorsForFile();

function request(clientId: string, trainerId: string): Row {
  return {
    id: randomUUID(),
    client_id: clientId,
    trainer_id: trainerId,
    status: 'declined',
    decided_at: new Date().toISOString(),
  };
}

type Subject = 'caseyToSam' | 'jordanToTaylor';
const denyAll = {
  anon: { denied: ['caseyToSam' as const] },
  client: { denied: ['caseyToSam' as const] },
  otherClient: { denied: ['jordanToTaylor' as const] },
  trainer: { denied: ['jordanToTaylor' as const] },
  otherTrainer: { denied: ['caseyToSam' as const] },
  admin: { denied: ['caseyToSam' as const] },
};
const requests: TableMatrix<Subject> = {
  table: 'trainer_join_requests',
  subjects: {
    caseyToSam: { label: "Casey's request to join Sam", build: () => request(people.casey, people.sam) },
    jordanToTaylor: { label: "Jordan's request to join Taylor", build: () => request(people.jordan, people.taylor) },
  },
  patch: { status: 'accepted', client_type: 'virtual' },
  select: {
    anon: { denied: ['caseyToSam'] },
    client: { allowed: ['caseyToSam'], denied: ['jordanToTaylor'] },
    otherClient: { allowed: ['jordanToTaylor'], denied: ['caseyToSam'] },
    // Taylor coaches Casey, but her request to someone else is not his to read.
    trainer: { allowed: ['jordanToTaylor'], denied: ['caseyToSam'] },
    otherTrainer: { allowed: ['caseyToSam'], denied: ['jordanToTaylor'] },
    admin: { allowed: ['caseyToSam', 'jordanToTaylor'] },
  },
  insert: denyAll,
  update: denyAll,
  delete: denyAll,
};
describeMatrix(actors, requests);
