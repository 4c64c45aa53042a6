import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBackend, type LocalBackend } from '../../supabase/local/backend';

// The catalog after every migration, on a fresh unseeded database of its own: the rules every
// table, policy, foreign key and privileged helper must follow.

/** The tables the RLS matrix (tests/integration/rls) covers; a new table needs a matrix first. */
const MATRIX_TABLES = [
  'assessments',
  'clients',
  'cycle_entries',
  'exercises',
  'messages',
  'onboarding_forms',
  'program_workouts',
  'programs',
  'progress_photos',
  'users',
  'workout_exercises',
  'workout_log_sets',
  'workout_logs',
  'workout_sessions',
  'workouts',
];

let backend: LocalBackend;

async function query<T>(sql: string): Promise<T[]> {
  return (await backend.db.query<T>(sql)).rows;
}

beforeAll(async () => {
  backend = await createLocalBackend({ dataDir: 'memory://', seed: false, log: () => {} });
});

afterAll(async () => {
  await backend?.close();
});

describe('schema security', () => {
  it('has row-level security enabled on every table in public, and the RLS matrix covers each', async () => {
    const tables = await query<{ name: string; rls: boolean }>(`
      select c.relname as name, c.relrowsecurity as rls
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
      order by c.relname`);
    expect(tables.map((t) => t.name), 'tables in public (add new ones to the RLS matrix)').toEqual(MATRIX_TABLES);
    const withoutRls = tables.filter((t) => !t.rls).map((t) => t.name);
    expect(withoutRls, `tables without row-level security: ${withoutRls.join(', ')}`).toEqual([]);
  });

  it('applies every policy on public tables to authenticated only', async () => {
    const policies = await query<{ tablename: string; policyname: string; roles: string }>(`
      select tablename, policyname, roles::text as roles
      from pg_policies
      where schemaname = 'public'
      order by tablename, policyname`);
    expect(policies.length).toBeGreaterThan(0);
    const offenders = policies.filter((p) => p.roles !== '{authenticated}').map((p) => `${p.tablename}: "${p.policyname}" to ${p.roles}`);
    expect(offenders, `policies not limited to authenticated:\n${offenders.join('\n')}`).toEqual([]);
  });

  it('indexes every foreign-key column in public (an index whose first column is that column)', async () => {
    const columns = await query<{ table_name: string; column_name: string; indexed: boolean }>(`
      select distinct
        c.conrelid::regclass::text as table_name,
        a.attname as column_name,
        exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid and i.indkey[0] = k.attnum
        ) as indexed
      from pg_constraint c
      cross join lateral unnest(c.conkey) as k(attnum)
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace
      order by 1, 2`);
    expect(columns.length).toBeGreaterThan(0);
    const missing = columns.filter((c) => !c.indexed).map((c) => `${c.table_name}.${c.column_name}`);
    expect(missing, `foreign-key columns without an index leading with them: ${missing.join(', ')}`).toEqual([]);
  });

  it("pins search_path to '' on every security definer function in private", async () => {
    const functions = await query<{ name: string; config: string[] | null }>(`
      select p.oid::regprocedure::text as name, p.proconfig as config
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'private' and p.prosecdef
      order by 1`);
    expect(functions.length).toBeGreaterThan(0);
    // `set search_path = ''` is stored as search_path="".
    const pinned = (config: string[] | null) => (config ?? []).some((setting) => setting === 'search_path=""' || setting === "search_path=''");
    const unpinned = functions.filter((f) => !pinned(f.config)).map((f) => `${f.name} ${JSON.stringify(f.config)}`);
    expect(unpinned, `security definer functions without search_path='':\n${unpinned.join('\n')}`).toEqual([]);
  });

  it('has no function in private that nothing calls (a granted, unused helper is untested attack surface)', async () => {
    const unused = await query<{ name: string }>(`
      select p.oid::regprocedure::text as name
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'private'
        and not exists (select 1 from pg_trigger t where t.tgfoid = p.oid)
        and not exists (select 1 from pg_policies pol
                        where coalesce(pol.qual, '') || ' ' || coalesce(pol.with_check, '') like '%private.' || p.proname || '(%')
        and not exists (select 1 from pg_proc caller
                        where caller.oid <> p.oid and caller.prosrc like '%private.' || p.proname || '(%')
      order by 1`);
    expect(unused.map((f) => f.name)).toEqual([]);
  });
});
