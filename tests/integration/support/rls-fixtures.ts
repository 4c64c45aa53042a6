import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, demo, serviceClient, signedInClient, uniqueEmail } from './clients';

/**
 * Shared fixtures for the row-level-security matrix (tests/integration/rls). Every role signs in
 * once per file; every case arranges fresh rows with the service client, and the file deletes them
 * after its tests (seeded rows a case changes are put back as soon as the case ends).
 */

// Actors -----------------------------------------------------------------------------------------

export type Role = 'anon' | 'client' | 'otherClient' | 'trainer' | 'otherTrainer' | 'admin';
export const ROLES: readonly Role[] = ['anon', 'client', 'otherClient', 'trainer', 'otherTrainer', 'admin'];

export const ROLE_LABEL: Record<Role, string> = {
  anon: 'anonymous',
  client: 'client (Casey)',
  otherClient: 'another client (Jordan)',
  trainer: "Casey's trainer (Taylor)",
  otherTrainer: 'unassigned trainer (Sam)',
  admin: 'admin (Alex)',
};

/** The people of the matrix. Casey is assigned to Taylor, Jordan to Sam. */
export const people = {
  casey: demo.client.id,
  jordan: demo.otherTrainersClient.id,
  taylor: demo.trainer.id,
  sam: demo.otherTrainer.id,
  alex: demo.admin.id,
} as const;
export type Person = keyof typeof people;

export const PERSON_NAME: Record<Person, string> = {
  casey: 'Casey',
  jordan: 'Jordan',
  taylor: 'Taylor',
  sam: 'Sam',
  alex: 'Alex',
};

const ROLE_EMAIL: Record<Exclude<Role, 'anon'>, string> = {
  client: demo.client.email,
  otherClient: demo.otherTrainersClient.email,
  trainer: demo.trainer.email,
  otherTrainer: demo.otherTrainer.email,
  admin: demo.admin.email,
};

export type Actors = Record<Role, SupabaseClient>;

let actorsPromise: Promise<Actors> | undefined;

/** Signs every role in once (per test file: vitest gives each file its own module graph). */
export function signInActors(): Promise<Actors> {
  actorsPromise ??= (async () => {
    const roles = Object.keys(ROLE_EMAIL) as Exclude<Role, 'anon'>[];
    const clients = await Promise.all(roles.map((role) => signedInClient(ROLE_EMAIL[role])));
    const actors: Partial<Actors> = { anon: anonClient() };
    roles.forEach((role, index) => {
      actors[role] = clients[index];
    });
    return actors as Actors;
  })();
  return actorsPromise;
}

/**
 * Signs everyone in before the file's tests and deletes what they arranged after them. The getter
 * is valid inside tests.
 */
export function actorsForFile(): () => Actors {
  let actors: Actors | undefined;
  beforeAll(async () => {
    actors = await signInActors();
  });
  afterAll(cleanupArranged);
  return () => {
    if (!actors) throw new Error('Actors are not signed in yet');
    return actors;
  };
}

let service: SupabaseClient | undefined;
/** The secret-key client: arranges rows and reads the truth, bypassing RLS. */
export function svc(): SupabaseClient {
  service ??= serviceClient();
  return service;
}

// Rows and their lifetime --------------------------------------------------------------------------

export type Row = { id: string } & Record<string, unknown>;

