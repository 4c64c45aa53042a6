import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useRefreshTraining } from '@/features/training';
import { isOnline, isUnreachable } from '@/lib/connectivity';
import { listHistory } from './list-history';
import type { AmendPayload } from '../lib/edit-draft';
import type { HistoryLog } from '../lib/history-model';
import { historyKeys } from './query-keys';
import { readCachedHistory, writeCachedHistory } from '../storage/history-cache';
import { useEditQueue } from '../hooks/edit-queue';

/** Offline, and History was never read on this device: there is nothing to show yet. */
export class HistoryNotOnDeviceError extends Error {
  constructor() {
    super(
      'You are offline, and History has not been opened on this device yet. It will load when you are back online.',
    );
  }
}

/**
 * The server's History, kept on the device as it arrives; with no connection, the copy on the
 * device (so History opens offline, after a reload too). It runs offline rather than waiting.
 */
export async function loadHistory(userId: string): Promise<HistoryLog[]> {
  if (isOnline()) {
    try {
      const logs = await listHistory(userId);
      await writeCachedHistory(userId, logs).catch((error: unknown) =>
        console.error('Keeping History on this device failed', error),
      );
      return logs;
    } catch (error) {
      if (!isUnreachable(error)) throw error;
    }
  }
  const cached = await readCachedHistory(userId).catch(() => null);
  if (cached) return cached;
  throw new HistoryNotOnDeviceError();
}

export const historyQuery = (userId: string) =>
  queryOptions({
    queryKey: historyKeys.list(userId),
    queryFn: () => loadHistory(userId),
    enabled: Boolean(userId),
    networkMode: 'always',
  });

export function useHistory(userId: string) {
  return useQuery(historyQuery(userId));
}

/**
 * Saves an edit like a finish: on the device first, then sent (now when online). When the server
 * takes it, everything derived from the sets refreshes (History, records, charts, dashboard).
 */
export function useAmendWorkout(userId: string) {
  const refreshTraining = useRefreshTraining();
  const queue = useEditQueue();
  const refresh = () => void refreshTraining();
  return useMutation({
    mutationFn: (payload: AmendPayload) => queue.save(userId, payload, refresh),
    networkMode: 'always',
    onSuccess: (result) => {
      if (!result.queued) refresh();
    },
  });
}
