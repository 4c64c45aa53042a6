/**
 * The database linter step of `npm run test:pg`: catalog queries for the security warnings Supabase's
 * linter (splinter) raises on a hosted project, written for this project (issue 24). Each query
 * returns one row per finding (`finding`: what and where); the suite fails on any finding.
 *
 * Supabase's own schemas (auth, storage, extensions, realtime...) are the platform's and are not
 * linted, as splinter does not lint them either; their tables, though, carry our storage policies,
 * so the bucket rule reads storage.objects' policies.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { parse } from 'smol-toml';

export interface Lint {
  name: string;
  /** Why it matters, in one line (printed with each finding). */
  why: string;
  /** Returns rows with a `finding` column; `$1` is the array of schemas the Data API exposes. */
  sql: string;
}

/** Schemas that belong to the platform or to PostgreSQL, never to the project's migrations. */
const PLATFORM_SCHEMAS = [
  'pg_catalog',
  'information_schema',
  'pg_toast',
  'auth',
  'storage',
  'extensions',
  'realtime',
  'realtime_local',
  'graphql',
  'graphql_public',
  'vault',
  'pgsodium',
  'pgsodium_masks',
  'supabase_functions',
  'supabase_migrations',
  'net',
  'cron',
  'pgbouncer',
  'pgtle',
];
const platform = `array[${PLATFORM_SCHEMAS.map((s) => `'${s}'`).join(', ')}]::name[]`;

export const LINTS: Lint[] = [
  {
    name: 'function_search_path_mutable',
    why: "a function without `set search_path` resolves names through its caller's path",
    sql: `
      select format('%s.%s(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) as finding
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      where n.nspname <> all (${platform})
        and n.nspname not like 'pg\\_%'
        and p.prokind in ('f', 'p')
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
        and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) as c (setting)
                        where c.setting like 'search\\_path=%')
      order by 1`,
  },
  {
    name: 'security_definer_function_exposed',
    why: 'a security definer function in a schema the Data API exposes is an RPC that bypasses RLS',
    sql: `
      select format('%s.%s(%s) executable by %s', n.nspname, p.proname,
                    pg_get_function_identity_arguments(p.oid), r.rolname) as finding
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      cross join (values ('anon'), ('authenticated')) as r (rolname)
      where p.prosecdef
        and n.nspname = any ($1::name[])
        and has_function_privilege(r.rolname, p.oid, 'EXECUTE')
      order by 1`,
  },
  {
    name: 'public_bucket_allows_listing',
    why: 'a public bucket serves its files by URL without any policy; a broad SELECT policy lets callers list it all',
    sql: `
      select format('bucket %s: policy "%s" lets %s list it', b.id, pol.policyname, array_to_string(pol.roles, ', '))
        as finding
      from storage.buckets b
      join pg_policies pol on pol.schemaname = 'storage' and pol.tablename = 'objects'
      where b.public
        and pol.cmd in ('SELECT', 'ALL')
        and pol.permissive = 'PERMISSIVE'
        and pol.roles && array['public', 'anon', 'authenticated']::name[]
        -- the policy reaches this bucket (names it, or names no bucket at all)...
        and (pol.qual is null or pol.qual not like '%bucket_id%' or pol.qual like '%''' || b.id || '''%')
        -- ...and does not narrow it to the caller's own objects.
        and (pol.qual is null or pol.qual not like '%auth.uid()%')
      order by 1`,
  },
  {
    name: 'rls_disabled_in_exposed_schema',
    why: 'a table the Data API exposes without row-level security is readable and writable by any granted role',
    sql: `
      select format('%s.%s', n.nspname, c.relname) as finding
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any ($1::name[]) and c.relkind in ('r', 'p') and not c.relrowsecurity
      order by 1`,
  },
  {
    name: 'policy_references_user_metadata',
    why: 'user_metadata is editable by the signed-in user (auth.updateUser): it must never authorize',
    sql: `
      select format('%s.%s: policy "%s"', schemaname, tablename, policyname) as finding
      from pg_policies
      where coalesce(qual, '') || ' ' || coalesce(with_check, '') ~* '(user_metadata|raw_user_meta_data)'
      order by 1`,
  },
  {
    name: 'security_definer_view',
    why: "a view in an exposed schema runs with its owner's rights unless it is security_invoker",
    sql: `
      select format('%s.%s', n.nspname, c.relname) as finding
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any ($1::name[]) and c.relkind in ('v', 'm')
        and not coalesce('security_invoker=true' = any (c.reloptions) or 'security_invoker=on' = any (c.reloptions), false)
      order by 1`,
  },
  {
    name: 'extension_in_exposed_schema',
    why: "an extension's functions in an exposed schema become RPCs",
    sql: `
      select format('%s in %s', e.extname, n.nspname) as finding
      from pg_extension e
      join pg_namespace n on n.oid = e.extnamespace
      where n.nspname = any ($1::name[])
      order by 1`,
  },
];

/** The schemas the Data API exposes: `[api] schemas` of supabase/config.toml. */
export function exposedSchemas(supabaseDir: string): string[] {
  const config = parse(readFileSync(path.join(supabaseDir, 'config.toml'), 'utf8')) as {
    api?: { schemas?: unknown };
  };
  const schemas = config.api?.schemas;
  if (!Array.isArray(schemas) || !schemas.every((s) => typeof s === 'string')) {
    throw new Error('supabase/config.toml: [api] schemas must be a list of schema names');
  }
  return schemas;
}

/** Runs every lint; returns "name: finding" lines (empty when clean). */
export async function runLints(client: pg.Client, exposed: string[]): Promise<string[]> {
  const findings: string[] = [];
  for (const lint of LINTS) {
    const params = lint.sql.includes('$1') ? [exposed] : [];
    const { rows } = await client.query<{ finding: string }>(lint.sql, params);
    for (const row of rows) findings.push(`${lint.name}: ${row.finding} (${lint.why})`);
  }
  return findings;
}
