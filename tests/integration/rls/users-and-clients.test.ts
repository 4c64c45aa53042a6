import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demo, signedInClient } from '../support/clients';
import {
  actorsForFile,
  describeMatrix,
  people,
  seededSubject,
  svc,
  truth,
  type Row,
  type Scope,
  type Subject,
  type TableMatrix,
} from '../support/rls-fixtures';

// users (profiles, the source of truth for roles) and clients (coaching records). Both are read by
// their owner, the owner's trainer and admins; a client also reads their trainer's profile. These
// cases change seeded rows (and put them back), so they run one at a time.
const actors = actorsForFile();

// users -----------------------------------------------------------------------------------------

type UserSubject = 'casey' | 'jordan' | 'taylor' | 'sam' | 'newOfTaylor' | 'newOfSam' | 'madeUp';

function seededProfile(id: string, label: string): Subject {
  return seededSubject('users', id, label, ['name']);
}

function newClientOf(trainerId: string, label: string): Subject {
  return {
    label,
    build: () => {
      throw new Error('profiles are only created through auth');
    },
    existing: async (scope) => ({ id: await scope.freshUser({ assignedTo: trainerId }) }),
  };
}

const users: TableMatrix<UserSubject> = {
  table: 'users',
  serial: true,
  subjects: {
    casey: seededProfile(people.casey, "Casey's profile"),
    jordan: seededProfile(people.jordan, "Jordan's profile"),
    taylor: seededProfile(people.taylor, "Taylor's profile"),
    sam: seededProfile(people.sam, "Sam's profile"),
    newOfTaylor: newClientOf(people.taylor, "a new client's profile (Taylor's)"),
    newOfSam: newClientOf(people.sam, "a new client's profile (Sam's)"),
    madeUp: { label: 'a made-up profile', build: () => ({ id: randomUUID(), first_name: 'Forged', role: 'admin' }) },
  },
  patch: { first_name: 'Matrix', avatar_url: 'https://example.test/matrix.png' },
  select: {
    anon: { denied: ['casey'] },
    client: { allowed: ['casey', 'taylor'], denied: ['jordan', 'sam'] },
    otherClient: { allowed: ['jordan', 'sam'], denied: ['casey', 'taylor'] },
    trainer: { allowed: ['casey', 'taylor'], denied: ['jordan', 'sam'] },
    otherTrainer: { allowed: ['jordan', 'sam'], denied: ['casey', 'taylor'] },
    admin: { allowed: ['casey', 'sam'] },
  },
  // Profiles come only from auth.users (the sign-up trigger); nobody inserts them directly.
  insert: {
    anon: { denied: ['madeUp'] },
    client: { denied: ['madeUp'] },
    otherClient: { denied: ['madeUp'] },
    trainer: { denied: ['madeUp'] },
    otherTrainer: { denied: ['madeUp'] },
    admin: { denied: ['madeUp'] },
  },
  update: {
    anon: { denied: ['casey'] },
    client: {
      allowed: [
        'casey',
        { row: 'casey', patch: { cycle_tracking_enabled: false, last_name: 'Matrix' }, note: 'own settings' },
        { row: 'casey', patch: { weight_unit: 'lb' }, note: 'own weight unit' },
      ],
      denied: [
        'jordan',
        { row: 'jordan', patch: { weight_unit: 'lb' }, note: "another client's weight unit" },
        'taylor',
        { row: 'casey', patch: { assigned_to: people.sam }, note: 'choosing another trainer' },
      ],
    },
    otherClient: { allowed: ['jordan'], denied: ['casey'] },
    // Trainers read their clients' profiles but do not edit them, nor their own role.
    trainer: {
      allowed: ['taylor'],
      denied: [
        'casey',
        { row: 'taylor', patch: { role: 'admin' }, note: 'promoting herself' },
        { row: 'casey', patch: { weight_unit: 'lb' }, note: "a client's weight unit" },
      ],
    },
    otherTrainer: { allowed: ['sam'], denied: ['jordan', 'casey'] },
    admin: {
      allowed: [
        'newOfTaylor',
        {
          row: 'newOfTaylor',
          patch: { assigned_to: people.sam, client_type: 'virtual', status: 'inactive' },
          note: 'reassigning them',
        },
        {
          row: 'newOfSam',
          patch: { role: 'staff', staff_role: 'trainer', client_type: null },
          note: 'making them staff',
        },
      ],
    },
  },
  delete: {
    anon: { denied: ['newOfTaylor'] },
    client: { denied: ['casey'] },
    otherClient: { denied: ['casey'] },
    trainer: { denied: ['newOfTaylor'] },
    otherTrainer: { denied: ['newOfSam'] },
    admin: { allowed: ['newOfTaylor'] },
  },
};
describeMatrix(actors, users);

