/**
 * The on-demand concurrency check of `npm run test:pg` (issue 30) on real PostgreSQL: ten staff
 * members reorder one collection at the same moment, each from the revision they loaded. Exactly
 * one order is stored whole; the others are refused with PT409 and nothing interleaves. The
 * embedded backend runs the sequential case in tests/integration/on-demand-access.test.ts.
 * Also: a granted client's two finishes of one on-demand workout at once (two devices) leave one
 * progress row, completed (20261201600000_on_demand_workout_completed.sql's insert ... on conflict).
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { newUser, race, tally } from './scheduling.ts';

export async function runOnDemandRaces(socketDir: string, admin: pg.Client): Promise<string[]> {
  const failures: string[] = [];
  const staff: string[] = [];
  for (let i = 0; i < 10; i++) staff.push(await newUser(admin, 'staff'));
  const items: string[] = [];
  for (let i = 0; i < 5; i++) {
    const { rows } = await admin.query<{ id: string }>(
      `insert into public.on_demand_resources (kind, title, url) values ('link', $1, 'https://example.com') returning id`,
      [`Parity item ${i}`],
    );
    items.push(rows[0]!.id);
  }
  const collection = (
    await admin.query<{ id: string }>(
      `insert into public.on_demand_collections (kind, title) values ('resources', 'Parity list') returning id`,
    )
  ).rows[0]!.id;

  // Each staff member sends a different rotation of the five items, from revision 1.
  const orders = staff.map((_, index) => items.map((_, at) => items[(at + index) % items.length]!));
  const outcomes = await race(
    socketDir,
    staff.map((sub, index) => ({
      sub,
      sql: `select public.set_on_demand_collection_items($1, $2::uuid[], 1)`,
      params: [collection, orders[index]],
    })),
  );
  const counts = tally(outcomes);
  const refused = outcomes.filter((o) => !o.ok && o.code === 'PT409').length;
  if (counts.ok !== 1 || refused !== 9) failures.push(`ten reorders at once: ${JSON.stringify(counts)}`);
  const stored = await admin.query<{ resource_id: string; position: number }>(
    `select resource_id, position from public.on_demand_collection_items where collection_id = $1 order by position`,
    [collection],
  );
  const winner = outcomes.findIndex((o) => o.ok);
  const storedOrder = stored.rows.map((row) => row.resource_id);
  if (winner < 0 || JSON.stringify(storedOrder) !== JSON.stringify(orders[winner])) {
    failures.push(`the stored order is not one editor's whole order: ${JSON.stringify(storedOrder)}`);
  }
  const revision = (
    await admin.query<{ revision: number }>(`select revision from public.on_demand_collections where id = $1`, [
      collection,
    ])
  ).rows[0]!.revision;
  if (revision !== 2) failures.push(`revision after one accepted reorder: ${revision}`);
  failures.push(...(await completionRace(socketDir, admin, staff[0]!)));
  return failures;
}

async function completionRace(socketDir: string, admin: pg.Client, author: string): Promise<string[]> {
  const failures: string[] = [];
  const client = await newUser(admin, 'client');
  const one = async (sql: string, params: unknown[]) => (await admin.query<{ id: string }>(sql, params)).rows[0]!.id;
  const workout = await one(`insert into public.workouts (name, created_by) values ('Parity home', $1) returning id`, [
    author,
  ]);
  const offer = await one(
    `insert into public.on_demand_workouts (workout_id, is_published) values ($1, true) returning id`,
    [workout],
  );
  const list = await one(
    `insert into public.on_demand_collections (kind, title, is_published) values ('workouts', 'Parity home', true) returning id`,
    [],
  );
  await admin.query(
    `insert into public.on_demand_collection_items (collection_id, workout_id, position) values ($1, $2, 0)`,
    [list, offer],
  );
  await admin.query(
    `insert into public.on_demand_grants (collection_id, audience, client_id) values ($1, 'client', $2)`,
    [list, client],
  );
  const finish = () => ({
    sub: client,
    sql: `select public.complete_workout_session($1::jsonb, '[]'::jsonb)`,
    params: [
      JSON.stringify({
        id: randomUUID(),
        user_id: client,
        workout_id: workout,
        workout_name: 'Parity home',
        completed_at: new Date().toISOString(),
      }),
    ],
  });
  const outcomes = await race(socketDir, [finish(), finish()]);
  const counts = tally(outcomes);
  if (counts.ok !== 2) failures.push(`two finishes of an on-demand workout at once: ${JSON.stringify(counts)}`);
  const progress = await admin.query<{ completed_at: Date | null }>(
    `select completed_at from public.on_demand_progress where client_id = $1 and workout_id = $2`,
    [client, offer],
  );
  if (progress.rows.length !== 1 || !progress.rows[0]!.completed_at) {
    failures.push(`on-demand completion after two finishes at once: ${JSON.stringify(progress.rows)}`);
  }
  return failures;
}
