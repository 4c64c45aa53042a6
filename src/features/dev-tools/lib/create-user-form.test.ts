import { describe, expect, it } from 'vitest';
import { EMPTY_CREATE_USER_FORM, toCreateUserRequest, validateCreateUser } from './create-user-form';
import { nextClientType, nextGender, nextRole } from './dev-toggles';
import {
  accessPatch,
  DELETE_CONFIRMATION,
  DELETE_FAILED,
  LOAD_USERS_FAILED,
  sortNewestFirst,
  type ManagedUser,
} from './managed-user';

const filled = {
  ...EMPTY_CREATE_USER_FORM,
  email: 'New@Example.com ',
  password: 'Secret123',
  firstName: ' Ann ',
  lastName: 'Lee',
};

describe('admin create-user form', () => {
  it.each(['email', 'password', 'firstName', 'lastName'] as const)('requires %s', (field) => {
    expect(validateCreateUser({ ...filled, [field]: ' ' })).toBe('Please fill in all required fields');
  });

  it('accepts a complete form and builds the function body', () => {
    expect(validateCreateUser(filled)).toBeNull();
    expect(toCreateUserRequest({ ...filled, clientType: 'virtual', gender: 'female' })).toEqual({
      email: 'new@example.com',
      password: 'Secret123',
      firstName: 'Ann',
      lastName: 'Lee',
      role: 'client',
      clientType: 'virtual',
      gender: 'female',
    });
    expect(toCreateUserRequest({ ...filled, role: 'staff' })).toMatchObject({ role: 'staff', staffRole: 'trainer' });
    expect(toCreateUserRequest({ ...filled, role: 'staff' })).not.toHaveProperty('clientType');
  });
});

describe('manage users', () => {
  it('keeps the spec messages', () => {
    expect(LOAD_USERS_FAILED).toBe('Failed to load users');
    expect(DELETE_CONFIRMATION).toBe('Are you sure you want to delete this user? This action cannot be undone.');
    expect(DELETE_FAILED).toBe('Failed to delete user. You may not have permission to delete users.');
  });

  it('changes the columns that go with a role', () => {
    expect(accessPatch('client', null)).toEqual({ role: 'client', staff_role: null, client_type: 'programming' });
    expect(accessPatch('client', 'virtual')).toEqual({ role: 'client', staff_role: null, client_type: 'virtual' });
    expect(accessPatch('staff', 'virtual')).toEqual({ role: 'staff', staff_role: 'trainer', client_type: null });
  });

  it('lists newest first', () => {
    const user = (id: string, created_at: string) => ({ id, created_at }) as ManagedUser;
    expect(
      sortNewestFirst([user('a', '2026-01-01T00:00:00Z'), user('b', '2026-03-01T00:00:00Z')]).map((u) => u.id),
    ).toEqual(['b', 'a']);
  });
});

describe('development toggles', () => {
  it('cycles role staff → client → admin', () => {
    expect(nextRole('staff')).toBe('client');
    expect(nextRole('client')).toBe('admin');
    expect(nextRole('admin')).toBe('staff');
  });

  it('toggles gender male / female and cycles client type', () => {
    expect(nextGender('male')).toBe('female');
    expect(nextGender('female')).toBe('male');
    expect(nextClientType('programming')).toBe('virtual');
    expect(nextClientType('virtual')).toBe('in-person');
    expect(nextClientType('in-person')).toBe('programming');
  });
});
