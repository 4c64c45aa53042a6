// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isEmptyDataDir, snapshotFile, snapshotKey, type SnapshotInputs } from '../../../supabase/local/db/snapshot.ts';

/** A throwaway project: a bootstrap file, two migrations and a seed, each editable by the test. */
function fakeProject(): { inputs: SnapshotInputs; write: (relative: string, content: string) => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'liftwise-snapshot-'));
  const write = (relative: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    writeFileSync(path.join(root, relative), content);
  };
  write('supabase/local/db/bootstrap.sql', 'create schema if not exists supabase_migrations;');
  write('supabase/migrations/20260101000100_first.sql', 'create table a (id int);');
  write('supabase/migrations/20260101000200_second.sql', 'create table b (id int);');
  write('supabase/seed.sql', 'insert into a values (1);');
  write('node_modules/@supabase/lite/package.json', JSON.stringify({ version: '0.10.0' }));
  write('node_modules/@electric-sql/pglite/package.json', JSON.stringify({ version: '0.4.5' }));
  return {
    write,
    inputs: {
      projectRoot: root,
      bootstrapFile: path.join(root, 'supabase/local/db/bootstrap.sql'),
      migrationsDir: path.join(root, 'supabase/migrations'),
      seedFiles: [path.join(root, 'supabase/seed.sql')],
      seed: true,
    },
  };
}

describe('the key of a fresh database copy', () => {
  it('is the same for the same inputs', () => {
    const { inputs } = fakeProject();
    expect(snapshotKey(inputs)).toBe(snapshotKey({ ...inputs }));
  });

  it('changes when a migration changes, is added, or the seed, bootstrap or PGlite version changes', () => {
    const project = fakeProject();
    const keys = new Set([snapshotKey(project.inputs)]);
    const changes: Array<[string, string]> = [
      ['supabase/migrations/20260101000200_second.sql', 'create table b (id bigint);'],
      ['supabase/migrations/20260101000300_third.sql', 'create table c (id int);'],
      ['supabase/seed.sql', 'insert into a values (2);'],
      ['supabase/local/db/bootstrap.sql', 'create schema if not exists other;'],
      ['node_modules/@electric-sql/pglite/package.json', JSON.stringify({ version: '0.4.6' })],
    ];
    for (const [file, content] of changes) {
      project.write(file, content);
      keys.add(snapshotKey(project.inputs));
    }
    expect(keys.size).toBe(changes.length + 1);
  });

  it('changes with the day for a seeded database (its demo data is relative to now), not for an unseeded one', () => {
    const { inputs } = fakeProject();
    expect(snapshotKey({ ...inputs, seedDay: '2026-11-27' })).not.toBe(
      snapshotKey({ ...inputs, seedDay: '2026-11-28' }),
    );
    const unseeded = { ...inputs, seed: false };
    expect(snapshotKey({ ...unseeded, seedDay: '2026-11-27' })).toBe(
      snapshotKey({ ...unseeded, seedDay: '2026-11-28' }),
    );
  });

  it('differs between a seeded and an unseeded database', () => {
    const { inputs } = fakeProject();
    expect(snapshotKey({ ...inputs, seed: false })).not.toBe(snapshotKey(inputs));
  });

  it('names one file per key', () => {
    expect(path.basename(snapshotFile('/cache', 'abc'))).toBe('db-abc.tar.gz');
  });
});

describe('a data directory that can take a copy', () => {
  it('is an in-memory database, a missing folder or an empty one, never one holding a database', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'liftwise-datadir-'));
    expect(isEmptyDataDir('memory://')).toBe(true);
    expect(isEmptyDataDir(path.join(folder, 'missing'))).toBe(true);
    expect(isEmptyDataDir(folder)).toBe(true);
    writeFileSync(path.join(folder, 'PG_VERSION'), '17');
    expect(readdirSync(folder)).toHaveLength(1);
    expect(isEmptyDataDir(folder)).toBe(false);
  });
});
