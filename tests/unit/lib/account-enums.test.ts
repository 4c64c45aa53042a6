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
import { enumInMigration as enumInAccounts } from '../support/migration-enums';

const enumInMigration = (name: string) => enumInAccounts('20260101000200_accounts.sql', name);

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
