import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertHistoryKnown, listMigrations } from '../../../supabase/local/db/migrate.ts';
import { readProjectConfig } from '../../../supabase/local/project-config.ts';

const supabaseDir = path.resolve(import.meta.dirname, '../../../supabase');

describe('the embedded backend reads supabase/config.toml', () => {
  it('runs the exercise library before the demo seed', () => {
    const config = readProjectConfig(supabaseDir);
    const files = config.seedFiles.map((file) => path.relative(supabaseDir, file));
    // The library first, then the core demo; feature demos (seeds/*-demo.sql) build on both.
    expect(files.slice(0, 2)).toEqual([path.join('seeds', 'exercise-library.sql'), 'seed.sql']);
    for (const extra of files.slice(2)) expect(extra).toMatch(/^seeds[\\/][a-z-]+-demo\.sql$/);
    for (const file of config.seedFiles) expect(existsSync(file), file).toBe(true);
  });

  it('keys fixed one-time codes by digits-only phone numbers, as GoTrue stores them', () => {
    const config = readProjectConfig(supabaseDir);
    expect(config.testOtp['15550100001']).toBe('123456');
    expect(Object.keys(config.testOtp).every((phone) => /^\d+$/.test(phone))).toBe(true);
  });

  it('enforces the minimum password length the app documents', () => {
    expect(readProjectConfig(supabaseDir).minimumPasswordLength).toBe(8);
  });
});

describe('migrations', () => {
  it('are named <timestamp>_<name>.sql and listed in timestamp order', () => {
    const migrations = listMigrations(path.join(supabaseDir, 'migrations'));
    expect(migrations.length).toBeGreaterThan(0);
    const versions = migrations.map((migration) => migration.version);
    expect([...versions].sort()).toEqual(versions);
    expect(new Set(versions).size).toBe(versions.length);
  });
});

describe('a database migrated by another history', () => {
  const migrations = listMigrations(path.join(supabaseDir, 'migrations'));
  const versions = migrations.map((migration) => migration.version);

  it('is accepted when every applied migration is still a file', () => {
    expect(() => assertHistoryKnown(versions.slice(0, 2), migrations)).not.toThrow();
  });

  it('is refused with what to do when its history names migrations that were folded away', () => {
    expect(() => assertHistoryKnown(['20261121000100', '20261121000200', versions[0] ?? ''], migrations)).toThrow(
      /20261121000100, 20261121000200\).*delete the local database/,
    );
  });
});
