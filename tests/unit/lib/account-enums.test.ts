import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATUSES,
  CLIENT_TYPE_LABELS,
  CLIENT_TYPE_OPTIONS,
  CLIENT_TYPES,
  ROLE_OPTIONS,
  ROLES,
  STAFF_ROLES,
  isClientType,
} from '@/lib/account-enums';

/** The values of `create type public.<name> as enum (...)` in the accounts migration. */
function enumInMigration(name: string): string[] {
  const sql = readFileSync('supabase/migrations/20260101000200_accounts.sql', 'utf8');
  const match = new RegExp(`create type public\\.${name} as enum \\(([^)]*)\\)`).exec(sql);
  if (!match) throw new Error(`enum ${name} not found`);
  return [...match[1]!.matchAll(/'([^']*)'/g)].map((value) => value[1]!);
}

describe('the account enums', () => {
  it('are the database enums, in their order, as the generated types carry them', () => {
    expect(ROLES).toEqual(enumInMigration('app_role'));
    expect(STAFF_ROLES).toEqual(enumInMigration('staff_role'));
    expect(CLIENT_TYPES).toEqual(enumInMigration('client_type'));
    expect(ACCOUNT_STATUSES).toEqual(enumInMigration('account_status'));
  });

  it('give every select the database values with their labels', () => {
    expect(ROLE_OPTIONS).toEqual([
      { value: 'client', label: 'Client' },
      { value: 'staff', label: 'Staff' },
      { value: 'admin', label: 'Admin' },
    ]);
    expect(CLIENT_TYPE_OPTIONS.map((option) => option.value)).toEqual([...CLIENT_TYPES]);
    expect(CLIENT_TYPE_LABELS['in-person']).toBe('In-person');
  });

  it('tell a stored client type from other text', () => {
    expect(isClientType('virtual')).toBe(true);
    expect(isClientType('Virtual')).toBe(false);
    expect(isClientType(null)).toBe(false);
  });
});
