import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  formatPhoneForDisplay,
  parseLoginIdentifier,
  toLoginPhone,
  toRegistrationPhone,
} from './identifier';

describe('login identifier', () => {
  it('treats anything with @ as an email (trimmed, lower-cased)', () => {
    expect(parseLoginIdentifier('  Casey@Example.COM ')).toEqual({ kind: 'email', email: 'casey@example.com' });
  });

  it('treats everything else as a phone number prefixed with +1', () => {
    expect(parseLoginIdentifier('5550100001')).toEqual({ kind: 'phone', phone: '+15550100001' });
  });

  it('does not prefix a number that already starts with +1', () => {
    expect(toLoginPhone('+15550100001')).toBe('+15550100001');
  });

  it('drops the spaces, dashes, dots and brackets people type', () => {
    expect(toLoginPhone('(555) 010-0001')).toBe('+15550100001');
    expect(toLoginPhone('555.010.0001')).toBe('+15550100001');
  });

  it('prefixes +1 even to other country codes, as the spec says', () => {
    expect(toLoginPhone('+445550100001')).toBe('+1+445550100001');
  });
});

describe('registration phone', () => {
  it('keeps digits only and prefixes +1', () => {
    expect(digitsOnly('(555) 010-0001 ext')).toBe('5550100001');
    expect(toRegistrationPhone('555-010-0001')).toBe('+15550100001');
  });

  it('shows stored phones (digits without +) with a +', () => {
    expect(formatPhoneForDisplay('15550100001')).toBe('+15550100001');
    expect(formatPhoneForDisplay('+15550100001')).toBe('+15550100001');
    expect(formatPhoneForDisplay(null)).toBe('');
  });
});
