import { deleteSignedOutData } from '@/lib/account-data';
import { unsubscribeBrowserPush } from '@/lib/device-push';
import { useUiStore } from '@/stores/ui-store';
import { createClientRecord } from '../api/create-client-record';
import { getUserProfile } from '../api/get-user-profile';
import { useAuthStore } from '../stores/auth-store';
import type { SessionProfile, SessionSource } from './profile';

export class AccountNotFoundError extends Error {
  override readonly name = 'AccountNotFoundError';
  constructor() {
    super('This account no longer exists.');
  }
}

/** Loads the person's authoritative row and marks them signed in (see `applySessionProfile`). */
export async function establishSession(userId: string, source: SessionSource): Promise<void> {
  applySessionProfile(await getUserProfile(userId), source);
}

/**
 * Marks the person signed in from their authoritative row (null: the account no longer exists).
 * A client without a `clients` record gets one; that failing must not block sign-in, so it is
 * only logged.
 */
export function applySessionProfile(read: SessionProfile | null, source: SessionSource): void {
  if (!read) throw new AccountNotFoundError();
  const { profile } = read;
  useAuthStore.getState().establish(profile, source);
  // Previews belong to the session they were made in.
  useUiStore.getState().clearPreview();
  if (profile.role === 'client' && !read.hasClientRecord) {
    createClientRecord(profile.id).catch((error: unknown) => console.error('Failed to create client record', error));
  }
}

/** Forgets everything about the signed-in person: stored auth data and the shell's state. */
export function resetSessionState(): void {
  useAuthStore.persist.clearStorage();
  useAuthStore.getState().reset();
  useUiStore.getState().reset();
  // Copies of one account's server data kept on the device (a client's bookings) go with it.
  void deleteSignedOutData();
  // Signed out without signOut() (expired, another tab): this browser stops receiving push.
  void unsubscribeBrowserPush();
}
