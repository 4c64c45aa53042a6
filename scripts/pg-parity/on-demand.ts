/**
 * The on-demand concurrency check of `npm run test:pg` (issue 30) on real PostgreSQL: ten staff
 * members reorder one collection at the same moment, each from the revision they loaded. Exactly
 * one order is stored whole; the others are refused with PT409 and nothing interleaves. The
 * embedded backend runs the sequential case in tests/integration/on-demand-access.test.ts.
 */
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
  return failures;
}
