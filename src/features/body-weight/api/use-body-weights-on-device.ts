import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { classifyFailure } from '@/lib/connectivity';
import { createOutbox, useDeviceOutbox } from '@/lib/outbox';
import { addDays } from '@/lib/zoned-time';
import { weightsWithQueue } from '../lib/weights-with-queue';
import type { WeightPoint } from '../lib/weight-trend';
import { weightQueue, type QueuedWeight } from '../storage/weights-on-device';
import { BODY_WEIGHT_DAYS, useBodyWeights } from './list-body-weights';
import { bodyWeightKeys } from './query-keys';
import { saveBodyWeight } from './save-body-weight';

/**
 * Weigh-ins go through the shared outbox engine, in order (the later weight of a day arrives last
 * and stays; from another device, the server keeps the one weighed last). One the server refuses has nothing the client can fix here (the card checks the range
 * first), so it is dropped and the next read shows what the server keeps.
 */
export const weightOutbox = createOutbox<QueuedWeight>({
  name: 'body-weights',
  store: weightQueue,
  send: async (item) => {
    try {
      await saveBodyWeight(item.change.clientId, item.change, new Date(item.createdAt).toISOString());
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
  const server = useBodyWeights(userId, addDays(today, -BODY_WEIGHT_DAYS), true);
  const device = useDeviceOutbox({
    userId,
    outbox: weightOutbox,
    store: weightQueue,
    queueKey: bodyWeightKeys.queue(userId),
    onSent: () => queryClient.invalidateQueries({ queryKey: bodyWeightKeys.entries(userId) }),
  });
  const { enqueue } = device;

  const save = useCallback(
    async (point: WeightPoint) => {
      const now = Date.now();
      await enqueue(
        {
          id: crypto.randomUUID(),
          userId,
          createdAt: now,
          attempts: 0,
          nextAttemptAt: now,
          lastError: null,
          change: { ...point, clientId: userId },
        },
        // An earlier weight for the same day that has not gone yet is replaced, not sent first.
        (queued) => queued.change.date === point.date,
      );
    },
    [userId, enqueue],
  );

  const points = useMemo(
    () =>
      weightsWithQueue(
        server.data ?? [],
        device.queued.map((item) => item.change),
      ),
    [server.data, device.queued],
  );
  return {
    points,
    save,
    waiting: device.queued.length,
    isPending: server.isPending,
    error: server.error,
    retry: server.refetch,
  };
}
