/**
 * The scheduling part of `npm run bench` (issue 27): boots a throwaway embedded Supabase
 * (memory://), loads 100 trainers, 3,000 clients and 100,000 bookings over a year, and times
 *
 *   - free_slots for one trainer-week (as a client, the "Book a session" flow), and
 *   - the studio day view (as an admin): exactly the request /schedule sends, built by the app's own
 *     `calendarQuery` (src/features/scheduling/api/calendar-query.ts) for one day and every trainer.
 *
 * Both through supabase-js (Data API + JWT + RLS), and as database time: the SQL the Data API
 * generated for them, captured and re-run as the caller (role authenticated, same claims).
 *
 *   npx tsx scripts/bench/scheduling-bench.ts            the run
 *   npx tsx scripts/bench/scheduling-bench.ts --plans    also print each read's EXPLAIN ANALYZE
 *   npx tsx scripts/bench/scheduling-bench.ts --runs 20 --warmups 2   fewer runs (100 and 10 by default)
 *   npx tsx scripts/bench/scheduling-bench.ts --before   as before 20261127210000_scheduling_read_indexes.sql:
 *                                           the index dropped, the day view without its lower bound on starts_at
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import type { Database } from '../../src/lib/database.types';
import { CALENDAR_COLUMNS, calendarQuery } from '../../src/features/scheduling/api/calendar-query';
import { instantOf, addDays } from '../../src/lib/zoned-time';
import { createLocalBackend, type LocalBackend } from '../../supabase/local/backend';
import { formatTable, ms, summarize, timeRuns, type RunPlan } from './measure';
import { asCaller, captureStatements, explainAs, timeStatementsAs, type InspectableDb, type Statement } from './reads';
import { BENCH_PASSWORD } from './seed-scaled-dataset';
import { seedSchedulingDataset } from './seed-scheduling-dataset';

const TARGET_MS = 20;
const BASE_URL = 'http://bench.local';
const ZONE = 'Europe/London';

const { values: args } = parseArgs({
  options: {
    plans: { type: 'boolean', default: false },
    runs: { type: 'string', default: '100' },
    warmups: { type: 'string', default: '10' },
    before: { type: 'boolean', default: false },
  },
});
const RUN_PLAN: RunPlan = { warmups: Number(args.warmups), runs: Number(args.runs) };
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function signIn(backend: LocalBackend, email: string): Promise<SupabaseClient<Database>> {
  const client = createClient<Database>(BASE_URL, backend.keys.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
    global: { fetch: (input, init) => backend.fetch(new Request(input, init)) },
  });
  const { error } = await client.auth.signInWithPassword({ email, password: BENCH_PASSWORD });
  if (error) throw new Error(`Sign-in as ${email} failed: ${error.message}`);
  return client;
}

interface Read {
  name: string;
  userId: string;
  run: () => Promise<number>;
  minRows: number;
}

/**
 * The CPU time (user + system, this process) the statements take as the caller. PGlite is
 * single-threaded wasm in this process, so this is the database's own work, and unlike wall time it
 * does not grow when other jobs share the machine's cores.
 */
async function cpuOfStatementsAs(
  db: InspectableDb,
  userId: string,
  statements: readonly Statement[],
  plan: RunPlan,
): Promise<number[]> {
  const once = async () => {
    let total = 0;
    for (const statement of statements) {
      total += await asCaller(db, userId, async (tx) => {
        const before = process.cpuUsage();
        await tx.query(statement.sql, statement.params);
        const used = process.cpuUsage(before);
        return (used.user + used.system) / 1000;
      });
    }
    return total;
  };
  for (let i = 0; i < plan.warmups; i += 1) await once();
  const samples: number[] = [];
  for (let i = 0; i < plan.runs; i += 1) samples.push(await once());
  return samples;
}

async function measure(backend: LocalBackend, read: Read) {
  let rows = 0;
  const statements = await captureStatements(backend.db, async () => {
    rows = await read.run();
  });
  if (rows < read.minRows) throw new Error(`${read.name}: ${rows} rows, expected at least ${read.minRows}`);
  if (statements.length === 0) throw new Error(`${read.name}: no SQL captured`);
  const samples = await timeRuns(read.run, RUN_PLAN);
  const sqlSamples = await timeStatementsAs(backend.db, read.userId, statements, RUN_PLAN);
  const cpuSamples = await cpuOfStatementsAs(backend.db, read.userId, statements, RUN_PLAN);
  if (args.plans) {
    for (const statement of statements) {
      const check = await explainAs(backend.db, read.userId, statement);
      console.log(`\n-- ${read.name}\n${statement.sql}\n${check.text.join('\n')}`);
    }
  }
  return { read, rows, request: summarize(samples), sql: summarize(sqlSamples), cpu: summarize(cpuSamples) };
}

