import { PHONE_COUNTRY_PREFIX } from '@/lib/constants';

export type LoginIdentifier = { kind: 'email'; email: string } | { kind: 'phone'; phone: string };

/**
 * Spec rule: an identifier containing '@' is an email; anything else is a phone number, prefixed
 * +1 unless it already starts with +1. A number typed with another country code (+44 ..., or the
 * international 00 44 ...) keeps it; see `toE164Phone`.
 */
export function parseLoginIdentifier(raw: string): LoginIdentifier {
  const value = raw.trim();
  if (value.includes('@')) return { kind: 'email', email: value.toLowerCase() };
  return { kind: 'phone', phone: toLoginPhone(value) };
}

/**
 * The one phone normalisation for sign-in, registration and reset. The spec's +1 is the default
 * country; a leading '+' (or the international dialling prefix 00) means the person typed their
 * own country code, which is kept. Everything but digits is dropped after that: GoTrue (and the
 * embedded backend) store the number as digits only, so "+44 7911 123456" and "+447911123456"
 * must reach it as the same E.164 string.
 */
export function toE164Phone(raw: string): string {
  const value = raw.trim();
  if (value.startsWith('+')) return `+${digitsOnly(value)}`;
  const digits = digitsOnly(value);
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  return `${PHONE_COUNTRY_PREFIX}${digits}`;
}

export const toLoginPhone = toE164Phone;
export const toRegistrationPhone = toE164Phone;

/** Digits only (validation counts these; the registration field keeps a leading '+', see below). */
export function digitsOnly(raw: string): string {
  return raw.replace(/\D/g, '');
}

/** What the registration phone field keeps while typing: digits, and a '+' only at the start. */
export function phoneFieldValue(raw: string): string {
  const value = raw.trim();
  return `${value.startsWith('+') ? '+' : ''}${digitsOnly(value)}`;
}

/** GoTrue stores phones as digits without '+'; show them the way people type them. */
export function formatPhoneForDisplay(stored: string | null | undefined): string {
  if (!stored) return '';
  return stored.startsWith('+') ? stored : `+${stored}`;
}
