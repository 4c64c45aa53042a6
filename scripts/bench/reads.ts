import type { SupabaseClient } from '@supabase/supabase-js';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { RunPlan } from './measure';
import type { BenchSubjects } from './seed-scaled-dataset';

/**
 * The reads the app makes on its busiest screens, written the way the app writes them with
 * supabase-js, so they go through the Data API, the JWT and row-level security.
 */
export interface BenchRead {
  name: string;
  /** Who makes the request; also whose claims the EXPLAIN check uses. */
  as: 'client' | 'trainer';
  /** Rows delivered (top level plus embedded), so a read that RLS quietly empties stands out. */
  run: () => Promise<number>;
  /** The least rows a correct answer has on the bench dataset. */
  minRows: number;
  /** Fewer runs than the default, for the heavier reads (the roster signals). */
  runPlan?: RunPlan;
}

const SLOW_READ_PLAN: RunPlan = { warmups: 3, runs: 20 };

interface ApiResult {
  data: unknown;
  error: { message: string } | null;
}

function rowsOf(name: string, result: ApiResult): Record<string, unknown>[] {
  if (result.error) throw new Error(`${name}: ${result.error.message}`);
  const data = result.data;
  if (data === null) return [];
  const rows = Array.isArray(data) ? data : [data];
  return rows.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null);
}

/** Counts the rows of an embedded resource: arrays count their elements, one object counts 1. */
function embedded(row: Record<string, unknown>, key: string): Record<string, unknown>[] {
  const value = row[key];
  if (Array.isArray(value))
    return value.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null);
  return typeof value === 'object' && value !== null ? [value as Record<string, unknown>] : [];
}

/** Today's bounds in the device's time zone, as the dashboard computes them. */
function today(): { start: string; end: string } {
  const start = new Date();
  start.setHours(0, 0, 0, 0);
  const end = new Date(start);
  end.setDate(end.getDate() + 1);
  return { start: start.toISOString(), end: end.toISOString() };
}

const PROGRAM_TREE =
  '*, program_workouts(*, workouts(*, workout_exercises(*, exercises(id, name, muscle_groups, equipment))))';