async function main(): Promise<void> {
  console.log(`Liftwise scheduling bench, ${new Date().toISOString()}`);
  console.log(`  ${os.cpus().length} cores, Node ${process.version}, load average ${load()}`);
  const backend = await createLocalBackend({ dataDir: 'memory://', log: () => {} });
  try {
    console.log('\nSeeding 100 trainers, 3,000 clients, 100,000 bookings over a year...');
    const seed = await seedSchedulingDataset(backend.db, (line) => console.log(line));
    console.log(`  seeded, vacuumed and analyzed in ${seed.seconds.toFixed(1)} s`);
    console.log(
      formatTable(
        ['table (incl. demo seed)', 'rows'],
        Object.entries(seed.counts).map(([table, count]) => [table, count.toLocaleString('en-US')]),
      ),
    );
    const { subjects } = seed;
    if (args.before) {
      await backend.db.exec('drop index public.bookings_session_idx; analyze public.bookings');
      console.log('--before: bookings_session_idx dropped, the day view without its lower bound on starts_at');
    }
    const admin = await signIn(backend, subjects.admin.email);
    const client = await signIn(backend, subjects.client.email);

    const dayFrom = new Date(instantOf(subjects.busyDay, 0, ZONE)).toISOString();
    const dayTo = new Date(instantOf(addDays(subjects.busyDay, 1), 0, ZONE)).toISOString();
    const reads: Read[] = [
      {
        name: `free_slots, one trainer-week (client, ${subjects.weekStart})`,
        userId: subjects.client.id,
        minRows: 5,
        run: async () => {
          const { data, error } = await client.rpc('free_slots', {
            p_trainer_id: subjects.trainerId,
            p_service_id: subjects.appointmentServiceId,
            p_from: subjects.weekStart,
            p_to: addDays(subjects.weekStart, 6),
          });
          if (error) throw new Error(error.message);
          return data.length;
        },
      },
      {
        name: `studio day view, all trainers (admin, ${subjects.busyDay})`,
        userId: subjects.admin.id,
        minRows: 150,
        run: async () => {
          const { data, error } = args.before
            ? await admin
                .from('service_sessions')
                .select(CALENDAR_COLUMNS)
                .eq('status', 'scheduled')
                .lt('starts_at', dayTo)
                .gt('ends_at', dayFrom)
                .order('starts_at')
                .order('id')
                .limit(2000)
            : await calendarQuery(admin, 'all', dayFrom, dayTo);
          if (error) throw new Error(error.message);
          return data.length;
        },
      },
    ];
    console.log(`\nTiming each read: ${RUN_PLAN.warmups} warm-ups, then ${RUN_PLAN.runs} timed runs, one at a time.\n`);
    const results = [];
    for (const read of reads) results.push(await measure(backend, read));
    console.log(
      formatTable(
        [
          'read',
          'rows',
          'request median',
          'request p95',
          'SQL median',
          'SQL p95',
          'SQL CPU median',
          'SQL CPU p95',
          `SQL p95 <= ${TARGET_MS} ms (wall / CPU)`,
        ],
        results.map((result) => [
          result.read.name,
          String(result.rows),
          ms(result.request.median),
          ms(result.request.p95),
          ms(result.sql.median),
          ms(result.sql.p95),
          ms(result.cpu.median),
          ms(result.cpu.p95),
          `${result.sql.p95 <= TARGET_MS ? 'yes' : 'NO'} / ${result.cpu.p95 <= TARGET_MS ? 'yes' : 'NO'}`,
        ]),
      ),
    );
    console.log(
      '\nrequest: the whole call through supabase-js and the Data API. SQL: the statements the Data API generated,' +
        '\nre-run directly as the caller (role authenticated, same claims): database time with RLS. SQL CPU: the' +
        '\nsame statements, CPU time of this process (PGlite runs in it), which other jobs on the machine do not inflate.',
    );
  } finally {
    await backend.close();
  }
  console.log(`\nLoad average at the end ${load()}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
