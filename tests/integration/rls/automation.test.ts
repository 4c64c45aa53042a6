import { randomUUID } from 'node:crypto';
import {
  actorsForFile,
  describeMatrix,
  people,
  type OpMatrix,
  type Row,
  type Scope,
  type TableMatrix,
} from '../support/rls-fixtures';

// Automation (issue 31, 20261130200000_automation_schema.sql). A trainer sees (and removes) only flows
// whose trainer is themselves, and the enrolments and runs of their own clients; a flow for every
// client (no trainer) is admins' only; admins everything; clients nothing. Flows, steps, enrolments
// and runs are written only by the automation functions. Tasks are their trainer's own list.
const actors = actorsForFile();

const signedOut = <S extends string>(subject: S) => ({ denied: [subject] });

function nobody<S extends string>(subjects: S[]): OpMatrix<S> {
  return {
    anon: signedOut(subjects[0]!),
    client: { denied: subjects },
    otherClient: { denied: subjects },
    trainer: { denied: subjects },
    otherTrainer: { denied: subjects },
    admin: { denied: subjects },
  };
}

type Owner = 'taylor' | 'sam' | 'everyone';
const TRAINER: Record<Owner, string | null> = { taylor: people.taylor, sam: people.sam, everyone: null };

const flow = (owner: Owner): Row => ({
  id: randomUUID(),
  kind: 'autoflow',
  name: 'RLS probe flow',
  trainer_id: TRAINER[owner],
  trigger_kind: 'no_visit',
  trigger_days: 14,
});

async function flowIn(scope: Scope, owner: Owner): Promise<string> {
  return (await scope.insert('automation_flows', flow(owner))).id;
}

async function step(scope: Scope, owner: Owner): Promise<Row> {
  return {
    id: randomUUID(),
    flow_id: await flowIn(scope, owner),
    position: 0,
    day_offset: 1,
    time_of_day: '09:00',
    action: 'message',
    message_body: 'Hi {first_name}',
  };
}

async function enrolment(scope: Scope, owner: Owner, client: string): Promise<Row> {
  return {
    id: randomUUID(),
    flow_id: await flowIn(scope, owner),
    client_id: client,
    enrolled_at: '2026-01-05T10:00:00.000Z',
  };
}

async function run(scope: Scope, owner: Owner, client: string): Promise<Row> {
  const stepRow = await scope.insert('automation_steps', await step(scope, owner));
  const enrolled = await scope.insert('automation_enrolments', {
    ...(await enrolment(scope, owner, client)),
    flow_id: stepRow.flow_id,
  });
  return { id: randomUUID(), enrolment_id: enrolled.id, step_id: stepRow.id, due_at: '2026-01-06T09:00:00.000Z' };
}

// automation_flows -------------------------------------------------------------------------------------
type FlowSubject = 'taylors' | 'sams' | 'everyones';
const flows: TableMatrix<FlowSubject> = {
  table: 'automation_flows',
  subjects: {
    taylors: { label: "Taylor's flow", build: () => flow('taylor') },
    sams: { label: "Sam's flow", build: () => flow('sam') },
    everyones: { label: 'a flow for every client (no trainer)', build: () => flow('everyone') },
  },
  patch: { name: 'RLS probe flow, renamed' },
  select: {
    anon: signedOut('taylors'),
    client: { denied: ['taylors', 'sams', 'everyones'] },
    otherClient: { denied: ['taylors', 'sams', 'everyones'] },
    trainer: { allowed: ['taylors'], denied: ['sams', 'everyones'] },
    otherTrainer: { allowed: ['sams'], denied: ['taylors', 'everyones'] },
    admin: { allowed: ['taylors', 'sams', 'everyones'] },
  },
  // Written by save_automation_flow() only.
  insert: nobody(['taylors', 'everyones']),
  update: nobody(['taylors', 'everyones']),
  delete: {
    anon: signedOut('taylors'),
    client: { denied: ['taylors', 'everyones'] },
    otherClient: { denied: ['sams'] },
    trainer: { allowed: ['taylors'], denied: ['sams', 'everyones'] },
    otherTrainer: { allowed: ['sams'], denied: ['taylors', 'everyones'] },
    admin: { allowed: ['taylors', 'sams', 'everyones'] },
  },
};
describeMatrix(actors, flows);

// automation_steps -------------------------------------------------------------------------------------
type StepSubject = 'taylors' | 'everyones';
const steps: TableMatrix<StepSubject> = {
  table: 'automation_steps',
  subjects: {
    taylors: { label: "a step of Taylor's flow", build: (scope) => step(scope, 'taylor') },
    everyones: { label: 'a step of a flow for every client', build: (scope) => step(scope, 'everyone') },
  },
  patch: { day_offset: 3 },
  select: {
    anon: signedOut('taylors'),
    client: { denied: ['taylors', 'everyones'] },
    otherClient: { denied: ['taylors', 'everyones'] },
    trainer: { allowed: ['taylors'], denied: ['everyones'] },
    otherTrainer: { denied: ['taylors', 'everyones'] },
    admin: { allowed: ['taylors', 'everyones'] },
  },
  insert: nobody(['taylors']),
  update: nobody(['taylors']),
  delete: nobody(['taylors']),
};
describeMatrix(actors, steps);