// Rows arranged by a file are deleted in batches after the file (children before parents), which
// keeps each case to three requests: arrange, act, read the truth.
const CLEANUP_ORDER = [
  // Automation (20261130200000_automation_schema.sql): tasks and runs before their enrolments and
  // steps, which go before their flows (and before the programs and collections steps name).
  'trainer_tasks',
  'automation_step_runs',
  'automation_enrolments',
  'automation_steps',
  'automation_flows',
  // Tags, saved replies, broadcasts (20261201400000, 20261201400100): assignments before their tags.
  'client_tag_assignments',
  'client_tags',
  'saved_replies',
  'message_broadcasts',
  // Notifications (20261130150000_notifications.sql): they point only at people.
  'notifications',
  // Web Push (20261130400000_push_subscriptions.sql): a person's devices.
  'push_subscriptions',
  // Body weight and habits (20261201100000_body_weight_and_habits.sql): ticks before their habits.
  'habit_ticks',
  'habits',
  'body_weight_entries',
  // On demand (20261129200000_on_demand_schema.sql): before the workouts, plans and packs they name.
  'on_demand_progress',
  'on_demand_collection_items',
  'on_demand_grants',
  'on_demand_item_labels',
  'on_demand_collections',
  'on_demand_workouts',
  'on_demand_resources',
  'on_demand_labels',
  // Access (20261129100000_access_schema.sql): check-ins point at bookings and people.
  'check_in_attempts',
  'check_ins',
  // Payments (20261128100000_payments_schema.sql): refunds, redemptions and lots before their orders,
  // lots before the services and categories they pay for, packs and plans before their categories.
  'refunds',
  'discount_redemptions',
  'credit_ledger',
  'credit_lots',
  'memberships',
  'orders',
  'discount_codes',
  'service_credit_categories',
  'packages',
  'membership_plans',
  'credit_categories',
  'payment_events',
  'calendar_feed_tokens',
  // Invitations (20261130500000_client_invitations.sql): join requests point at people.
  'trainer_join_requests',
  'waitlist_entries',
  'bookings',
  'service_sessions',
  'service_trainers',
  'trainer_hours',
  'trainer_date_overrides',
  'trainer_blockouts',
  'services',
  'studio_settings',
  'client_notes',
  'workout_log_comments',
  'messages',
  'cycle_entries',
  'assessments',
  'onboarding_forms',
  'progress_photos',
  'workout_log_sets',
  'workout_logs',
  'workout_sessions',
  'program_week_prescriptions',
  'program_workouts',
  'programs',
  'workout_exercises',
  'workouts',
  'exercises',
  'clients',
  'users',
  'client_training_days',
  'client_lift_days',
];
// Rows no API role may delete, so cleanup only forgets them:
// - summaries the triggers on the logs keep (20260101000800_client_roster.sql): they go with the logs;
// - credit ledger rows (append-only, even for the service role): they go with their lot (the
//   foreign key cascades), so a case ties its ledger rows to a lot of its own;
// - payment events (the service role only reads them): denied inserts leave nothing, and the rows a
//   case arranges through apply_payment_event stay, each under an event id of its own.
const FORGET_ONLY_TABLES = new Set(['client_training_days', 'client_lift_days', 'credit_ledger', 'payment_events']);
const pendingRows = new Map<string, Set<string>>();
const pendingUsers = new Set<string>();

function trackRow(table: string, id: string): void {
  if (!CLEANUP_ORDER.includes(table)) throw new Error(`No cleanup order for ${table}`);
  let ids = pendingRows.get(table);
  if (!ids) pendingRows.set(table, (ids = new Set()));
  ids.add(id);
}

function forgetRow(table: string, id: string): void {
  pendingRows.get(table)?.delete(id);
}

/** The seeded accounts (and their users/clients rows) are never cleaned up, whatever a case tracked. */
const DEMO_ACCOUNT_IDS = new Set<string>(Object.values(demo).map((account) => account.id));

/** Deletes every row and account the file arranged. */
export async function cleanupArranged(): Promise<void> {
  for (const table of CLEANUP_ORDER) {
    if (FORGET_ONLY_TABLES.has(table)) {
      pendingRows.delete(table);
      continue;
    }
    const ids = [...(pendingRows.get(table) ?? [])].filter((id) => !DEMO_ACCOUNT_IDS.has(id));
    for (let start = 0; start < ids.length; start += 100) {
      const { error } = await svc()
        .from(table)
        .delete()
        .in('id', ids.slice(start, start + 100));
      if (error) throw new Error(`cleanup of ${table}: ${error.message}`);
    }
    pendingRows.delete(table);
  }
  for (const id of pendingUsers) await svc().auth.admin.deleteUser(id);
  pendingUsers.clear();
}

/** What a test arranged: its rows (deleted after the file) and the restores it owes (run at dispose). */
export class Scope {
  private readonly undo: (() => Promise<void>)[] = [];

  /** A read-only case (select) changes nothing, so it owes no restores. */
  constructor(private readonly readOnly = false) {}

  /** Runs when the case ends (restores of seeded rows). */
  defer(step: () => Promise<void>): void {
    this.undo.push(step);
  }

  /** Deletes the row (if it exists) after the file. */
  track(table: string, id: string): void {
    trackRow(table, id);
  }

  /** Inserts with the service client and tracks the row for cleanup. */
  async insert<R extends Row>(table: string, row: R): Promise<R> {
    this.track(table, row.id);
    const { error } = await svc().from(table).insert(row);
    if (error) throw new Error(`arranging ${table}: ${error.message} (${error.code})`);
    return row;
  }

