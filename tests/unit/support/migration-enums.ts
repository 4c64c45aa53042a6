import { readFileSync } from 'node:fs';

/** The values of `create type public.<name> as enum (...)` in a migration, in their order. */
export function enumInMigration(migration: string, name: string): string[] {
  const sql = readFileSync(`supabase/migrations/${migration}`, 'utf8');
  const match = new RegExp(`create type public\\.${name} as enum \\(([^)]*)\\)`).exec(sql);
  if (!match) throw new Error(`enum ${name} not found in ${migration}`);
  return [...match[1]!.matchAll(/'([^']*)'/g)].map((value) => value[1]!);
}
