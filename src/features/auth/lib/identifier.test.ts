import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  formatPhoneForDisplay,
  parseLoginIdentifier,
  phoneFieldValue,
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

  it('keeps another country code typed with + or 00, and adds +1 to anything else', () => {
    expect(toLoginPhone('+44 7911 123456')).toBe('+447911123456');
    expect(toLoginPhone('+44 (0)7911-123456')).toBe('+4407911123456');
    expect(toLoginPhone('0044 7911 123456')).toBe('+447911123456');
    expect(toLoginPhone(' +1 555 010 0001 ')).toBe('+15550100001');
    expect(parseLoginIdentifier('+33 6 12 34 56 78')).toEqual({ kind: 'phone', phone: '+33612345678' });
  });
});

describe('registration phone', () => {
  it('keeps digits only and prefixes +1', () => {
    expect(digitsOnly('(555) 010-0001 ext')).toBe('5550100001');
    expect(toRegistrationPhone('555-010-0001')).toBe('+15550100001');
  });

  it('registers a number with another country code under that code', () => {
    expect(phoneFieldValue('+44 7911 123-456')).toBe('+447911123456');
    expect(phoneFieldValue('7911+123')).toBe('7911123');
    expect(toRegistrationPhone('+447911123456')).toBe('+447911123456');
  });

  it('shows stored phones (digits without +) with a +', () => {
    expect(formatPhoneForDisplay('15550100001')).toBe('+15550100001');
    expect(formatPhoneForDisplay('+15550100001')).toBe('+15550100001');
    expect(formatPhoneForDisplay(null)).toBe('');
  });
});
