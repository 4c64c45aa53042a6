import { STORAGE_KEYS } from '@/lib/constants';
import { readStorage, writeStorage } from '@/lib/storage';
import type { ContactMethod } from './validation';

const keys: Record<ContactMethod, string> = { email: STORAGE_KEYS.lastLoginEmail, phone: STORAGE_KEYS.lastLoginPhone };

export function readLastLogin(method: ContactMethod): string {
  return readStorage(keys[method]) ?? '';
}

export function rememberLogin(method: ContactMethod, value: string): void {
  writeStorage(keys[method], value.trim());
  writeStorage(STORAGE_KEYS.lastLoginMethod, method);
}

/**
 * The tab to open on: the method used last. Both identifiers stay remembered (someone may sign in
 * by phone on weekdays and by email at home), so the method is kept on its own. Before it was
 * kept, only one remembered identifier said which; email when nothing says otherwise.
 */
export function preferredLoginMethod(): ContactMethod {
  const last = readStorage(STORAGE_KEYS.lastLoginMethod);
  if (last === 'email' || last === 'phone') return last;
  return !readLastLogin('email') && readLastLogin('phone') ? 'phone' : 'email';
}
