/**
 * The invitations concurrency check of `npm run test:pg` (issue 33) on real PostgreSQL: the invited
 * person's ten connections accept one invitation's token at the same moment (a double tap, two
 * tabs). accept_invitation() locks the invitation's row before it looks at its status, so the
 * accepts queue: exactly one links the account and nine are refused with 22023 ("already been
 * used"); without the lock each would read "invited" before any other committed. The embedded
 * backend (one connection) runs the same case in tests/integration/invitations.test.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { newUser, race, tally } from './scheduling.ts';

export async function runInvitationRaces(socketDir: string, admin: pg.Client): Promise<string[]> {
  const failures: string[] = [];
  const trainer = await newUser(admin, 'staff');
  const person = await newUser(admin, 'client');
  const email = `parity-${person}@test.liftwise.app`;
  const token = randomBytes(32).toString('hex');
  const hash = createHash('sha256').update(token).digest('hex');
  const invitation = await admin.query<{ id: string }>(
    `insert into public.client_invitations (invited_by, trainer_id, client_type, email, token_hash)
     values ($1, $1, 'virtual', $2, $3) returning id`,
    [trainer, email, hash],
  );
  const outcomes = await race(
    socketDir,
    Array.from({ length: 10 }, () => ({
      sub: person,
      sql: `select * from public.accept_invitation($1)`,
      params: [token],
    })),
  );
  const counts = tally(outcomes);
  const used = outcomes.filter((o) => !o.ok && o.code === '22023' && /already been used/.test(o.message ?? '')).length;
  if (counts.ok !== 1 || used !== 9) failures.push(`ten accepts of one token at once: ${JSON.stringify(counts)}`);
  const stored = await admin.query<{ status: string; accepted_by: string; assigned_to: string; client_type: string }>(
    `select i.status, i.accepted_by, u.assigned_to, u.client_type
     from public.client_invitations i join public.users u on u.id = $2 where i.id = $1`,
    [invitation.rows[0]!.id, person],
  );
  const row = stored.rows[0];
  if (
    row?.status !== 'accepted' ||
    row.accepted_by !== person ||
    row.assigned_to !== trainer ||
    row.client_type !== 'virtual'
  ) {
    failures.push(`after the race: ${JSON.stringify(row)}`);
  }
  return failures;
}
