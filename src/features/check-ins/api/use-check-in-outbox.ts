import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { errorMessageOf, toUserMessage } from '@/lib/errors';
import { createOutbox, startOutboxRunner, type OutboxRunner } from '@/lib/outbox';
import type { CheckInAnswers } from '../lib/questions';
import { checkInQueue, type QueuedCheckIn } from '../storage/outbox';
import { checkInKeys } from './query-keys';
import { sendCheckIn } from './send-check-in';

export const CHECK_IN_NOT_SENT = 'Your check-in was not sent. Tap Retry to send it again.';

/**
 * Check-ins go through the shared outbox engine: a lost connection or a server error keeps the
 * answer queued and retries with back-off; a refusal (the server's words, e.g. an answer out of range) parks it with
 * the reason until the client taps Retry. The id is made on the device, so a send after a lost
 * reply is a no-op on the server.
 */
export const checkInOutbox = createOutbox<QueuedCheckIn>({
  name: 'check-ins',
  store: checkInQueue,
  send: async (item) => {
    await sendCheckIn(item);
  },
  // A refusal (22/23/42: the answer itself) waits for Retry; a server error is retried with back-off.
  refusals: 'park',
  describe: (error) => toUserMessage(error, errorMessageOf(error) || CHECK_IN_NOT_SENT),
});

/** What the Today card shows of a queued check-in (no photo bytes). */
export interface PendingCheckIn {
  id: string;
  refused: boolean;
  reason: string | null;
}

/**
 * The device's check-in outbox for one account: listed from IndexedDB, drained on mount, when the
 * network returns, after each new answer and on the back-off timer.
 */
export function useCheckInOutbox(userId: string) {
  const queryClient = useQueryClient();
  // No IndexedDB (some private windows, jsdom): nothing can be queued, so nothing is drained.
  const deviceStore = typeof indexedDB !== 'undefined';
  const runner = useRef<OutboxRunner | null>(null);
  const pending = useQuery({
    queryKey: checkInKeys.outbox(userId),
    queryFn: async (): Promise<PendingCheckIn[]> =>
      !deviceStore
        ? []
        : (await checkInQueue.list(userId)).map((item) => ({
            id: item.id,
            refused: item.refused === true,
            reason: item.lastError,
          })),
    staleTime: Infinity,
    networkMode: 'always',
  });

  useEffect(() => {
    if (!deviceStore) return;
    const started = startOutboxRunner(async (force) => {
      const result = await checkInOutbox.flush(userId, { force });
      await queryClient.invalidateQueries({ queryKey: checkInKeys.outbox(userId) });
      if (result.sent.length > 0) await queryClient.invalidateQueries({ queryKey: checkInKeys.mine(userId) });
      return result.nextAttemptAt;
    });
    runner.current = started;
    return () => {
      started.stop();
      runner.current = null;
    };
  }, [userId, queryClient, deviceStore]);

  const submit = useCallback(
    async (answers: CheckInAnswers, photo: Blob | null) => {
      const now = Date.now();
      const id = crypto.randomUUID();
      await checkInQueue.put({
        id,
        userId,
        createdAt: now,
        attempts: 0,
        nextAttemptAt: now,
        lastError: null,
        answers,
        photo,
        photoType: photo?.type ?? null,
      });
      await queryClient.invalidateQueries({ queryKey: checkInKeys.outbox(userId) });
      void runner.current?.flushNow();
    },
    [userId, queryClient],
  );

  const retry = useCallback(
    async (id: string) => {
      const queued = await checkInQueue.get(id);
      if (queued) await checkInQueue.put({ ...queued, refused: false, lastError: null, nextAttemptAt: Date.now() });
      await queryClient.invalidateQueries({ queryKey: checkInKeys.outbox(userId) });
      void runner.current?.flushNow();
    },
    [userId, queryClient],
  );

  const discard = useCallback(
    async (id: string) => {
      await checkInQueue.remove(id);
      await queryClient.invalidateQueries({ queryKey: checkInKeys.outbox(userId) });
    },
    [userId, queryClient],
  );

  return { pending: pending.data ?? [], submit, retry, discard };
}
