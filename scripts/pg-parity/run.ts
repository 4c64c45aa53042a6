// `npm run test:pg`: the hosted path on real PostgreSQL. Starts a throwaway cluster, creates the
// Supabase platform objects the project relies on (platform-stub.sql) with no grant on public,
// applies every migration and seed file as the Supabase CLI would, then runs the RLS checks as
// the Data API roles. Fails on the first migration that needs something only the embedded
// backend has, on a seed statement the CLI could not prepare, on any check that disagrees, and
// when the committed schema snapshot (supabase/schema.sql) is not what the migrations build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { readProjectConfig } from '../../supabase/local/project-config.ts';
import { applyMigrations, PLATFORM_STUB, runInTransaction } from './apply.ts';
import { ACTOR_CLAIMS, CHECKS, type Check, type Expected } from './checks.ts';
import { findPostgresBin, startCluster } from './cluster.ts';
import { exposedSchemas, LINTS, runLints } from './lint.ts';
import { changedEntries, dumpPlatform, readCommittedSnapshot, renderSchemaSnapshot } from './schema-snapshot.ts';
import { runOnDemandRaces } from './on-demand.ts';
import { runAccessRaces } from './access.ts';
import { runAutomationRaces } from './automation.ts';
import { runBroadcastRaces } from './broadcasts.ts';
import { runExerciseAliasRaces } from './exercise-aliases.ts';
import { runPushRaces } from './push.ts';
import { runHabitTickRaces } from './habits.ts';
import { runInvitationRaces } from './invitations.ts';
import { runPaymentRaces } from './payments.ts';
import { runSchedulingRaces } from './scheduling.ts';
import { splitSqlStatements, stripComments } from './split-sql.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const supabaseDir = path.resolve(here, '../../supabase');

