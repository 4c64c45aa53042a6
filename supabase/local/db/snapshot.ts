import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { listMigrations } from './migrate.ts';

/**
 * A fresh database is the same every time: lite's system schema, every migration and the seed.
 * Building it takes most of a cold boot (about 8 of 10 s on a 2-core machine), so the first boot
 * dumps the result (PGlite's data directory as a gzipped tar) and every later fresh boot, the dev
 * server's first start, each integration run and each e2e server, loads that copy instead.
 *
 * The copy is keyed by everything that decides its content: the migrations and seeds (names and
 * bytes), the bootstrap SQL, the versions of lite and PGlite, and, for a seeded database, the day:
 * the demo data is placed relative to when it is seeded (a class three days ahead, a client who has
 * not trained for twelve days), so yesterday's copy would show it a day out of date. Change any of
 * them and the key changes, so a stale copy is never loaded; old copies are removed when a new one
 * is written.
 */

const SNAPSHOT_PREFIX = 'db-';

export interface SnapshotInputs {
  /** The folder holding node_modules: the versions of lite and PGlite are read there. */
  projectRoot: string;
  bootstrapFile: string;
  migrationsDir: string;
  seedFiles: string[];
  /** Whether the seed runs (a database built without it is a different database). */
  seed: boolean;
  /** The UTC day the seed would run (YYYY-MM-DD); today when not given. */
  seedDay?: string;
}

export function defaultSnapshotDir(projectRoot: string): string {
  return process.env.LIFTWISE_DB_SNAPSHOT_DIR ?? path.join(projectRoot, 'node_modules', '.cache', 'liftwise-db');
}

export function snapshotKey(inputs: SnapshotInputs): string {
  const hash = createHash('sha256');
  const add = (label: string, content: string | Buffer) => {
    hash.update(`${label}\0${content.length}\0`);
    hash.update(content);
  };
  add('lite', packageVersion(inputs.projectRoot, '@supabase/lite'));
  add('pglite', packageVersion(inputs.projectRoot, '@electric-sql/pglite'));
  add('bootstrap', readFileSync(inputs.bootstrapFile));
  for (const migration of listMigrations(inputs.migrationsDir)) {
    add(`migration:${path.basename(migration.file)}`, readFileSync(migration.file));
  }
  add('seed', String(inputs.seed));
  if (inputs.seed) {
    for (const file of inputs.seedFiles) add(`seed:${path.basename(file)}`, readFileSync(file));
    add('seed-day', inputs.seedDay ?? new Date().toISOString().slice(0, 10));
  }
  return hash.digest('hex').slice(0, 24);
}

export function snapshotFile(dir: string, key: string): string {
  return path.join(dir, `${SNAPSHOT_PREFIX}${key}.tar.gz`);
}

/** The stored copy for this key, or undefined when there is none (or it cannot be read). */
export function readSnapshot(dir: string, key: string): Blob | undefined {
  const file = snapshotFile(dir, key);
  if (!existsSync(file)) return undefined;
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    return undefined;
  }
}

/**
 * Writes the database's data directory under the key. Written to a temporary name and renamed, so
 * a process booting at the same moment (an integration run beside an e2e server) reads either no
 * copy or a whole one. Older copies are removed: only the current schema's copy is useful.
 */
export async function writeSnapshot(db: PGlite, dir: string, key: string): Promise<void> {
  const dump = await db.dumpDataDir('gzip');
  const bytes = Buffer.from(await dump.arrayBuffer());
  mkdirSync(dir, { recursive: true });
  const target = snapshotFile(dir, key);
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, target);
  for (const name of readdirSync(dir)) {
    const isOtherSnapshot =
      name.startsWith(SNAPSHOT_PREFIX) && name !== path.basename(target) && !name.endsWith('.tmp');
    if (isOtherSnapshot) rmSync(path.join(dir, name), { force: true });
  }
}

/** A data directory that holds no database yet: PGlite can load a copy into it. */
export function isEmptyDataDir(dataDir: string): boolean {
  if (dataDir.startsWith('memory://')) return true;
  if (dataDir.includes('://')) return false;
  return !existsSync(dataDir) || readdirSync(dataDir).length === 0;
}

function packageVersion(projectRoot: string, name: string): string {
  const file = path.join(projectRoot, 'node_modules', name, 'package.json');
  if (!existsSync(file)) return 'unknown';
  const manifest: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof manifest === 'object' && manifest !== null && 'version' in manifest) return String(manifest.version);
  return 'unknown';
}
