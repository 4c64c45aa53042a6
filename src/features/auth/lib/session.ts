import { useUiStore } from '@/stores/ui-store';
import { ensureClientRecord } from '../api/ensure-client-record';
import { getUserProfile } from '../api/get-user-profile';
import { useAuthStore } from '../stores/auth-store';
import type { SessionSource } from './profile';

export class AccountNotFoundError extends Error {
  override readonly name = 'AccountNotFoundError';
  constructor() {
    super('This account no longer exists.');
  }
}

/**
 * Loads the person's authoritative row and marks them signed in. Clients without a `clients`
 * record get one; that failing must not block sign-in, so it is only logged.
 */
export async function establishSession(userId: string, source: SessionSource): Promise<void> {
  const profile = await getUserProfile(userId);
  if (!profile) throw new AccountNotFoundError();
  useAuthStore.getState().establish(profile, source);
  // Previews belong to the session they were made in.
  useUiStore.getState().clearPreview();
  if (profile.role === 'client') {
    ensureClientRecord(userId).catch((error: unknown) => console.error('Failed to create client record', error));
  }
}

/** Forgets everything about the signed-in person: stored auth data and the shell's state. */
export function resetSessionState(): void {
  useAuthStore.persist.clearStorage();
  useAuthStore.getState().reset();
  useUiStore.getState().reset();
}
