/**
 * Writes supabase/schema.sql (scripts/pg-parity/schema-snapshot.ts): starts a throwaway PostgreSQL
 * cluster as `npm run test:pg` does, creates the platform stub, applies every migration and dumps
 * what they built.
 *
 *   npm run gen:schema   write the file (test:pg checks it is current)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { readProjectConfig } from '../supabase/local/project-config.ts';
import { applyMigrations, PLATFORM_STUB } from './pg-parity/apply.ts';
import { findPostgresBin, startCluster } from './pg-parity/cluster.ts';
import { dumpPlatform, readCommittedSnapshot, renderSchemaSnapshot, SCHEMA_FILE } from './pg-parity/schema-snapshot.ts';

async function main(): Promise<void> {
  const bin = findPostgresBin();
  const cluster = startCluster(bin);
  const client = new pg.Client({ host: cluster.socketDir, user: 'postgres', database: 'postgres' });
  try {
    await client.connect();
    await client.query(readFileSync(PLATFORM_STUB, 'utf8'));
    const platform = dumpPlatform(bin, cluster.socketDir);
    await applyMigrations(client, readProjectConfig(path.resolve(path.dirname(SCHEMA_FILE))).migrationsDir);
    const snapshot = await renderSchemaSnapshot(client, bin, cluster.socketDir, platform);
    const relative = path.relative(process.cwd(), SCHEMA_FILE);
    if (readCommittedSnapshot() === snapshot) {
      console.log(`${relative} is up to date.`);
    } else {
      writeFileSync(SCHEMA_FILE, snapshot);
      console.log(`Wrote ${relative}.`);
    }
  } finally {
    await client.end().catch(() => undefined);
    cluster.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
