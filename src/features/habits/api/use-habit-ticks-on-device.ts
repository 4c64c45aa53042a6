import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { classifyFailure } from '@/lib/connectivity';
import { createOutbox, startOutboxRunner, type OutboxRunner } from '@/lib/outbox';
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
  const runner = useRef<OutboxRunner | null>(null);
  // No habit, no read: most clients' Today stays one request lighter.
  const server = useHabitTicks(userId, addDays(today, -TICK_DAYS), hasHabits, true);
  const queue = useQuery({
    queryKey: habitKeys.queue(userId),
    queryFn: () => tickQueue.list(userId),
    staleTime: Infinity,
    networkMode: 'always',
    enabled: hasHabits,
  });

  useEffect(() => {
    // Nothing to tick, nothing to send: the device's queue is not even opened.
    if (!hasHabits) return;
    const started = startOutboxRunner(async (force) => {
      const result = await tickOutbox.flush(userId, { force });
      if (result.sent.length > 0) await queryClient.invalidateQueries({ queryKey: habitKeys.ticks(userId) });
      await queryClient.invalidateQueries({ queryKey: habitKeys.queue(userId) });
      return result.nextAttemptAt;
    });
    runner.current = started;
    return () => {
      started.stop();
      runner.current = null;
    };
  }, [userId, queryClient, hasHabits]);

  const toggle = useCallback(
    async (habitId: string, date: string, done: boolean) => {
      const now = Date.now();
      // An earlier change to the same day that has not gone yet is replaced, not sent first.
      for (const item of await tickQueue.list(userId)) {
        if (item.change.habitId === habitId && item.change.date === date && item.attempts === 0) {
          await tickQueue.remove(item.id);
        }
      }
      const id = crypto.randomUUID();
      await tickQueue.put({
        id,
        userId,
        createdAt: now,
        attempts: 0,
        nextAttemptAt: now,
        lastError: null,
        change: { id, habitId, clientId: userId, date, done },
      });
      await queryClient.invalidateQueries({ queryKey: habitKeys.queue(userId) });
      void runner.current?.flushNow();
    },
    [userId, queryClient],
  );

  const ticked = useMemo(
    () =>
      tickedDays(
        server.data ?? [],
        (queue.data ?? []).map((item) => item.change),
      ),
    [server.data, queue.data],
  );
  const waiting = (queue.data ?? []).length;
  return { ticked, toggle, waiting, isPending: server.isPending, error: server.error, retry: server.refetch };
}
