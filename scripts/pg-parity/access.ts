/**
 * The check-in concurrency checks of `npm run test:pg` (issue 29) on real PostgreSQL, each call on
 * its own connection at the same moment: one code presented at 20 desks (the replay guard lets one
 * through; the others are refused replayed, and once 5 replays of the member are committed the rest
 * are refused rate_limited, the per-member limit), and three valid codes of one client at three desks (one check-in, two already checked
 * in). The embedded backend runs the same cases in tests/integration/access/*.test.ts.
 */
import { createHmac } from 'node:crypto';
import type pg from 'pg';
import { newUser, race } from './scheduling.ts';

function totp(secret: Buffer, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hash = createHmac('sha1', secret).update(counter).digest();
  return String((hash.readUInt32BE(hash[19]! & 0x0f) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

async function clientWithKey(admin: pg.Client, category: string) {
  const client = await newUser(admin, 'client');
  const lot = (
    await admin.query<{ id: string }>(
      `insert into public.credit_lots (client_id, category_id, granted) values ($1, $2, 1) returning id`,
      [client, category],
    )
  ).rows[0]!.id;
  await admin.query(`insert into public.credit_ledger (lot_id, client_id, delta, reason) values ($1, $2, 1, 'grant')`, [
    lot,
    client,
  ]);
  await admin.query('begin');
  await admin.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
    JSON.stringify({ role: 'authenticated', sub: client }),
  ]);
  await admin.query('select public.my_access_key()');
  await admin.query('commit');
  const key = (
    await admin.query<{ member_number: number; secret: Buffer }>(
      `select member_number, secret from public.access_keys where client_id = $1`,
      [client],
    )
  ).rows[0]!;
  return { client, key };
}

async function reasons(admin: pg.Client, client: string): Promise<Record<string, number>> {
  const rows = (
    await admin.query<{ reason: string; n: number }>(
      `select reason::text, count(*)::int as n from public.check_in_attempts where client_id = $1 group by 1`,
      [client],
    )
  ).rows;
  return Object.fromEntries(rows.map((r) => [r.reason, r.n]));
}

export async function runAccessRaces(socketDir: string, admin: pg.Client): Promise<string[]> {
  const failures: string[] = [];
  await admin.query(`update public.studio_settings set check_in_repeat_minutes = 60, check_in_allows_credits = true`);
  const category = (
    await admin.query<{ id: string }>(
      `insert into public.credit_categories (name) values ('Parity access') returning id`,
    )
  ).rows[0]!.id;
  const desks: string[] = [];
  for (let i = 0; i < 20; i++) desks.push(await newUser(admin, 'staff'));
  const step = Math.floor(Date.now() / 30_000);

  // 1. One code, 20 desks at once.
  const one = await clientWithKey(admin, category);
  const code = `${one.key.member_number}${totp(one.key.secret, step)}`;
  const outcomes = await race(
    socketDir,
    desks.map((sub) => ({ sub, sql: `select public.check_in($1, 'pin')`, params: [code] })),
  );
  const checkIns = (
    await admin.query<{ n: number }>(`select count(*)::int as n from public.check_ins where client_id = $1`, [
      one.client,
    ])
  ).rows[0]!.n;
  const counted = await reasons(admin, one.client);
  if (
    outcomes.some((o) => !o.ok) ||
    checkIns !== 1 ||
    counted.ok !== 1 ||
    (counted.replayed ?? 0) + (counted.rate_limited ?? 0) !== 19 ||
    !counted.replayed
  ) {
    failures.push(`one code at 20 desks: ${checkIns} check-ins, attempts ${JSON.stringify(counted)}`);
  }

  // 2. Three valid codes (steps -1, 0, +1) of one client at three desks at once.
  const three = await clientWithKey(admin, category);
  await race(
    socketDir,
    [-1, 0, 1].map((d, i) => ({
      sub: desks[i]!,
      sql: `select public.check_in($1, 'pin')`,
      params: [`${three.key.member_number}${totp(three.key.secret, step + d)}`],
    })),
  );
  const threeCounted = await reasons(admin, three.client);
  if (threeCounted.ok !== 1 || threeCounted.already_checked_in !== 2) {
    failures.push(`three codes of one client at once: attempts ${JSON.stringify(threeCounted)}`);
  }
  return failures;
}
