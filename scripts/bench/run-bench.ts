/**
 * npm run bench: boots a throwaway embedded Supabase (memory://, never supabase/.temp), loads a
 * scaled dataset, signs in as a client and a trainer, and times the app's main reads through
 * supabase-js (Data API + JWT + RLS), then explains each read's SQL under the caller's role.
 *
 *   npm run bench                           the full run
 *   npm run bench -- --plans                also print every read's EXPLAIN ANALYZE plan
 *   npm run bench -- --past-workouts 60     add 60 old workouts per client (a long history)
 *   npx tsx scripts/bench/run-bench.ts --only-roster
 *                                           only the roster signals (30 and 300 clients)
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { createLocalBackend, type LocalBackend } from '../../supabase/local/backend';
import { formatTable, ms, summarize, timeRuns, type RunPlan } from './measure';
import {
  benchReads,
  captureStatements,
  explainAs,
  rosterOfEveryClient,
  timeStatementsAs,
  type BenchRead,
} from './reads';
import { BENCH_PASSWORD, DEFAULT_SHAPE, seedScaledDataset, type BenchSubjects } from './seed-scaled-dataset';

const RUN_PLAN: RunPlan = { warmups: 5, runs: 40 };
// Any origin works: requests never leave the process, they go straight to the backend's fetch.
const BASE_URL = 'http://bench.local';

const { values: args } = parseArgs({
  options: {
    plans: { type: 'boolean', default: false },
    'past-workouts': { type: 'string', default: '0' },
    'only-roster': { type: 'boolean', default: false },
  },
});
const onlyRoster = args['only-roster'];
const showPlans = args.plans;
const shape = { ...DEFAULT_SHAPE, pastWorkoutsPerClient: Number(args['past-workouts']) };
const wallStarted = performance.now();
const elapsed = () => `${((performance.now() - wallStarted) / 1000).toFixed(1)} s`;
// Timings on a shared machine mean little without the load they were taken under.
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function signIn(backend: LocalBackend, email: string): Promise<SupabaseClient> {
  const client = createClient(BASE_URL, backend.keys.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
    global: { fetch: (input, init) => backend.fetch(new Request(input, init)) },
  });
  const { error } = await client.auth.signInWithPassword({ email, password: BENCH_PASSWORD });
  if (error) throw new Error(`Sign-in as ${email} failed: ${error.message}`);
  return client;
}

interface ReadResult {
  read: BenchRead;
  rows: number;
  /** Whole request through supabase-js. */
  samples: number[];
  /** The same statements run directly as the caller: database time alone. */
  sqlSamples: number[];
  blocks: number;
  notes: string[];
}

async function measureRead(backend: LocalBackend, subjects: BenchSubjects, read: BenchRead): Promise<ReadResult> {
  // One untimed run doubles as the correctness check and shows which SQL the read produces.
  let rows = 0;
  const statements = await captureStatements(backend.db, async () => {
    rows = await read.run();
  });
  if (rows < read.minRows)
    throw new Error(`${read.name}: ${rows} rows, expected at least ${read.minRows} (RLS or seed problem?)`);
  if (statements.length === 0)
    throw new Error(`${read.name}: no SQL captured (has lite changed how it queries PGlite?)`);

  const plan = read.runPlan ?? RUN_PLAN;
  const samples = await timeRuns(read.run, plan);
  const userId = read.as === 'client' ? subjects.client.id : subjects.trainer.id;
  const sqlSamples = await timeStatementsAs(backend.db, userId, statements, plan);

  // Plans last, once every cache is warm, so they show the steady state the timings measured.
  let blocks = 0;
  const notes: string[] = [];
  for (const statement of statements) {
    const check = await explainAs(backend.db, userId, statement);
    blocks += check.sharedHitBlocks;
    notes.push(...check.wastefulScans);
    if (showPlans) console.log(`\n-- ${read.name}\n${statement.sql}\n${check.text.join('\n')}`);
  }
  return { read, rows, samples, sqlSamples, blocks, notes };
}

async function main(): Promise<void> {
  console.log(`Liftwise read bench, ${new Date().toISOString()}`);
  console.log(`  ${os.cpus().length} cores, Node ${process.version}, load average ${load()}`);
  console.log('\nBooting the embedded backend (memory://, migrations + demo seed)...');
  const backend = await createLocalBackend({ dataDir: 'memory://', log: () => {} });
  try {
    const migrations = backend.appliedMigrations.map((migration) => migration.version);
    console.log(`  ${migrations.length} migrations, last ${migrations.at(-1) ?? 'none'} (${elapsed()})`);

    console.log(
      `\nSeeding the scaled dataset: ${shape.trainers} trainers x ${shape.clientsPerTrainer} clients, ` +
        `${shape.logsPerClient} workouts each over ${shape.historyDays} days, ${shape.pastWorkoutsPerClient} past workouts per client...`,
    );
    const seed = await seedScaledDataset(backend.db, shape, (line) => console.log(line));
    console.log(`  seeded, vacuumed and analyzed in ${seed.seconds.toFixed(1)} s`);
    console.log(
      formatTable(
        ['table (incl. demo seed)', 'rows'],
        Object.entries(seed.counts).map(([table, count]) => [table, count.toLocaleString('en-US')]),
      ),
    );

    const api = {
      client: await signIn(backend, seed.subjects.client.email),
      trainer: await signIn(backend, seed.subjects.trainer.email),
    };
    console.log(`\nSigned in as ${seed.subjects.client.email} and ${seed.subjects.trainer.email}.`);
    console.log(`Timing each read: ${RUN_PLAN.warmups} warm-ups, then ${RUN_PLAN.runs} timed runs, one at a time.\n`);

    const results: ReadResult[] = [];
    const reads = benchReads(api, seed.subjects).filter((read) => !onlyRoster || read.name.includes('roster signals'));
    for (const read of reads) results.push(await measureRead(backend, seed.subjects, read));
    // Last, because it reassigns every client: one trainer coaching the whole dataset (issue 8).
    const everyone = shape.trainers * shape.clientsPerTrainer;
    const bigRoster = await rosterOfEveryClient(backend.db, api.trainer, seed.subjects, everyone);
    results.push(await measureRead(backend, seed.subjects, bigRoster));

    console.log(
      formatTable(
        ['read (supabase-js -> Data API -> RLS)', 'rows', 'median ms', 'p95 ms', 'SQL median', 'SQL p95', 'buffers'],
        results.map((result) => {
          const request = summarize(result.samples);
          const sql = summarize(result.sqlSamples);
          return [
            result.read.name,
            String(result.rows),
            ms(request.median),
            ms(request.p95),
            ms(sql.median),
            ms(sql.p95),
            String(result.blocks),
          ];
        }),
      ),
    );
    console.log(
      '\nmedian/p95: the whole request through supabase-js. SQL: the same statements run directly as the caller' +
        '\n(role authenticated, same claims), i.e. database time with RLS. buffers: shared buffers one run touches.',
    );
    const flagged = results.filter((result) => result.notes.length > 0);
    for (const result of flagged) console.log(`  ${result.read.name}: ${result.notes.join('; ')}`);
    // EXPLAIN does not show plans inside security definer helpers: a scan in there only shows as
    // a slow ProjectSet/SubPlan node (run with --plans and read the actual times).
    if (flagged.length === 0)
      console.log("No read scans a large table sequentially (helpers' own plans are not visible).");
  } finally {
    await backend.close();
  }
  console.log(`\nTotal wall time ${elapsed()}, load average ${load()}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
