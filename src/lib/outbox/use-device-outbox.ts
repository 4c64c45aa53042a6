import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { Outbox } from './engine';
import type { IndexedDbOutboxStore } from './indexeddb-store';
import { startOutboxRunner, type OutboxRunner } from './runner';
import type { QueuedItem } from './types';

export interface DeviceOutboxOptions<T extends QueuedItem> {
  userId: string;
  outbox: Outbox<T>;
  store: IndexedDbOutboxStore<T>;
  /** The query the queued items are listed under (refreshed after every run and change). */
  queueKey: QueryKey;
  /** After a run that sent something: refresh what the server now holds. */
  onSent: () => Promise<unknown>;
  /** Off: nothing is listed or drained (nothing to send). Always off without IndexedDB. */
  enabled?: boolean;
}

/**
 * One account's queue on this device, as a screen uses it: the items listed from IndexedDB, and a
 * runner that drains them through the shared outbox engine on mount, when the network returns,
 * after each change and on the back-off timer. `enqueue` writes an item first and then sends it, so
 * nothing waits on the network; an unsent item it `replaces` (not yet tried) goes instead of being
 * sent first.
 */
export function useDeviceOutbox<T extends QueuedItem>({
  userId,
  outbox,
  store,
  queueKey,
  onSent,
  enabled: wanted = true,
}: DeviceOutboxOptions<T>) {
  // No IndexedDB (some private windows, jsdom): nothing can be queued, so nothing is drained.
  const enabled = wanted && typeof indexedDB !== 'undefined';
  const queryClient = useQueryClient();
  const runner = useRef<OutboxRunner | null>(null);
  // The latest callbacks and key, without restarting the runner when a render makes new ones.
  const latest = useRef({ onSent, queueKey });
  useEffect(() => {
    latest.current = { onSent, queueKey };
  });
  const queue = useQuery({
    queryKey: queueKey,
    queryFn: () => store.list(userId),
    staleTime: Infinity,
    networkMode: 'always',
    enabled,
  });

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: latest.current.queueKey }),
    [queryClient],
  );

  useEffect(() => {
    if (!enabled) return;
    const started = startOutboxRunner(async (force) => {
      const result = await outbox.flush(userId, { force });
      if (result.sent.length > 0) await latest.current.onSent();
      await refresh();
      return result.nextAttemptAt;
    });
    runner.current = started;
    return () => {
      started.stop();
      runner.current = null;
    };
  }, [userId, outbox, enabled, refresh]);

  const flushNow = useCallback(() => void runner.current?.flushNow(), []);

  const enqueue = useCallback(
    async (item: T, replaces?: (queued: T) => boolean) => {
      if (replaces) {
        for (const queued of await store.list(userId)) {
          if (queued.attempts === 0 && replaces(queued)) await store.remove(queued.id);
        }
      }
      await store.put(item);
      await refresh();
      flushNow();
    },
    [userId, store, refresh, flushNow],
  );

  return { queued: queue.data ?? [], enqueue, refresh, flushNow };
}
