import { describe, expect, it } from 'vitest';
import { EMPTY_NEW_ACCOUNT, toNewAccount } from './new-account';

const filled = {
  ...EMPTY_NEW_ACCOUNT,
  firstName: ' Ana ',
  lastName: 'Ruiz',
  email: 'Ana@Example.com',
  password: 'secret123',
};

describe('toNewAccount', () => {
  it('asks for every required field with the spec message', () => {
    expect(toNewAccount(EMPTY_NEW_ACCOUNT, 'client', false)).toEqual({
      ok: false,
      message: 'Please fill in all required fields',
    });
    expect(toNewAccount({ ...filled, password: 'short' }, 'client', false)).toEqual({
      ok: false,
      message: 'Password must be at least 8 characters',
    });
  });

  it('builds a client for the trainer creating them (no assignee sent)', () => {
    expect(toNewAccount({ ...filled, clientType: 'virtual' }, 'client', false)).toEqual({
      ok: true,
      account: {
        role: 'client',
        firstName: 'Ana',
        lastName: 'Ruiz',
        email: 'ana@example.com',
        password: 'secret123',
        clientType: 'virtual',
      },
    });
  });

  it('makes an admin choose the trainer, then sends it', () => {
    expect(toNewAccount(filled, 'client', true)).toEqual({ ok: false, message: 'Choose the trainer for this client' });
    const result = toNewAccount({ ...filled, trainerId: 't9' }, 'client', true);
    expect(result.ok && result.account).toMatchObject({ role: 'client', assignedTo: 't9' });
  });

  it('builds a trainer', () => {
    const result = toNewAccount(filled, 'trainer', false);
    expect(result.ok && result.account).toMatchObject({
      role: 'staff',
      staffRole: 'trainer',
      email: 'ana@example.com',
    });
  });
});