  /**
   * Puts a seeded row back exactly as it was when the case ends (re-creating it if a case removed
   * it), and keeps the file cleanup away from it.
   */
  restoreLater(table: string, snapshot: Row): void {
    if (this.readOnly) return;
    this.defer(async () => {
      forgetRow(table, snapshot.id);
      const { error } = await svc().from(table).upsert(snapshot, { onConflict: 'id' });
      if (error) throw new Error(`restoring ${table} ${snapshot.id}: ${error.message}`);
    });
  }

  /** A new account (public.users row via the auth trigger), optionally assigned to a trainer. */
  async freshUser(options: { assignedTo?: string; firstName?: string } = {}): Promise<string> {
    const { data, error } = await svc().auth.admin.createUser({
      email: uniqueEmail('rls'),
      email_confirm: true,
      user_metadata: { first_name: options.firstName ?? 'Fresh', last_name: 'Fixture' },
    });
    if (error || !data.user) throw new Error(`creating a fresh user: ${error?.message ?? 'no user'}`);
    const id = data.user.id;
    pendingUsers.add(id);
    if (options.assignedTo) {
      const assigned = await svc().from('users').update({ assigned_to: options.assignedTo }).eq('id', id);
      if (assigned.error) throw new Error(`assigning a fresh user: ${assigned.error.message}`);
    }
    return id;
  }