async function main(): Promise<void> {
  const started = Date.now();
  const bin = findPostgresBin();
  const cluster = startCluster(bin);
  const stop = () => cluster.stop();
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });
  const client = new pg.Client({ host: cluster.socketDir, user: 'postgres', database: 'postgres' });
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    console.log(`PostgreSQL ${rows[0]?.server_version ?? '?'} (${bin})`);

    await client.query(readFileSync(PLATFORM_STUB, 'utf8'));
    const platform = dumpPlatform(bin, cluster.socketDir);
    const config = readProjectConfig(supabaseDir);
    const migrations = await applyMigrations(client, config.migrationsDir);
    console.log(`✓ ${migrations.length} migrations applied`);

    // The committed snapshot must be what the migrations build (before the seed adds rows).
    const snapshot = await renderSchemaSnapshot(client, bin, cluster.socketDir, platform);
    const committed = readCommittedSnapshot();
    const stale = committed === null ? ['supabase/schema.sql is missing'] : changedEntries(committed, snapshot);
    if (committed !== snapshot) {
      const detail = stale.length > 0 ? stale : ['(formatting only)'];
      console.error(`✗ supabase/schema.sql is stale: run npm run gen:schema\n  ${detail.slice(0, 20).join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log('✓ supabase/schema.sql is what the migrations build');
    }
    for (const file of config.seedFiles) {
      await seedLikeTheCli(client, file);
    }
    console.log(`✓ ${config.seedFiles.length} seed files, every statement prepared before any ran`);

    const failures: string[] = [];
    for (const check of CHECKS) {
      const outcome = await runCheck(client, check);
      const label = `${check.as} ${check.what}: expected ${check.expect}, got ${outcome}`;
      if (outcome !== check.expect) failures.push(label);
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (failures.length > 0) {
      console.error(`✗ ${failures.length} of ${CHECKS.length} RLS checks disagree:\n  ${failures.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log(`✓ ${CHECKS.length} of ${CHECKS.length} RLS checks as the API roles (${seconds} s)`);
    }

    // Scheduling under concurrency (scheduling.ts): many connections booking at the same moment.
    const raceFailures = await runSchedulingRaces(cluster.socketDir, client);
    if (raceFailures.length > 0) {
      console.error(`✗ scheduling races:\n  ${raceFailures.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log(
        '✓ scheduling races: 1 of 50 for one slot, 1 of 50 for one client, 5 of 30 for a class of 5, one promotion from racing cancels',
      );
    }

    // Payments under concurrency (payments.ts): credits, discount limits and webhook deliveries.
    const paymentFailures = await runPaymentRaces(cluster.socketDir, client);
    if (paymentFailures.length > 0) {
      console.error(`✗ payment races:\n  ${paymentFailures.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log(
        '✓ payment races: 1 of 10 bookings on one credit, 1 of 10 checkouts on a one-use code, 1 grant from 20 deliveries',
      );
    }

    // On demand under concurrency (on-demand.ts): ten staff reorder one collection at once.
    const onDemandFailures = await runOnDemandRaces(cluster.socketDir, client);
    if (onDemandFailures.length > 0) {
      console.error(`✗ on-demand races:\n  ${onDemandFailures.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log('✓ on-demand races: 1 of 10 simultaneous reorders stored whole, 9 refused with PT409');
    }

    // Check-in under concurrency (access.ts): the replay guard and one check-in per client.
    const accessFailures = await runAccessRaces(cluster.socketDir, client);
    if (accessFailures.length > 0) {
      console.error(`✗ check-in races:\n  ${accessFailures.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log('✓ check-in races: 1 of 20 desks with one code, 1 check-in from 3 valid codes at once');
    }

    // Exercise aliases under concurrency (exercise-aliases.ts): one name or alias, ten saves at once.
    const aliasFailures = await runExerciseAliasRaces(cluster.socketDir, client);
    if (aliasFailures.length > 0) {
      console.error(`✗ exercise alias races:\n  ${aliasFailures.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log('✓ exercise alias races: 1 of 10 simultaneous saves of one name/alias stored, 9 refused with 23505');
    }

    // Broadcasts under concurrency (broadcasts.ts): one device-made id sent ten times at once.
    const broadcastFailures = await runBroadcastRaces(cluster.socketDir, client);
    if (broadcastFailures.length > 0) {
      console.error(`✗ broadcast races:\n  ${broadcastFailures.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log('✓ broadcast races: one id sent 10 times at once, one message to each of 2 clients');
    }

    // Web Push under concurrency (push.ts): ten dispatchers claim 30 deliveries at once.
    const pushFailures = await runPushRaces(cluster.socketDir, client);
    if (pushFailures.length > 0) {
      console.error(`✗ push delivery races:\n  ${pushFailures.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log('✓ push delivery races: 30 deliveries, 10 dispatchers at once, each delivery claimed once');
    }

    // Habit ticks under concurrency (habits.ts): one habit's day, ten sends at once.
    const habitFailures = await runHabitTickRaces(cluster.socketDir, client);
    if (habitFailures.length > 0) {
      console.error(`✗ habit tick races:\n  ${habitFailures.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log(
        '✓ habit tick races: 10 simultaneous sends of one habit and day (5 retries of one id), 1 tick stored',
      );
    }

    // Invitations under concurrency (invitations.ts): one token, ten accepts at once.
    const invitationFailures = await runInvitationRaces(cluster.socketDir, client);
    if (invitationFailures.length > 0) {
      console.error(`✗ invitation races:\n  ${invitationFailures.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log(
        '✓ invitation races: 1 of 10 simultaneous accepts of one token linked the account, 9 refused with 22023',
      );
    }

    // The database linter (lint.ts): Supabase's security warnings, as catalog queries; any finding fails.
    const automationFailures = await runAutomationRaces(cluster.socketDir, client);
    if (automationFailures.length > 0) {
      console.error(`✗ automation races:\n  ${automationFailures.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log(
        '✓ automation races: 8 runners at once enrol 20 clients once, run each of their 40 steps once and remind each of their check-in once',
      );
    }

    const findings = await runLints(client, exposedSchemas(supabaseDir));
    if (findings.length > 0) {
      console.error(`✗ ${findings.length} linter findings:\n  ${findings.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log(`✓ linter: 0 findings (${LINTS.map((lint) => lint.name).join(', ')})`);
    }
  } finally {
    await client.end().catch(() => undefined);
    stop();
  }
}

/**
 * The Supabase CLI sends every statement of a seed file to the server to be prepared before it
 * executes any, so a statement naming a table that an earlier statement of the same file creates
 * fails. Queries are prepared here the same way (utility statements such as CREATE or DO need no
 * plan), then the file runs.
 */
async function seedLikeTheCli(client: pg.Client, file: string): Promise<void> {
  const statements = splitSqlStatements(readFileSync(file, 'utf8'));
  const plannable = statements.filter((statement) =>
    /^(select|insert|update|delete|with|values|merge)\b/i.test(stripComments(statement)),
  );
  for (const [index, statement] of plannable.entries()) {
    try {
      await client.query(`prepare seed_check_${index} as ${statement}`);
      await client.query(`deallocate seed_check_${index}`);
    } catch (error) {
      throw new Error(
        `seed ${path.basename(file)}: the CLI could not prepare statement ${index + 1}: ${message(error)}\n${statement.slice(0, 200)}`,
        {
          cause: error,
        },
      );
    }
  }
  await runInTransaction(client, statements.join(';\n') + ';', `seed ${path.basename(file)}`);
}

async function runCheck(client: pg.Client, check: Check): Promise<Expected | string> {
  const claims = ACTOR_CLAIMS[check.as];
  try {
    await client.query('begin');
    await client.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
      check.as === 'anon' || check.as === 'service_role' ? check.as : 'authenticated',
      JSON.stringify(claims),
    ]);
    const result = await client.query(check.sql);
    return (result.rowCount ?? 0) > 0 ? 'rows' : 'none';
  } catch (error) {
    const code = (error as { code?: string }).code;
    return code === '42501' ? 'denied' : `error ${code ?? ''} ${message(error)}`;
  } finally {
    await client.query('rollback');
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

main().catch((error: unknown) => {
  console.error(`✗ ${message(error)}`);
  if (error instanceof Error && error.stack) console.error(error.stack.split('\n').slice(1, 4).join('\n'));
  process.exitCode = 1;
});
