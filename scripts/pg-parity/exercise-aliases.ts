/**
 * The exercise-aliases concurrency check of `npm run test:pg` (issue 32) on real PostgreSQL: ten
 * staff members save at the same moment, half a new exercise with the alias "Parity Nickname", half
 * one named "parity nickname " (the same once case-folded and trimmed). The trigger's advisory lock
 * makes them queue, so exactly one is stored and the nine others are refused with 23505; without it
 * each would check before any other committed and all ten would land. The embedded backend runs the
 * sequential cases in tests/integration/exercise-aliases.test.ts.
 */
import type pg from 'pg';
import { newUser, race, tally } from './scheduling.ts';

export async function runExerciseAliasRaces(socketDir: string, admin: pg.Client): Promise<string[]> {
  const failures: string[] = [];
  const staff: string[] = [];
  for (let i = 0; i < 10; i++) staff.push(await newUser(admin, 'staff'));
  const outcomes = await race(
    socketDir,
    staff.map((sub, index) => ({
      sub,
      sql: `insert into public.exercises (slug, name, aliases, created_by) values ($1, $2, $3, $4)`,
      params:
        index % 2 === 0
          ? [`parity-alias-${index}`, `Parity Exercise ${index}`, ['Parity Nickname'], sub]
          : [`parity-alias-${index}`, 'parity nickname ', [], sub],
    })),
  );
  const counts = tally(outcomes);
  const refused = outcomes.filter((o) => !o.ok && o.code === '23505').length;
  if (counts.ok !== 1 || refused !== 9) failures.push(`ten saves of one name/alias at once: ${JSON.stringify(counts)}`);
  const stored = await admin.query<{ count: string }>(
    `select count(*) from public.exercises where slug like 'parity-alias-%' and is_active`,
  );
  if (stored.rows[0]?.count !== '1') failures.push(`exercises stored: ${stored.rows[0]?.count}`);
  return failures;
}
