import { PHONE_COUNTRY_PREFIX } from '@/lib/constants';

export type LoginIdentifier = { kind: 'email'; email: string } | { kind: 'phone'; phone: string };

/**
 * Spec rule: an identifier containing '@' is an email; anything else is a phone number, prefixed
 * +1 unless it already starts with +1. Spaces, dashes, dots and brackets people type are dropped.
 */
export function parseLoginIdentifier(raw: string): LoginIdentifier {
  const value = raw.trim();
  if (value.includes('@')) return { kind: 'email', email: value.toLowerCase() };
  return { kind: 'phone', phone: toLoginPhone(value) };
}

export function toLoginPhone(raw: string): string {
  const compact = raw.trim().replace(/[\s().-]/g, '');
  return compact.startsWith(PHONE_COUNTRY_PREFIX) ? compact : `${PHONE_COUNTRY_PREFIX}${compact}`;
}

/** Registration and reset keep digits only; the country prefix is added for the provider. */
export function digitsOnly(raw: string): string {
  return raw.replace(/\D/g, '');
}

export function toRegistrationPhone(raw: string): string {
  return `${PHONE_COUNTRY_PREFIX}${digitsOnly(raw)}`;
}

/** GoTrue stores phones as digits without '+'; show them the way people type them. */
export function formatPhoneForDisplay(stored: string | null | undefined): string {
  if (!stored) return '';
  return stored.startsWith('+') ? stored : `+${stored}`;
}
