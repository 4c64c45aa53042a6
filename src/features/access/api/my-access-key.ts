import { queryOptions, useQuery } from '@tanstack/react-query';
import { isOnline, isUnreachable } from '@/lib/connectivity';
import { accessKeySchema, type AccessKeyAnswer } from '../lib/access-key';
import { readCachedAccessKey, writeCachedAccessKey } from '../storage/access-key-cache';
import { accessKeys } from './access-keys';
import { callRpc } from './access-rpc';

/** Offline, and this account's key was never kept on this device. */
export class AccessKeyNotOnDeviceError extends Error {
  constructor() {
    super(
      'You are offline and your check-in code is not on this device yet. Open this page once with a signal to get it.',
    );
  }
}

/**
 * The client's key from the server (provisioned on the first call), kept on the device as it
 * arrives; with no answer, the device's copy, so the code is made with no signal. Runs offline
 * rather than waiting for the network.
 */
async function loadMyAccessKey(userId: string): Promise<AccessKeyAnswer> {
  if (isOnline()) {
    try {
      const key = accessKeySchema.parse(await callRpc('my_access_key'));
      await writeCachedAccessKey(userId, key, Date.now()).catch((error: unknown) =>
        console.error('Keeping the check-in key on this device failed', error),
      );
      return { key, fromDeviceSavedAt: null };
    } catch (error) {
      if (!isUnreachable(error)) throw error;
    }
  }
  const cached = await readCachedAccessKey(userId).catch(() => null);
  if (cached) return { key: cached.key, fromDeviceSavedAt: cached.savedAt };
  throw new AccessKeyNotOnDeviceError();
}

export const myAccessKeyQuery = (userId: string) =>
  queryOptions({
    queryKey: accessKeys.key(userId),
    queryFn: () => loadMyAccessKey(userId),
    networkMode: 'always',
    // The key changes only when renewed or revoked; read again when the page opens or the signal returns.
    staleTime: 0,
  });

export const useMyAccessKey = (userId: string) => useQuery({ ...myAccessKeyQuery(userId), enabled: Boolean(userId) });
