import { randomUUID } from 'node:crypto';
import {
  actorsForFile,
  describeMatrix,
  libraryExerciseId,
  people,
  PERSON_NAME,
  rows,
  svc,
  type Person,
  type Row,
  type Scope,
  type Subject,
  type TableMatrix,
} from '../support/rls-fixtures';

// client_training_days and client_lift_days (20260101000800_client_roster.sql): read like the
// logs they summarise (the client, their trainer, admins); nobody writes them through the API,
// only the triggers on the logs do.
const actors = actorsForFile();

// Each case logs a working set on a day of its own, far from the seed's days, so the summary row
// it reads is its own.
let dayOffset = Math.floor(Math.random() * 20_000);
function uniqueDay(): string {
  dayOffset += 1;
  return new Date(Date.UTC(1950, 0, 1) + dayOffset * 86_400_000).toISOString().slice(0, 10);
}

async function summaryRow(scope: Scope, table: string, userId: string): Promise<Row> {
  const day = uniqueDay();
  const log = await scope.insert('workout_logs', { ...rows.log(userId), created_at: `${day}T10:00:00Z` });
  const set = await rows.logSet(log.id, userId);
  await scope.insert('workout_log_sets', { ...set, performed_at: `${day}T10:05:00Z` });
  const { data, error } = await svc().from(table).select('*').eq('user_id', userId).eq('day', day).single<Row>();
  if (error || !data) throw new Error(`no ${table} row after logging: ${error?.message ?? 'none'}`);
  return data;
}

function summaryMatrix(
  table: string,
  noun: string,
  payload: () => Promise<Record<string, unknown>>,
  patch: Record<string, unknown>,
): TableMatrix<Person> {
  const subjects = {} as Record<Person, Subject>;
  for (const person of Object.keys(people) as Person[]) {
    subjects[person] = {
      label: `${PERSON_NAME[person]}'s ${noun}`,
      build: async () => ({ id: randomUUID(), user_id: people[person], day: uniqueDay(), ...(await payload()) }),
      existing: (scope) => summaryRow(scope, table, people[person]),
    };
  }
  const nobody = { anon: { denied: ['casey'] as Person[] } };
  const writes = {
    ...nobody,
    client: { denied: ['casey', 'jordan'] as Person[] },
    otherClient: { denied: ['jordan'] as Person[] },
    trainer: { denied: ['casey', 'taylor'] as Person[] },
    otherTrainer: { denied: ['jordan'] as Person[] },
    admin: { denied: ['casey', 'alex'] as Person[] },
  };
  return {
    table,
    subjects,
    patch,
    select: {
      ...nobody,
      client: { allowed: ['casey'], denied: ['jordan'] },
      otherClient: { allowed: ['jordan'], denied: ['casey'] },
      trainer: { allowed: ['casey'], denied: ['jordan'] },
      otherTrainer: { allowed: ['jordan'], denied: ['casey'] },
      admin: { allowed: ['casey', 'jordan'] },
    },
    insert: writes,
    update: writes,
    delete: writes,
  };
}

describeMatrix(
  actors,
  summaryMatrix('client_training_days', 'training day', () => Promise.resolve({ workouts: 3, completed_sets: 12 }), {
    completed_sets: 99,
  }),
);

describeMatrix(
  actors,
  summaryMatrix(
    'client_lift_days',
    'lift day',
    async () => ({ exercise_id: await libraryExerciseId(), best_e1rm: 100, best_to_date: 100 }),
    { best_e1rm: 999, best_to_date: 999 },
  ),
);