// clients ---------------------------------------------------------------------------------------

type ClientSubject = 'casey' | 'jordan' | 'caseyAnew' | 'jordanAnew' | 'newOfTaylor' | 'newOfSam';

/** A client's own record, removed for the case so they can create it again (restored afterwards). */
function recreated(id: string, label: string): Subject {
  return {
    label,
    build: async (scope: Scope): Promise<Row> => {
      const snapshot = await truth('clients', id);
      if (!snapshot) throw new Error(`${label}: no seeded record`);
      scope.restoreLater('clients', snapshot);
      const { error } = await svc().from('clients').delete().eq('id', id);
      if (error) throw new Error(`removing ${label}: ${error.message}`);
      return { id, daily_calorie_goal: 2345, goals: ['Matrix'] };
    },
  };
}

function newRecordOf(trainerId: string, label: string): Subject {
  return {
    label,
    build: async (scope) => ({ id: await scope.freshUser({ assignedTo: trainerId }), daily_calorie_goal: 1800 }),
  };
}

const clients: TableMatrix<ClientSubject> = {
  table: 'clients',
  serial: true,
  subjects: {
    casey: seededSubject('clients', people.casey, "Casey's record"),
    jordan: seededSubject('clients', people.jordan, "Jordan's record"),
    caseyAnew: recreated(people.casey, "Casey's own record (created anew)"),
    jordanAnew: recreated(people.jordan, "Jordan's own record (created anew)"),
    newOfTaylor: newRecordOf(people.taylor, "a new client's record (Taylor's)"),
    newOfSam: newRecordOf(people.sam, "a new client's record (Sam's)"),
  },
  patch: { daily_calorie_goal: 2345, goals: ['edited by the matrix'] },
  select: {
    anon: { denied: ['casey'] },
    client: { allowed: ['casey'], denied: ['jordan'] },
    otherClient: { allowed: ['jordan'], denied: ['casey'] },
    trainer: { allowed: ['casey'], denied: ['jordan'] },
    otherTrainer: { allowed: ['jordan'], denied: ['casey'] },
    admin: { allowed: ['jordan'] },
  },
  insert: {
    anon: { denied: ['newOfTaylor'] },
    client: { allowed: ['caseyAnew'], denied: ['newOfTaylor'] },
    otherClient: { allowed: ['jordanAnew'], denied: ['newOfSam'] },
    trainer: { allowed: ['newOfTaylor'], denied: ['newOfSam'] },
    otherTrainer: { allowed: ['newOfSam'], denied: ['newOfTaylor'] },
    admin: { allowed: ['newOfSam'] },
  },
  update: {
    anon: { denied: ['casey'] },
    client: { allowed: ['casey'], denied: ['jordan'] },
    otherClient: { allowed: ['jordan'], denied: ['casey'] },
    trainer: {
      allowed: ['casey'],
      denied: ['jordan', { row: 'casey', patch: { id: people.jordan }, note: "re-keying it to Jordan's" }],
    },
    otherTrainer: { allowed: ['jordan'], denied: ['casey'] },
    admin: { allowed: ['casey'] },
  },
  delete: {
    anon: { denied: ['casey'] },
    client: { denied: ['casey'] },
    otherClient: { denied: ['jordan'] },
    trainer: { denied: ['casey'] },
    otherTrainer: { denied: ['jordan'] },
    admin: { allowed: ['newOfTaylor'] },
  },
};
describeMatrix(actors, clients);

// Sharing a trainer shares nothing else ------------------------------------------------------------

describe('a client of the same trainer (Victor, also assigned to Taylor)', () => {
  it("sees none of Casey's seeded rows", async () => {
    const victor = await signedInClient(demo.virtualClient.email);
    const caseysRows: [table: string, column: string][] = [
      ['users', 'id'],
      ['clients', 'id'],
      ['workout_logs', 'user_id'],
      ['workout_log_sets', 'user_id'],
      ['programs', 'client_id'],
      ['workouts', 'client_id'],
      ['onboarding_forms', 'client_id'],
      ['assessments', 'client_id'],
      ['cycle_entries', 'user_id'],
      ['messages', 'recipient_id'],
    ];
    for (const [table, column] of caseysRows) {
      const { count } = await svc().from(table).select('id', { count: 'exact', head: true }).eq(column, people.casey);
      expect(count, `the seed gives Casey ${table} rows`).toBeGreaterThan(0);
      const { data, error } = await victor.from(table).select('id').eq(column, people.casey);
      expect(error, table).toBeNull();
      expect(data, `Victor reads Casey's ${table}`).toEqual([]);
    }
  });
});
