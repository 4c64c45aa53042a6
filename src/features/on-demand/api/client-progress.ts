import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { supabase } from '@/lib/supabase';
import type { LibraryItem } from '../client/lib/library';
import { onDemandKeys } from './query-keys';

export interface ItemProgress {
  itemId: string;
  openedAt: string;
  completedAt: string | null;
  positionSeconds: number;
}

/** The client's own progress on on-demand items, by item id. */
async function readProgress(userId: string): Promise<Map<string, ItemProgress>> {
  const { data, error } = await supabase
    .from('on_demand_progress')
    .select('resource_id, workout_id, opened_at, completed_at, position_seconds')
    .eq('client_id', userId);
  if (error) throw error;
  return new Map(
    data.map((row) => {
      const itemId = row.resource_id ?? row.workout_id ?? '';
      return [
        itemId,
        { itemId, openedAt: row.opened_at, completedAt: row.completed_at, positionSeconds: row.position_seconds },
      ];
    }),
  );
}

export const progressOptions = (userId: string) =>
  queryOptions({ queryKey: onDemandKeys.clientProgress(userId), queryFn: () => readProgress(userId) });
export const useMyProgress = (userId: string) => useQuery(progressOptions(userId));

type ItemRef = Pick<LibraryItem, 'id' | 'kind'>;

/** The row's item columns: a resource or an on-demand workout. */
const itemColumns = (item: ItemRef) =>
  item.kind === 'workout' ? { resource_id: null, workout_id: item.id } : { resource_id: item.id, workout_id: null };

/**
 * Writes the client's row for an item: made on first open (opened_at is then the first time), and
 * only the fields given change afterwards. The policies allow it only on an item the client may
 * see (private.can_see_on_demand).
 */
async function upsertProgress(
  userId: string,
  item: ItemRef,
  fields: { position_seconds?: number; completed_at?: string | null },
): Promise<void> {
  const { error } = await supabase
    .from('on_demand_progress')
    .upsert({ client_id: userId, ...itemColumns(item), ...fields }, { onConflict: 'client_id,resource_id,workout_id' });
  if (error) throw error;
}

export const recordOpened = (userId: string, item: ItemRef) => upsertProgress(userId, item, {});

/** A video's position, in whole seconds within the column's range. */
export const recordPosition = (userId: string, item: ItemRef, seconds: number) =>
  upsertProgress(userId, item, { position_seconds: Math.min(86_400, Math.max(0, Math.floor(seconds))) });

export const recordCompleted = (userId: string, item: ItemRef, at: Date = new Date()) =>
  upsertProgress(userId, item, { completed_at: at.toISOString() });

export interface ProgressWriter {
  opened: (item: ItemRef) => Promise<void>;
  position: (item: ItemRef, seconds: number) => Promise<void>;
  completed: (item: ItemRef) => Promise<void>;
  /** Reads the progress anew (the list's chips), e.g. when the viewer closes. */
  refresh: () => Promise<void>;
}

/**
 * The screen's progress writes. Progress is a courtesy to the client and their coach, never in the
 * way: a write that fails (no signal) is dropped quietly, the next one carries the latest state.
 */
export function useProgressWriter(userId: string): ProgressWriter {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const quietly = (write: Promise<void>) => write.catch(() => undefined);
    const refresh = () => queryClient.invalidateQueries({ queryKey: onDemandKeys.clientProgress(userId) });
    return {
      opened: (item) => quietly(recordOpened(userId, item).then(refresh)),
      position: (item, seconds) => quietly(recordPosition(userId, item, seconds)),
      completed: (item) => quietly(recordCompleted(userId, item).then(refresh)),
      refresh,
    };
  }, [queryClient, userId]);
}
