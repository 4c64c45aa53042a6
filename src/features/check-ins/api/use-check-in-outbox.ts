import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { errorMessageOf, toUserMessage } from '@/lib/errors';
import { createOutbox, useDeviceOutbox } from '@/lib/outbox';
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
  const device = useDeviceOutbox({
    userId,
    outbox: checkInOutbox,
    store: checkInQueue,
    queueKey: checkInKeys.outbox(userId),
    onSent: () => queryClient.invalidateQueries({ queryKey: checkInKeys.mine(userId) }),
  });
  const { enqueue, refresh, flushNow } = device;
  const pending = useMemo(
    (): PendingCheckIn[] =>
      device.queued.map((item) => ({ id: item.id, refused: item.refused === true, reason: item.lastError })),
    [device.queued],
  );

  const submit = useCallback(
    async (answers: CheckInAnswers, photo: Blob | null) => {
      const now = Date.now();
      await enqueue({
        id: crypto.randomUUID(),
        userId,
        createdAt: now,
        attempts: 0,
        nextAttemptAt: now,
        lastError: null,
        answers,
        photo,
        photoType: photo?.type ?? null,
      });
    },
    [userId, enqueue],
  );

  const retry = useCallback(
    async (id: string) => {
      const queued = await checkInQueue.get(id);
      if (queued) await checkInQueue.put({ ...queued, refused: false, lastError: null, nextAttemptAt: Date.now() });
      await refresh();
      flushNow();
    },
    [refresh, flushNow],
  );

  const discard = useCallback(
    async (id: string) => {
      await checkInQueue.remove(id);
      await refresh();
    },
    [refresh],
  );

  return { pending, submit, retry, discard };
}
