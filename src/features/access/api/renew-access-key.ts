import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isOnline } from '@/lib/connectivity';
import { accessKeySchema, type AccessKeyAnswer } from '../lib/access-key';
import { writeCachedAccessKey } from '../storage/access-key-cache';
import { accessKeys } from './access-keys';
import { callRpc } from './access-rpc';

export const RENEW_OFFLINE_MESSAGE =
  'Renewing your code needs a connection. Your code was not changed: try again when you are back online.';

/** A new secret for the client (clears a revocation); the device's copy is replaced at once. */
async function renewAccessKey(userId: string): Promise<AccessKeyAnswer> {
  if (!isOnline()) throw new Error(RENEW_OFFLINE_MESSAGE);
  const key = accessKeySchema.parse(await callRpc('renew_access_key'));
  await writeCachedAccessKey(userId, key, Date.now());
  return { key, fromDeviceSavedAt: null };
}

export function useRenewAccessKey(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => renewAccessKey(userId),
    networkMode: 'always',
    onSuccess: (answer) => {
      queryClient.setQueryData(accessKeys.key(userId), answer);
      void queryClient.invalidateQueries({ queryKey: accessKeys.status(userId) });
    },
  });
}