  async dispose(): Promise<void> {
    const failures: unknown[] = [];
    while (this.undo.length > 0) {
      const step = this.undo.pop()!;
      try {
        await step();
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw failures[0];
  }
}

/** The stored row, read with the service client (null when absent). */
export async function truth(table: string, id: string): Promise<Row | null> {
  const { data, error } = await svc().from(table).select('*').eq('id', id).maybeSingle<Row>();
  if (error) throw new Error(`reading ${table} ${id}: ${error.message}`);
  return data;
}

// Row builders (payloads with fresh ids; parents are inserted into the scope) ---------------------

let exerciseIdPromise: Promise<string> | undefined;
/** A seeded, active library exercise to hang workout rows on. */
export function libraryExerciseId(): Promise<string> {
  exerciseIdPromise ??= (async () => {
    const { data, error } = await svc()
      .from('exercises')
      .select('id')
      .eq('is_active', true)
      .order('slug')
      .limit(1)
      .single<{ id: string }>();
    if (error || !data) throw new Error(`no seeded exercise: ${error?.message ?? 'none'}`);
    return data.id;
  })();
  return exerciseIdPromise;
}

let cycleDay = Math.floor(Math.random() * 5000);

export const rows = {
  exercise: (createdBy: string, extra: Record<string, unknown> = {}): Row => {
    const id = randomUUID();
    return { id, slug: `rls-${id}`, name: `RLS probe ${id.slice(0, 8)}`, created_by: createdBy, ...extra };
  },
  workout: (createdBy: string, clientId: string | null): Row => ({
    id: randomUUID(),
    name: 'RLS probe workout',
    created_by: createdBy,
    client_id: clientId,
  }),
  workoutExercise: async (workoutId: string): Promise<Row> => ({
    id: randomUUID(),
    workout_id: workoutId,
    exercise_id: await libraryExerciseId(),
    order: 1,
    sets: 3,
    rep_single: 8,
  }),
  // A draft: a client has at most one active program (the seeded one), and probes come and go.
  program: (createdBy: string, clientId: string | null): Row => ({
    id: randomUUID(),
    name: 'RLS probe program',
    created_by: createdBy,
    client_id: clientId,
    status: 'draft',
  }),
  programWorkout: (programId: string, workoutId: string): Row => ({
    id: randomUUID(),
    program_id: programId,
    workout_id: workoutId,
    position: 0,
  }),
  session: (userId: string): Row => ({ id: randomUUID(), user_id: userId, workout_name: 'RLS probe session' }),
  log: (userId: string): Row => ({
    id: randomUUID(),
    user_id: userId,
    workout_name: 'RLS probe log',
    total_volume: 100,
  }),
  logSet: async (logId: string, userId: string): Promise<Row> => ({
    id: randomUUID(),
    log_id: logId,
    user_id: userId,
    exercise_id: await libraryExerciseId(),
    set_number: 1,
    reps: 5,
    weight: 60,
  }),
  progressPhoto: (userId: string): Row => ({
    id: randomUUID(),
    user_id: userId,
    front_photo: `${userId}/front.jpg`,
    body_weight: 70,
  }),
  onboardingForm: (clientId: string, submittedBy: string): Row => ({
    id: randomUUID(),
    client_id: clientId,
    submitted_by: submittedBy,
    assessment: { exercise: { experienceLevel: 'beginner' } },
  }),
  assessment: (clientId: string, createdBy: string): Row => ({
    id: randomUUID(),
    client_id: clientId,
    created_by: createdBy,
    type: 'body_scan',
    data: { weightKg: 70 },
  }),
  message: (senderId: string, recipientId: string): Row => ({
    id: randomUUID(),
    sender_id: senderId,
    recipient_id: recipientId,
    body: 'RLS probe message',
  }),
  notification: (recipientId: string): Row => ({
    id: randomUUID(),
    recipient_id: recipientId,
    kind: 'automation',
    title: 'RLS probe notification',
    body: '',
    link: '/',
  }),
  pushSubscription: (userId: string): Row => ({
    id: randomUUID(),
    user_id: userId,
    endpoint: `https://push.liftwise.test/${randomUUID()}`,
    // A P-256 point's 65 bytes and a 16-byte auth secret, base64url: the shapes the checks ask for.
    p256dh: `B${'A'.repeat(86)}`,
    auth: 'A'.repeat(22),
    kinds: ['message'],
    device_label: 'RLS probe browser',
  }),
  clientNote: (clientId: string, authorId: string): Row => ({
    id: randomUUID(),
    client_id: clientId,
    author_id: authorId,
    body: 'RLS probe coach note',
  }),
  logComment: (logId: string, clientId: string, authorId: string): Row => ({
    id: randomUUID(),
    log_id: logId,
    client_id: clientId,
    author_id: authorId,
    body: 'RLS probe comment',
  }),
  cycleEntry: (userId: string): Row => {
    // (user_id, period_start) is unique: every arranged entry gets its own day, far from the seed's.
    cycleDay += 1;
    const day = new Date(Date.UTC(2000, 0, 1) + cycleDay * 86_400_000);
    return { id: randomUUID(), user_id: userId, period_start: day.toISOString().slice(0, 10), flow: 'light' };
  },
};

// Checks -------------------------------------------------------------------------------------------

export type Outcome = 'allowed' | 'denied';
export type Op = 'select' | 'insert' | 'update' | 'delete';
export const OPS: readonly Op[] = ['select', 'insert', 'update', 'delete'];

type Patch = Record<string, unknown>;

/** Compares a stored value with the one a test wrote. Timestamps come back normalised: compare instants. */
function sameValue(stored: unknown, wanted: unknown): boolean {
  if (typeof stored === 'string' && typeof wanted === 'string' && /^\d{4}-\d\d-\d\dT/.test(wanted)) {
    return new Date(stored).getTime() === new Date(wanted).getTime();
  }
  // numeric columns may come back as strings.
  if (typeof stored === 'string' && typeof wanted === 'number') return Number(stored) === wanted;
  return isDeepStrictEqual(stored, wanted);
}

/** A column the server stamps with its own time: changed from the arranged value to about now. */
function stampedNow(arranged: unknown, stored: unknown): boolean {
  if (typeof stored !== 'string' || stored === arranged) return false;
  return Math.abs(new Date(stored).getTime() - Date.now()) < 10 * 60_000;
}

function isRlsDenial(error: { code?: string } | null): boolean {
  return error?.code === '42501';
}

function withoutId(row: Row): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([column]) => column !== 'id'));
}

/** What the actor's request answered. */
export interface Attempt {
  data: unknown;
  error: PostgrestError | null;
}

/**
 * The actor's request; update and delete ask for the affected rows back to count them. An insert
 * into a table whose id the database generates (`generated always`) sends the row without its id.
 */
export async function act(
  client: SupabaseClient,
  op: Op,
  table: string,
  row: Row,
  patch: Patch,
  generatedId = false,
): Promise<Attempt> {
  const { data, error } =
    op === 'select'
      ? await client.from(table).select('id').eq('id', row.id)
      : op === 'insert'
        ? await client.from(table).insert(generatedId ? withoutId(row) : row)
        : op === 'update'
          ? await client.from(table).update(patch).eq('id', row.id).select('id')
          : await client.from(table).delete().eq('id', row.id).select('id');
  return { data, error };
}

