import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalBackend, type LocalBackend } from '../../supabase/local/backend';

/** What makes two fresh databases the same: schema, migration history, grants and seeded rows. */
const FINGERPRINT = `
  select
    (select md5(string_agg(version || name, ',' order by version)) from supabase_migrations.schema_migrations) as migrations,
    (select md5(string_agg(p.oid::regprocedure::text || md5(pg_get_functiondef(p.oid)), ',' order by p.oid::regprocedure::text))
       from pg_proc p where p.pronamespace in ('public'::regnamespace, 'private'::regnamespace) and p.prokind = 'f') as functions,
    (select md5(string_agg(table_schema || table_name || column_name || data_type, ',' order by table_schema, table_name, column_name))
       from information_schema.columns where table_schema in ('public', 'storage')) as columns,
    (select md5(string_agg(schemaname || tablename || policyname || coalesce(qual, '') || coalesce(with_check, ''), ','
       order by schemaname, tablename, policyname)) from pg_policies) as policies,
    (select md5(string_agg(grantee || table_name || privilege_type, ',' order by grantee, table_name, privilege_type))
       from information_schema.role_table_grants where table_schema = 'public') as grants,
    (select count(*) from auth.users) as auth_users,
    (select count(*) from public.users) as users,
    (select count(*) from public.exercises) as exercises,
    (select count(*) from public.workout_logs) as workout_logs`;

describe('a fresh database from the stored copy', () => {
  const snapshotDir = mkdtempSync(path.join(tmpdir(), 'liftwise-db-copy-'));
  const backends: LocalBackend[] = [];
  afterAll(async () => {
    for (const backend of backends) await backend.close();
    rmSync(snapshotDir, { recursive: true, force: true });
  });

  it('is built from the migrations once, then loaded, and is the same database', async () => {
    const built = await createLocalBackend({ dataDir: 'memory://', log: () => {}, snapshotDir });
    backends.push(built);
    expect(built.fromSnapshot).toBe(false);
    expect(built.seeded).toBe(true);
    expect(readdirSync(snapshotDir).filter((name) => name.endsWith('.tar.gz'))).toHaveLength(1);

    const loaded = await createLocalBackend({ dataDir: 'memory://', log: () => {}, snapshotDir });
    backends.push(loaded);
    expect(loaded.fromSnapshot).toBe(true);
    expect(loaded.seeded).toBe(true);
    expect(loaded.appliedMigrations).toEqual([]);

    const [expected] = (await built.db.query(FINGERPRINT)).rows;
    const [actual] = (await loaded.db.query(FINGERPRINT)).rows;
    expect(actual).toEqual(expected);
    expect(Number((expected as { exercises: number }).exercises)).toBeGreaterThan(0);

    // The loaded copy serves requests under the grants of the migrations only, as the built one does.
    const request = (backend: LocalBackend) =>
      backend.fetch(
        new Request('http://embedded.test/rest/v1/users?select=id', {
          headers: { apikey: backend.keys.publishableKey },
        }),
      );
    const [fromBuilt, fromLoaded] = await Promise.all([request(built), request(loaded)]);
    expect(fromLoaded.status).toBe(fromBuilt.status);
    expect(await fromLoaded.text()).toBe(await fromBuilt.text());
  }, 120_000);
});
