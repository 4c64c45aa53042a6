import { STORAGE_KEYS } from '@/lib/constants';
import { readStorage, writeStorage } from '@/lib/storage';
import type { ContactMethod } from './validation';

const keys: Record<ContactMethod, string> = { email: STORAGE_KEYS.lastLoginEmail, phone: STORAGE_KEYS.lastLoginPhone };

export function readLastLogin(method: ContactMethod): string {
  return readStorage(keys[method]) ?? '';
}

export function rememberLogin(method: ContactMethod, value: string): void {
  writeStorage(keys[method], value.trim());
}

/** The tab to open on: the kind of identifier used last, email when nothing was remembered. */
export function preferredLoginMethod(): ContactMethod {
  return !readLastLogin('email') && readLastLogin('phone') ? 'phone' : 'email';
}
