import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { classifyFailure } from '@/lib/connectivity';
import { createOutbox, startOutboxRunner, type OutboxRunner } from '@/lib/outbox';
import { addDays } from '@/lib/zoned-time';
import { weightsWithQueue } from '../lib/weights-with-queue';
import type { WeightPoint } from '../lib/weight-trend';
import { weightQueue, type QueuedWeight } from '../storage/weights-on-device';
import { BODY_WEIGHT_DAYS, useBodyWeights } from './list-body-weights';
import { bodyWeightKeys } from './query-keys';
import { saveBodyWeight } from './save-body-weight';

/**
 * Weigh-ins go through the shared outbox engine, in order (the later weight of a day arrives last
 * and stays). One the server refuses has nothing the client can fix here (the card checks the range
 * first), so it is dropped and the next read shows what the server keeps.
 */
export const weightOutbox = createOutbox<QueuedWeight>({
  name: 'body-weights',
  store: weightQueue,
  send: async (item) => {
    try {
      await saveBodyWeight(item.change.clientId, item.change);
    } catch (error) {
      if (classifyFailure(error, true) === 'refused') return;
      throw error;
    }
  },
  refusals: 'retry-slowly',
  ordered: true,
});

/**
 * The client's weights on Today: the server's (or the device's copy of them offline) with the
 * device's unsent weigh-ins over them. `save` writes to the device first, then the runner sends it
 * (at once when online, when the network returns, and on the back-off timer while one waits).
 */
export function useBodyWeightsOnDevice(userId: string, today: string) {
  const queryClient = useQueryClient();
  const runner = useRef<OutboxRunner | null>(null);
  const server = useBodyWeights(userId, addDays(today, -BODY_WEIGHT_DAYS), true);
  const queue = useQuery({
    queryKey: bodyWeightKeys.queue(userId),
    queryFn: () => weightQueue.list(userId),
    staleTime: Infinity,
    networkMode: 'always',
  });

  useEffect(() => {
    const started = startOutboxRunner(async (force) => {
      const result = await weightOutbox.flush(userId, { force });
      if (result.sent.length > 0) await queryClient.invalidateQueries({ queryKey: bodyWeightKeys.entries(userId) });
      await queryClient.invalidateQueries({ queryKey: bodyWeightKeys.queue(userId) });
      return result.nextAttemptAt;
    });
    runner.current = started;
    return () => {
      started.stop();
      runner.current = null;
    };
  }, [userId, queryClient]);

  const save = useCallback(
    async (point: WeightPoint) => {
      const now = Date.now();
      // An earlier weight for the same day that has not gone yet is replaced, not sent first.
      for (const item of await weightQueue.list(userId)) {
        if (item.change.date === point.date && item.attempts === 0) await weightQueue.remove(item.id);
      }
      const id = crypto.randomUUID();
      await weightQueue.put({
        id,
        userId,
        createdAt: now,
        attempts: 0,
        nextAttemptAt: now,
        lastError: null,
        change: { ...point, clientId: userId },
      });
      await queryClient.invalidateQueries({ queryKey: bodyWeightKeys.queue(userId) });
      void runner.current?.flushNow();
    },
    [userId, queryClient],
  );

  const points = useMemo(
    () =>
      weightsWithQueue(
        server.data ?? [],
        (queue.data ?? []).map((item) => item.change),
      ),
    [server.data, queue.data],
  );
  return {
    points,
    save,
    waiting: (queue.data ?? []).length,
    isPending: server.isPending,
    error: server.error,
    retry: server.refetch,
  };
}
