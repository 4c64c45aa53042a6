import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { queryRows, type SqlDriver } from './sql-runner.ts';

const MIGRATION_FILE = /^(\d{14})_([a-z0-9_]+)\.sql$/;

export interface MigrationFile {
  version: string;
  name: string;
  file: string;
}

export function listMigrations(migrationsDir: string): MigrationFile[] {
  return readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const [, version, name] = MIGRATION_FILE.exec(file) ?? [];
      if (!version || !name) throw new Error(`Migration file name must be <14-digit timestamp>_<name>.sql: ${file}`);
      return { version, name, file: path.join(migrationsDir, file) };
    })
    .sort((a, b) => a.version.localeCompare(b.version));
}

/**
 * Applies pending migrations in order, each in its own transaction together with its history row
 * (the same table and semantics as the Supabase CLI), and returns the ones it applied.
 */
export async function applyPendingMigrations(db: SqlDriver, migrationsDir: string): Promise<MigrationFile[]> {
  const applied = new Set(
    (await queryRows<{ version: string }>(db, 'select version from supabase_migrations.schema_migrations')).map(
      (row) => row.version,
    ),
  );
  const migrations = listMigrations(migrationsDir);
  assertHistoryKnown([...applied], migrations);
  const pending = migrations.filter((m) => !applied.has(m.version));
  for (const migration of pending) {
    const sql = readFileSync(migration.file, 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [migration.version, migration.name, [sql]],
        );
      });
    } catch (error) {
      throw new Error(`Migration ${path.basename(migration.file)} failed: ${errorMessage(error)}`, { cause: error });
    }
  }
  return pending;
}

/**
 * A database whose history names a migration that is no longer in the folder was built by another
 * history (the migrations were folded into one file per concern on 2026-11-27, issue 26): applying
 * the files on top of it would fail half-way on "already exists". Say what to do instead.
 */
export function assertHistoryKnown(appliedVersions: string[], migrations: MigrationFile[]): void {
  const known = new Set(migrations.map((migration) => migration.version));
  const unknown = appliedVersions.filter((version) => !known.has(version)).sort();
  if (unknown.length === 0) return;
  throw new Error(
    `This database was migrated by ${unknown.length} migration(s) that are no longer in supabase/migrations ` +
      `(${unknown.slice(0, 3).join(', ')}${unknown.length > 3 ? ', ...' : ''}). The history was rewritten: ` +
      'delete the local database (supabase/.temp/pglite, or LIFTWISE_DB_DIR) and start again.',
  );
}

export async function runSeedFiles(db: SqlDriver, files: string[]): Promise<void> {
  for (const file of files) {
    const sql = readFileSync(file, 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
      });
    } catch (error) {
      throw new Error(`Seed ${path.basename(file)} failed: ${errorMessage(error)}`, { cause: error });
    }
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