/**
 * Judges an attempt against the stored truth (read with the service client after the attempt).
 * Allowed: no error, the row reported and the change stored. Denied reads come back empty (or fail
 * with 42501 for a role with no privilege on the table); denied writes fail with 42501 or affect
 * no row, and the truth is unchanged.
 */
export function verify(
  op: Op,
  outcome: Outcome,
  attempt: Attempt,
  stored: Row | null,
  row: Row,
  patch: Patch,
  what: string,
  serverStamped: readonly string[] = [],
): void {
  const { data, error } = attempt;
  const failure = error ? `${error.code}: ${error.message}` : 'success';
  const id = row.id;
  if (op === 'select') {
    if (outcome === 'denied' && error) {
      // A role without the table privilege (anon: every policy is `to authenticated`) is refused
      // with 42501 before any policy runs, as on a hosted project.
      expect(isRlsDenial(error), `select ${what} failed with ${failure}, not 42501`).toBe(true);
      return;
    }
    expect(error, `select ${what}: ${failure}`).toBeNull();
    expect(data, `select ${what} should be ${outcome}`).toEqual(outcome === 'allowed' ? [{ id }] : []);
    return;
  }
  if (op === 'insert') {
    if (outcome === 'allowed') {
      expect(error, `insert ${what}: ${failure}`).toBeNull();
      expect(stored, `insert ${what} should be stored`).not.toBeNull();
    } else {
      expect(error?.code, `insert ${what} should fail with 42501, got ${failure}`).toBe('42501');
      expect(stored, `insert ${what} must not be stored`).toBeNull();
    }
    return;
  }
  if (outcome === 'allowed') {
    expect(error, `${op} ${what}: ${failure}`).toBeNull();
    expect(data, `${op} ${what} should report the row`).toEqual([{ id }]);
  } else if (error) {
    expect(isRlsDenial(error), `${op} ${what} failed with ${failure}, not 42501`).toBe(true);
  } else {
    expect(data, `${op} ${what} should affect no row`).toEqual([]);
  }
  if (op === 'update') {
    expect(stored, `update ${what}: the row must still exist`).not.toBeNull();
    const changed = Object.entries(patch)
      .filter(([key, value]) =>
        serverStamped.includes(key) ? stampedNow(row[key], stored?.[key]) : sameValue(stored?.[key], value),
      )
      .map(([key]) => key);
    expect(changed, `update ${what} ${outcome === 'allowed' ? 'should be' : 'must not be'} stored`).toEqual(
      outcome === 'allowed' ? Object.keys(patch) : [],
    );
  } else if (outcome === 'allowed') {
    expect(stored, `delete ${what} should remove the row`).toBeNull();
  } else {
    expect(stored, `delete ${what} must leave the row`).not.toBeNull();
  }
}

// The matrix ---------------------------------------------------------------------------------------

export interface Subject {
  /** How the row reads in test titles, e.g. "Casey's session". */
  label: string;
  /** The row to insert (parents are arranged in the scope). */
  build: (scope: Scope) => Row | Promise<Row>;
  /** Makes the row exist for select/update/delete (default: the service client inserts build()). */
  existing?: (scope: Scope) => Promise<Row>;
}

/**
 * A seeded row (demo data other files rely on): cases read or change it, and it is put back as it
 * was when the case ends. Generated columns are left out of the snapshot.
 */
export function seededSubject(table: string, id: string, label: string, generated: string[] = []): Subject {
  return {
    label,
    build: () => {
      throw new Error(`${label} is seeded; insert cases need a subject of their own`);
    },
    existing: async (scope) => {
      const stored = await truth(table, id);
      if (!stored) throw new Error(`${label} is missing from the seed`);
      const snapshot = Object.fromEntries(
        Object.entries(stored).filter(([column]) => !generated.includes(column)),
      ) as Row;
      scope.restoreLater(table, snapshot);
      return snapshot;
    },
  };
}

/** A subject, or a subject with its own update patch (e.g. one that moves the row to someone else). */
export type Case<S extends string> = S | { row: S; patch: Patch; note: string };

export interface RoleCases<S extends string> {
  allowed?: Case<S>[];
  denied?: Case<S>[];
}

export type OpMatrix<S extends string> = Record<Role, RoleCases<S>>;

