import { queryRows, type SqlDriver } from './sql-runner.ts';

/**
 * Lite grants every privilege on every table of a schema with row-level security to anon,
 * authenticated and service_role (plus matching default privileges) the first time it serves a
 * request. Hosted Supabase no longer does, so a missing grant would only show in production.
 * This undoes exactly what lite added to the `public` schema, keeping what the migrations granted:
 * the embedded backend then answers 42501 wherever a hosted project would.
 *
 * `triggerAutoGrants` must make lite serve one request (that is when it grants).
 */
export async function keepMigrationGrantsOnly(
  db: SqlDriver,
  triggerAutoGrants: () => Promise<unknown>,
): Promise<number> {
  const before = new Set(await privilegeStatements(db));
  // Revoking a table privilege revokes it on every column too: the migrations' column grants
  // (access_keys: every column but the secret) are put back after.
  const columnGrants = await columnGrantStatements(db);
  await triggerAutoGrants();
  const added = (await privilegeStatements(db)).filter((statement) => !before.has(statement));
  // One round trip: a few hundred statements one by one cost seconds on PGlite's single connection.
  if (added.length > 0) await db.exec([...added, ...columnGrants].map((statement) => `${statement};`).join('\n'));
  return added.length;
}

/** The column-level grants to the API roles in public, each written as the statement that grants it. */
async function columnGrantStatements(db: SqlDriver): Promise<string[]> {
  const rows = await queryRows<{ statement: string }>(
    db,
    `select format('grant %s (%I) on table public.%I to %I', x.privilege_type, a.attname, c.relname, r.rolname) as statement
     from pg_attribute a
     join pg_class c on c.oid = a.attrelid
     cross join lateral aclexplode(a.attacl) x
     join pg_roles r on r.oid = x.grantee
     where c.relnamespace = 'public'::regnamespace and a.attacl is not null
       and r.rolname in ('anon', 'authenticated', 'service_role')`,
  );
  return rows.map((row) => row.statement);
}

/**
 * Every privilege an API role holds in public, each written as the statement that revokes it:
 * tables (and views), sequences, the schema itself, and default privileges for new objects.
 */
async function privilegeStatements(db: SqlDriver): Promise<string[]> {
  const rows = await queryRows<{ statement: string }>(
    db,
    `with api_roles as (
       select oid, rolname from pg_roles where rolname in ('anon', 'authenticated', 'service_role')
     )
     select format('revoke %s on %s public.%I from %I', a.privilege_type,
                   case when c.relkind = 'S' then 'sequence' else 'table' end, c.relname, r.rolname) as statement
     from pg_class c
     cross join lateral aclexplode(c.relacl) a
     join api_roles r on r.oid = a.grantee
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
     union all
     select format('revoke %s on schema public from %I', a.privilege_type, r.rolname)
     from pg_namespace n
     cross join lateral aclexplode(n.nspacl) a
     join api_roles r on r.oid = a.grantee
     where n.nspname = 'public'
     union all
     select format('alter default privileges for role %I in schema public revoke %s on %s from %I',
                   owner.rolname, a.privilege_type,
                   case d.defaclobjtype when 'r' then 'tables' when 'S' then 'sequences' when 'f' then 'functions' else 'types' end,
                   r.rolname)
     from pg_default_acl d
     join pg_roles owner on owner.oid = d.defaclrole
     cross join lateral aclexplode(d.defaclacl) a
     join api_roles r on r.oid = a.grantee
     where d.defaclnamespace = 'public'::regnamespace and d.defaclobjtype in ('r', 'S', 'f', 'T')`,
  );
  return rows.map((row) => row.statement);
}