export function benchReads(
  api: { client: SupabaseClient; trainer: SupabaseClient },
  subjects: BenchSubjects,
): BenchRead[] {
  const { client, trainer } = api;
  const me = subjects.client.id;

  const recentLogs = async () =>
    rowsOf(
      'recent logs',
      await client
        .from('workout_logs')
        .select('*')
        .eq('user_id', me)
        .order('created_at', { ascending: false })
        .limit(5),
    ).length;

  // Counts every exercise reached through the tree: a workout hidden by RLS would drop them.
  const activeProgram = async (as: SupabaseClient, clientId: string) => {
    const programs = rowsOf(
      'active program',
      await as
        .from('programs')
        .select(PROGRAM_TREE)
        .eq('client_id', clientId)
        .eq('status', 'active')
        .order('created_at', { ascending: false })
        .order('position', { referencedTable: 'program_workouts' })
        .limit(1)
        .maybeSingle(),
    );
    const exercisesOf = (workout: Record<string, unknown>) =>
      embedded(workout, 'workout_exercises').filter((item) => embedded(item, 'exercises').length > 0).length;
    return programs
      .flatMap((program) => embedded(program, 'program_workouts'))
      .flatMap((slot) => embedded(slot, 'workouts'))
      .reduce((sum, workout) => sum + exercisesOf(workout), 0);
  };

  const todaysLogs = async () => {
    const { start, end } = today();
    return rowsOf(
      "today's logs",
      await client
        .from('workout_logs')
        .select('*')
        .eq('user_id', me)
        .gte('created_at', start)
        .lt('created_at', end)
        .order('created_at', { ascending: false }),
    ).length;
  };

  const activeSession = async () =>
    rowsOf(
      'active session',
      await client
        .from('workout_sessions')
        .select('*, workouts(name)')
        .eq('user_id', me)
        .eq('status', 'active')
        .order('started_at', { ascending: false })
        .limit(1),
    ).length;

  // The trainer's roster: profile, coaching record and the date of the latest workout, in one
  // request (the embedded logs are ordered and cut to one row per client).
  const roster = async () => {
    const rows = rowsOf(
      'client list',
      await trainer
        .from('users')
        .select('*, clients(*), workout_logs(created_at)')
        .eq('assigned_to', subjects.trainer.id)
        .order('name')
        .order('created_at', { referencedTable: 'workout_logs', ascending: false })
        .limit(1, { referencedTable: 'workout_logs' }),
    );
    return rows.filter((row) => embedded(row, 'clients').length === 1 && embedded(row, 'workout_logs').length === 1)
      .length;
  };

  const clientHistory = async () => {
    const rows = rowsOf(
      'client history',
      await trainer
        .from('workout_logs')
        .select('*, workout_log_sets(*)')
        .eq('user_id', subjects.trainersClientId)
        .order('created_at', { ascending: false })
        .limit(20),
    );
    return rows.reduce((sum, row) => sum + 1 + embedded(row, 'workout_log_sets').length, 0);
  };

  const exerciseHistory = async () =>
    rowsOf(
      'exercise history',
      await client
        .from('workout_log_sets')
        .select('*')
        .eq('user_id', me)
        .eq('exercise_id', subjects.exerciseId)
        .order('performed_at', { ascending: false })
        .limit(50),
    ).length;

  // /clients: every signal of every client the trainer coaches, computed in one database call.
  const rosterSignals = async () => rowsOf('roster signals', await trainer.rpc('client_roster_signals')).length;

  // The fixed cost of any request (JWT check, session lookup, claims, transaction), to read the
  // other rows against.
  const ownProfile = async () => rowsOf('own profile', await client.from('users').select('id').eq('id', me)).length;

  return [
    { name: 'baseline: own profile (request cost)', as: 'client', run: ownProfile, minRows: 1 },
    { name: 'client: recent logs (5)', as: 'client', run: recentLogs, minRows: 5 },
    { name: 'client: today, active program tree', as: 'client', run: () => activeProgram(client, me), minRows: 12 },
    { name: "client: today, today's logs", as: 'client', run: todaysLogs, minRows: 0 },
    { name: 'client: today, active session', as: 'client', run: activeSession, minRows: 1 },
    {
      name: 'client: today, all three',
      as: 'client',
      run: async () => (await activeProgram(client, me)) + (await todaysLogs()) + (await activeSession()),
      minRows: 13,
    },
    { name: 'trainer: client list + last workout', as: 'trainer', run: roster, minRows: 30 },
    { name: 'trainer: client history (20 + sets)', as: 'trainer', run: clientHistory, minRows: 220 },
    // The same tree from the trainer's side (a client's program screen): the workout policies
    // consider every workout of every assigned client here, so this is where their shape shows.
    {
      name: "trainer: a client's active program tree",
      as: 'trainer',
      run: () => activeProgram(trainer, subjects.trainersClientId),
      minRows: 12,
    },
    { name: 'client: exercise history (50 sets)', as: 'client', run: exerciseHistory, minRows: 50 },
    {
      name: 'trainer: roster signals (/clients)',
      as: 'trainer',
      run: rosterSignals,
      minRows: 30,
      runPlan: SLOW_READ_PLAN,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Looking behind a read: the exact SQL the Data API ran for it, and its plan under the caller's
// role and claims, so a slow read can be traced to a scan or a policy helper.

export interface Statement {
  sql: string;
  params: unknown[];
}

/** The slice of PGlite needed to watch and explain statements. */
export interface InspectableDb {
  query: PGlite['query'];
  transaction: PGlite['transaction'];
}

/**
 * Runs `task` and returns the data statements it sent to the database (lite's own session setup,
 * auth lookups and transaction control are left out). Works by wrapping the driver's query
 * method for the duration, which is where lite sends every statement.
 */
export async function captureStatements(db: InspectableDb, task: () => Promise<unknown>): Promise<Statement[]> {
  const original = db.query;
  const captured: Statement[] = [];
  const watching = ((sql: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) => {
    captured.push({ sql, params: params ?? [] });
    return original.call(db, sql, params, options);
  }) as PGlite['query'];
  db.query = watching;
  try {
    await task();
  } finally {
    db.query = original;
  }
  // Table reads select from "public"."table"; an RPC selects from the function, quoted or not.
  return captured.filter((statement) => /^\s*(with|select)\b[\s\S]*\bfrom\s+"?public"?\./i.test(statement.sql));
}

export interface PlanCheck {
  sharedHitBlocks: number;
  /** Sequential scans that threw away many rows: the usual sign of a missing index or a policy that defeats one. */
  wastefulScans: string[];
  text: string[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Shared Hit Blocks'?: number;
  Plans?: PlanNode[];
}

interface ExplainJson {
  Plan: PlanNode;
}

const WASTEFUL_ROWS = 1000;

function walk(node: PlanNode, visit: (node: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/** Runs `work` in a transaction as lite runs a request: role authenticated and the caller's claims. */
export async function asCaller<T>(
  db: InspectableDb,
  userId: string,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const claims = JSON.stringify({ sub: userId, role: 'authenticated', aud: 'authenticated' });
    await tx.query(
      `select set_config('request.jwt.claim.sub', $1, true), set_config('request.jwt.claim.role', 'authenticated', true),
              set_config('request.jwt.claims', $2, true)`,
      [userId, claims],
    );
    await tx.query('set local role authenticated');
    return work(tx);
  });
}

/**
 * Database time alone: the read's statements as the caller, without HTTP, JWT checks or JSON
 * handling, so a policy change shows up without the noise of the rest of the request.
 */
export async function timeStatementsAs(
  db: InspectableDb,
  userId: string,
  statements: readonly Statement[],
  plan: RunPlan,
): Promise<number[]> {
  const once = async () => {
    let total = 0;
    for (const statement of statements) {
      total += await asCaller(db, userId, async (tx) => {
        const started = performance.now();
        await tx.query(statement.sql, statement.params);
        return performance.now() - started;
      });
    }
    return total;
  };
  for (let i = 0; i < plan.warmups; i += 1) await once();
  const samples: number[] = [];
  for (let i = 0; i < plan.runs; i += 1) samples.push(await once());
  return samples;
}

/** EXPLAIN (ANALYZE, BUFFERS) of one statement as the given user, the way lite runs it. */
export async function explainAs(db: InspectableDb, userId: string, statement: Statement): Promise<PlanCheck> {
  return asCaller(db, userId, async (tx) => {
    const json = await tx.query<{ 'QUERY PLAN': ExplainJson[] }>(
      `explain (analyze, buffers, format json) ${statement.sql}`,
      statement.params,
    );
    const text = await tx.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers, costs off) ${statement.sql}`,
      statement.params,
    );
    const plan = json.rows[0]?.['QUERY PLAN'][0];
    if (!plan) throw new Error('EXPLAIN returned no plan');
    const wastefulScans: string[] = [];
    walk(plan.Plan, (node) => {
      const removed = (node['Rows Removed by Filter'] ?? 0) * (node['Actual Loops'] ?? 1);
      if (node['Node Type'] === 'Seq Scan' && removed >= WASTEFUL_ROWS) {
        wastefulScans.push(`seq scan ${node['Relation Name'] ?? '?'} x${node['Actual Loops'] ?? 1} (-${removed} rows)`);
      }
    });
    return {
      sharedHitBlocks: plan.Plan['Shared Hit Blocks'] ?? 0,
      wastefulScans,
      text: text.rows.map((row) => row['QUERY PLAN']),
    };
  });
}

/**
 * The roster of one trainer who coaches every bench client (300 on the default shape): moves all
 * clients to the bench trainer, so run it after the other reads.
 */
export async function rosterOfEveryClient(
  db: Pick<PGlite, 'query' | 'exec'>,
  trainer: SupabaseClient,
  subjects: BenchSubjects,
  clients: number,
): Promise<BenchRead> {
  await db.query(`update public.users set assigned_to = $1 where role = 'client' and email like 'bench-client-%'`, [
    subjects.trainer.id,
  ]);
  await db.exec('analyze public.users');
  return {
    name: `trainer: roster signals, ${clients} clients`,
    as: 'trainer',
    run: async () => rowsOf('roster signals', await trainer.rpc('client_roster_signals')).length,
    minRows: clients,
    runPlan: SLOW_READ_PLAN,
  };
}
