import { readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { listMigrations, type MigrationFile } from '../../supabase/local/db/migrate.ts';

export const PLATFORM_STUB = path.join(path.dirname(new URL(import.meta.url).pathname), 'platform-stub.sql');

export async function runInTransaction(client: pg.Client, sql: string, what: string): Promise<void> {
  try {
    await client.query('begin');
    await client.query(sql);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw new Error(`${what} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** Every migration in order, each in its own transaction, as the Supabase CLI applies them. */
export async function applyMigrations(client: pg.Client, migrationsDir: string): Promise<MigrationFile[]> {
  const migrations = listMigrations(migrationsDir);
  for (const migration of migrations) {
    await runInTransaction(client, readFileSync(migration.file, 'utf8'), `migration ${path.basename(migration.file)}`);
  }
  return migrations;
}
