import { describe, expect, it } from 'vitest';
import {
  EMPTY_EMAIL_MESSAGE,
  EMPTY_PHONE_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  validateNewPassword,
  validateRegistration,
  validateResetRequest,
  type RegistrationInput,
} from './validation';

const complete: RegistrationInput = {
  method: 'email',
  firstName: 'Robin',
  lastName: 'Quinn',
  password: 'StrongPass123',
  email: 'robin@example.com',
  phone: '',
  gender: 'female',
};

describe('registration validation', () => {
  it('accepts a complete email registration', () => {
    expect(validateRegistration(complete)).toBeNull();
  });

  it.each(['firstName', 'lastName', 'password', 'email'] as const)('requires %s on the email tab', (field) => {
    expect(validateRegistration({ ...complete, [field]: field === 'password' ? '' : '   ' })).toBe(
      REQUIRED_FIELDS_MESSAGE,
    );
  });

  it('requires the phone (not the email) on the phone tab', () => {
    expect(validateRegistration({ ...complete, method: 'phone', email: '' })).toBe(REQUIRED_FIELDS_MESSAGE);
    expect(validateRegistration({ ...complete, method: 'phone', email: '', phone: '5550100001' })).toBeNull();
  });

  it('does not count a phone with no digits', () => {
    expect(validateRegistration({ ...complete, method: 'phone', phone: '---' })).toBe(REQUIRED_FIELDS_MESSAGE);
  });

  it('does not require gender (the spec asks for names, password and email or phone)', () => {
    expect(validateRegistration({ ...complete, gender: '' })).toBeNull();
    expect(validateRegistration({ ...complete, firstName: '', gender: '' })).toBe(REQUIRED_FIELDS_MESSAGE);
  });
});

describe('reset validation', () => {
  it('gives the spec messages for empty fields', () => {
    expect(validateResetRequest('email', ' ')).toBe(EMPTY_EMAIL_MESSAGE);
    expect(validateResetRequest('email', '')).toBe('Please enter your email address');
    expect(validateResetRequest('phone', '')).toBe('Please enter your phone number');
    expect(EMPTY_PHONE_MESSAGE).toBe('Please enter your phone number');
    expect(validateResetRequest('phone', '5550100001')).toBeNull();
  });

  it('checks the new password length and confirmation', () => {
    expect(validateNewPassword('short', 'short')).toBe('Password must be at least 8 characters');
    expect(validateNewPassword('LongEnough1', 'LongEnough2')).toBe('Passwords do not match');
    expect(validateNewPassword('LongEnough1', 'LongEnough1')).toBeNull();
  });
});
