import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROGRAM_STATUSES, WORKOUT_SESSION_STATUSES } from '@/lib/training-enums';

/** The values of `create type public.<name> as enum (...)` in the migration that made the statuses enums. */
function enumInMigration(name: string): string[] {
  const sql = readFileSync('supabase/migrations/20261127250000_program_and_session_status_enums.sql', 'utf8');
  const match = new RegExp(`create type public\\.${name} as enum \\(([^)]*)\\)`).exec(sql);
  if (!match) throw new Error(`enum ${name} not found`);
  return [...match[1]!.matchAll(/'([^']*)'/g)].map((value) => value[1]!);
}

describe('the training status enums', () => {
  it('are the database enums, in their order, as the generated types carry them', () => {
    expect(PROGRAM_STATUSES).toEqual(enumInMigration('program_status'));
    expect(WORKOUT_SESSION_STATUSES).toEqual(enumInMigration('workout_session_status'));
  });
});