export interface TableMatrix<S extends string> {
  table: string;
  subjects: Record<S, Subject>;
  /** The default update patch; every value must differ from the arranged rows'. */
  patch: Patch;
  select: OpMatrix<S>;
  insert: OpMatrix<S>;
  update: OpMatrix<S>;
  delete: OpMatrix<S>;
  /** Cases change seeded rows (and restore them): run one at a time. */
  serial?: boolean;
  /**
   * Columns the server stamps with its own time whatever an update sends (messages.read_at): an
   * allowed update stores about now, not the patch's value; a denied one leaves the arranged value.
   */
  serverStamped?: readonly string[];
  /**
   * The database generates the ids (credit_ledger's identity column): insert cases send rows
   * without one, so only denied inserts can be judged (by their 42501; the built row's id is one
   * no stored row has). Existing rows carry the generated id as the API returns it.
   */
  generatedId?: boolean;
}

function caseSubject<S extends string>(c: Case<S>): S {
  return typeof c === 'string' ? c : c.row;
}

function caseLabel<S extends string>(m: TableMatrix<S>, c: Case<S>): string {
  const label = m.subjects[caseSubject(c)].label;
  return typeof c === 'string' ? label : `${label} (${c.note})`;
}

interface Run<S extends string> {
  c: Case<S>;
  outcome: Outcome;
  what: string;
  patch: Patch;
}

/** One case at a time, each with its own scope: for matrices whose cases share seeded rows. */
async function runSerially<S extends string>(
  m: TableMatrix<S>,
  op: Op,
  client: SupabaseClient,
  runs: Run<S>[],
): Promise<void> {
  for (const run of runs) {
    const scope = new Scope(op === 'select');
    try {
      const spec = m.subjects[caseSubject(run.c)];
      let row: Row;
      if (op === 'insert') {
        row = await spec.build(scope);
        scope.track(m.table, row.id);
      } else {
        row = spec.existing ? await spec.existing(scope) : await scope.insert(m.table, await spec.build(scope));
      }
      const attempt = await act(client, op, m.table, row, run.patch, m.generatedId);
      const stored = op === 'select' ? null : await truth(m.table, row.id);
      verify(op, run.outcome, attempt, stored, row, run.patch, run.what, m.serverStamped);
    } finally {
      await scope.dispose();
    }
  }
}

/**
 * All cases of a test together, on fresh rows of their own: build them, insert the existing ones
 * in one request per shape, attempt them all, read the truth once, then judge each.
 */
async function runTogether<S extends string>(
  m: TableMatrix<S>,
  op: Op,
  client: SupabaseClient,
  runs: Run<S>[],
): Promise<void> {
  const scope = new Scope();
  try {
    const rowsByRun = await Promise.all(
      runs.map(async (run): Promise<{ row: Row; arranged: boolean }> => {
        const spec = m.subjects[caseSubject(run.c)];
        if (op !== 'insert' && spec.existing) return { row: await spec.existing(scope), arranged: true };
        return { row: await spec.build(scope), arranged: false };
      }),
    );
    const fresh = rowsByRun.filter((r) => !r.arranged).map((r) => r.row);
    for (const row of fresh) scope.track(m.table, row.id);
    const toInsert = op === 'insert' ? [] : fresh;
    const byShape = new Map<string, Row[]>();
    for (const row of toInsert) {
      const shape = Object.keys(row).sort().join(',');
      byShape.set(shape, [...(byShape.get(shape) ?? []), row]);
    }
    for (const group of byShape.values()) {
      const { error } = await svc().from(m.table).insert(group);
      if (error) throw new Error(`arranging ${m.table}: ${error.message} (${error.code})`);
    }

    const attempts = await Promise.all(
      runs.map((run, index) => act(client, op, m.table, rowsByRun[index]!.row, run.patch, m.generatedId)),
    );
    const stored = new Map<string, Row>();
    if (op !== 'select') {
      const ids = rowsByRun.map((r) => r.row.id);
      const { data, error } = await svc().from(m.table).select('*').in('id', ids);
      if (error) throw new Error(`reading ${m.table}: ${error.message}`);
      for (const row of (data ?? []) as Row[]) stored.set(row.id, row);
    }
    runs.forEach((run, index) => {
      const row = rowsByRun[index]!.row;
      verify(op, run.outcome, attempts[index]!, stored.get(row.id) ?? null, row, run.patch, run.what, m.serverStamped);
    });
  } finally {
    await scope.dispose();
  }
}

