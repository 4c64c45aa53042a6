import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { classifyFailure } from '@/lib/connectivity';
import { createOutbox, useDeviceOutbox } from '@/lib/outbox';
import { addDays } from '@/lib/zoned-time';
import { TICK_DAYS, useHabitTicks } from './list-habit-ticks';
import { habitKeys } from './query-keys';
import { sendHabitTick } from './send-habit-tick';
import { tickedDays } from '../lib/tick-state';
import { tickQueue, type QueuedTick } from '../storage/tick-queue';

/**
 * Ticks go through the shared outbox engine, in order (a tick then its untick arrive as made). A
 * change the server refuses (the coach archived the habit meanwhile) is dropped: there is nothing
 * for the client to fix, and the habit leaves Today on the next read.
 */
export const tickOutbox = createOutbox<QueuedTick>({
  name: 'habit-ticks',
  store: tickQueue,
  send: async (item) => {
    try {
      await sendHabitTick(item.change);
    } catch (error) {
      if (classifyFailure(error, true) === 'refused') return;
      throw error;
    }
  },
  refusals: 'retry-slowly',
  ordered: true,
});

/**
 * The client's ticks as they see them: the server's with the device's unsent changes over them.
 * `toggle` writes the change to the device first, then the runner sends it (at once when online,
 * when the network returns, and on the back-off timer while something waits).
 */
export function useHabitTicksOnDevice(userId: string, today: string, hasHabits: boolean) {
  const queryClient = useQueryClient();
  // No habit, no read: most clients' Today stays one request lighter.
  const server = useHabitTicks(userId, addDays(today, -TICK_DAYS), hasHabits, true);
  // Nothing to tick, nothing to send: the device's queue is not even opened.
  const device = useDeviceOutbox({
    userId,
    outbox: tickOutbox,
    store: tickQueue,
    queueKey: habitKeys.queue(userId),
    onSent: () => queryClient.invalidateQueries({ queryKey: habitKeys.ticks(userId) }),
    enabled: hasHabits,
  });
  const { enqueue } = device;

  const toggle = useCallback(
    async (habitId: string, date: string, done: boolean) => {
      const now = Date.now();
      const id = crypto.randomUUID();
      await enqueue(
        {
          id,
          userId,
          createdAt: now,
          attempts: 0,
          nextAttemptAt: now,
          lastError: null,
          change: { id, habitId, clientId: userId, date, done },
        },
        // An earlier change to the same day that has not gone yet is replaced, not sent first.
        (queued) => queued.change.habitId === habitId && queued.change.date === date,
      );
    },
    [userId, enqueue],
  );

  const ticked = useMemo(
    () =>
      tickedDays(
        server.data ?? [],
        device.queued.map((item) => item.change),
      ),
    [server.data, device.queued],
  );
  return {
    ticked,
    toggle,
    waiting: device.queued.length,
    isPending: server.isPending,
    error: server.error,
    retry: server.refetch,
  };
}