// automation_enrolments --------------------------------------------------------------------------------
type EnrolmentSubject = 'caseys' | 'jordans';
const enrolments: TableMatrix<EnrolmentSubject> = {
  table: 'automation_enrolments',
  subjects: {
    caseys: { label: "Casey in Taylor's flow", build: (scope) => enrolment(scope, 'taylor', people.casey) },
    jordans: {
      label: 'Jordan in a flow for every client',
      build: (scope) => enrolment(scope, 'everyone', people.jordan),
    },
  },
  patch: { status: 'paused' },
  select: {
    anon: signedOut('caseys'),
    // Not even the client it is about.
    client: { denied: ['caseys', 'jordans'] },
    otherClient: { denied: ['caseys', 'jordans'] },
    trainer: { allowed: ['caseys'], denied: ['jordans'] },
    otherTrainer: { allowed: ['jordans'], denied: ['caseys'] },
    admin: { allowed: ['caseys', 'jordans'] },
  },
  insert: nobody(['caseys']),
  update: nobody(['caseys']),
  delete: nobody(['caseys']),
};
describeMatrix(actors, enrolments);

// automation_step_runs ---------------------------------------------------------------------------------
type RunSubject = 'caseys' | 'jordans';
const runs: TableMatrix<RunSubject> = {
  table: 'automation_step_runs',
  subjects: {
    caseys: { label: "a run of Casey's enrolment", build: (scope) => run(scope, 'taylor', people.casey) },
    jordans: { label: "a run of Jordan's enrolment", build: (scope) => run(scope, 'everyone', people.jordan) },
  },
  patch: { status: 'done' },
  select: {
    anon: signedOut('caseys'),
    client: { denied: ['caseys', 'jordans'] },
    otherClient: { denied: ['caseys', 'jordans'] },
    trainer: { allowed: ['caseys'], denied: ['jordans'] },
    otherTrainer: { allowed: ['jordans'], denied: ['caseys'] },
    admin: { allowed: ['caseys', 'jordans'] },
  },
  insert: nobody(['caseys']),
  update: nobody(['caseys']),
  delete: nobody(['caseys']),
};
describeMatrix(actors, runs);

// trainer_tasks ----------------------------------------------------------------------------------------
type TaskSubject = 'taylorsAboutCasey' | 'samsAboutJordan' | 'taylorsAboutJordan' | 'taylorsOwn';
const task = (trainer: string, client: string | null): Row => ({
  id: randomUUID(),
  trainer_id: trainer,
  client_id: client,
  title: 'RLS probe task',
});
const tasks: TableMatrix<TaskSubject> = {
  table: 'trainer_tasks',
  subjects: {
    taylorsAboutCasey: { label: "Taylor's task about Casey", build: () => task(people.taylor, people.casey) },
    samsAboutJordan: { label: "Sam's task about Jordan", build: () => task(people.sam, people.jordan) },
    taylorsAboutJordan: {
      label: "Taylor's task about Jordan (not his client)",
      build: () => task(people.taylor, people.jordan),
    },
    taylorsOwn: { label: "Taylor's task about no client", build: () => task(people.taylor, null) },
  },
  patch: { done_at: '2026-02-01T10:00:00.000Z' },
  select: {
    anon: signedOut('taylorsAboutCasey'),
    client: { denied: ['taylorsAboutCasey', 'samsAboutJordan'] },
    otherClient: { denied: ['taylorsAboutCasey', 'samsAboutJordan'] },
    trainer: { allowed: ['taylorsAboutCasey', 'taylorsOwn'], denied: ['samsAboutJordan'] },
    otherTrainer: { allowed: ['samsAboutJordan'], denied: ['taylorsAboutCasey'] },
    admin: { allowed: ['taylorsAboutCasey', 'samsAboutJordan'] },
  },
  insert: {
    anon: signedOut('taylorsAboutCasey'),
    client: { denied: ['taylorsAboutCasey'] },
    otherClient: { denied: ['samsAboutJordan'] },
    trainer: { allowed: ['taylorsAboutCasey', 'taylorsOwn'], denied: ['samsAboutJordan', 'taylorsAboutJordan'] },
    otherTrainer: { allowed: ['samsAboutJordan'], denied: ['taylorsAboutCasey'] },
    admin: { allowed: ['taylorsAboutCasey', 'samsAboutJordan'] },
  },
  update: {
    anon: signedOut('taylorsAboutCasey'),
    client: { denied: ['taylorsAboutCasey'] },
    otherClient: { denied: ['samsAboutJordan'] },
    trainer: {
      allowed: ['taylorsAboutCasey'],
      denied: [
        'samsAboutJordan',
        { row: 'taylorsAboutCasey', patch: { trainer_id: people.sam }, note: 'handed to Sam' },
        { row: 'taylorsAboutCasey', patch: { client_id: people.jordan }, note: 'moved onto Jordan' },
      ],
    },
    otherTrainer: { allowed: ['samsAboutJordan'], denied: ['taylorsAboutCasey'] },
    admin: { allowed: ['taylorsAboutCasey', 'samsAboutJordan'] },
  },
  delete: {
    anon: signedOut('taylorsAboutCasey'),
    client: { denied: ['taylorsAboutCasey'] },
    otherClient: { denied: ['samsAboutJordan'] },
    trainer: { allowed: ['taylorsAboutCasey'], denied: ['samsAboutJordan'] },
    otherTrainer: { allowed: ['samsAboutJordan'], denied: ['taylorsAboutCasey'] },
    admin: { allowed: ['taylorsAboutCasey', 'samsAboutJordan'] },
  },
};
describeMatrix(actors, tasks);