function title<S extends string>(m: TableMatrix<S>, role: Role, cases: RoleCases<S>): string {
  const parts: string[] = [];
  if (cases.allowed?.length) parts.push(`allowed on ${cases.allowed.map((c) => caseLabel(m, c)).join(', ')}`);
  if (cases.denied?.length) parts.push(`denied on ${cases.denied.map((c) => caseLabel(m, c)).join(', ')}`);
  return `${ROLE_LABEL[role]}: ${parts.join('; ')}`;
}

/**
 * One test per table × operation × role, each running its allowed and denied cases. Cases arrange
 * their own rows, so they (and the tests) run concurrently unless the matrix touches seeded rows.
 */
export function describeMatrix<S extends string>(actors: () => Actors, m: TableMatrix<S>): void {
  const group = m.serial ? describe : describe.concurrent;
  group(`${m.table} RLS matrix`, () => {
    for (const op of OPS) {
      describe(op, () => {
        for (const role of ROLES) {
          const cases = m[op][role];
          it(title(m, role, cases), async () => {
            const runs: Run<S>[] = [
              ...(cases.allowed ?? []).map((c) => ({ c, outcome: 'allowed' as const })),
              ...(cases.denied ?? []).map((c) => ({ c, outcome: 'denied' as const })),
            ].map(({ c, outcome }) => ({
              c,
              outcome,
              what: `${m.table}: ${caseLabel(m, c)}`,
              patch: typeof c === 'string' ? m.patch : c.patch,
            }));
            const run = m.serial ? runSerially : runTogether;
            await run(m, op, actors()[role], runs);
          });
        }
      });
    }
  });
}

/**
 * The matrix of a record one person owns (sessions, logs, photos, cycle entries): the owner reads
 * and writes it, their trainer and admins read it, and nobody writes on someone else's behalf.
 */
export function ownedRecordMatrix<E extends string = never>(options: {
  table: string;
  noun: string;
  row: (scope: Scope, userId: string) => Row | Promise<Row>;
  patch: Patch;
  /** Whether admins may delete anyone's rows (otherwise only their own). */
  adminDeletesAny: boolean;
  extraSubjects?: Record<E, Subject>;
}): TableMatrix<Person | E> {
  const subjects = {} as Record<Person | E, Subject>;
  for (const person of Object.keys(people) as Person[]) {
    subjects[person] = {
      label: `${PERSON_NAME[person]}'s ${options.noun}`,
      build: (scope) => options.row(scope, people[person]),
    };
  }
  Object.assign(subjects, options.extraSubjects ?? {});
  const handOver: Case<Person | E> = { row: 'casey', patch: { user_id: people.jordan }, note: 'handing it to Jordan' };
  return {
    table: options.table,
    subjects,
    patch: options.patch,
    select: {
      anon: { denied: ['casey'] },
      client: { allowed: ['casey'], denied: ['jordan'] },
      otherClient: { allowed: ['jordan'], denied: ['casey'] },
      trainer: { allowed: ['casey'], denied: ['jordan'] },
      otherTrainer: { allowed: ['jordan'], denied: ['casey'] },
      admin: { allowed: ['casey', 'jordan'] },
    },
    insert: {
      anon: { denied: ['casey'] },
      client: { allowed: ['casey'], denied: ['jordan'] },
      otherClient: { allowed: ['jordan'], denied: ['casey'] },
      trainer: { allowed: ['taylor'], denied: ['casey'] },
      otherTrainer: { allowed: ['sam'], denied: ['jordan'] },
      admin: { allowed: ['alex'], denied: ['casey'] },
    },
    update: {
      anon: { denied: ['casey'] },
      client: { allowed: ['casey'], denied: ['jordan', handOver] },
      otherClient: { allowed: ['jordan'], denied: ['casey'] },
      trainer: { allowed: ['taylor'], denied: ['casey'] },
      otherTrainer: { allowed: ['sam'], denied: ['jordan'] },
      admin: { allowed: ['alex'], denied: ['casey'] },
    },
    delete: {
      anon: { denied: ['casey'] },
      client: { allowed: ['casey'], denied: ['jordan'] },
      otherClient: { allowed: ['jordan'], denied: ['casey'] },
      trainer: { allowed: ['taylor'], denied: ['casey'] },
      otherTrainer: { allowed: ['sam'], denied: ['jordan'] },
      admin: options.adminDeletesAny ? { allowed: ['casey', 'alex'] } : { allowed: ['alex'], denied: ['casey'] },
    },
  };
}
