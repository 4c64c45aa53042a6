import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getExerciseCatalog } from './get-exercise-catalog';
import { isCatalogFresh, type ExerciseCatalog } from '../lib/exercise-catalog';
import { readCatalog, writeCatalog } from '../storage/exercise-cache';
import { loggerKeys } from './query-keys';

async function readQuietly(userId: string): Promise<ExerciseCatalog | null> {
  try {
    return await readCatalog(userId);
  } catch {
    return null; // no device storage: the network alone
  }
}

/**
 * The library for the picker and swap: the device's copy when it is fresh or the network fails,
 * else a fresh copy from the server, stored for next time. Throws only when neither is there.
 */
export async function loadExerciseCatalog(userId: string, { refresh = false } = {}): Promise<ExerciseCatalog> {
  const cached = await readQuietly(userId);
  if (cached && !refresh && isCatalogFresh(cached, Date.now())) return cached;
  try {
    const fresh = { userId, ...(await getExerciseCatalog(userId)), fetchedAt: Date.now() };
    try {
      return await writeCatalog(fresh);
    } catch {
      return { ...fresh, picks: cached?.picks ?? [] };
    }
  } catch (error) {
    if (cached) return cached;
    throw error;
  }
}

export const exerciseCatalogQuery = (userId: string) =>
  queryOptions({
    queryKey: loggerKeys.exerciseCatalog(userId),
    queryFn: () => loadExerciseCatalog(userId),
    // Offline the device's copy answers: the query must run without a network.
    networkMode: 'always',
    staleTime: 5 * 60_000,
  });

export function useExerciseCatalog(userId: string) {
  return useQuery(exerciseCatalogQuery(userId));
}

/** Brings the library onto the device ahead of need (the shell, for clients). Stable across renders. */
export function usePrefetchExerciseCatalog() {
  const queryClient = useQueryClient();
  return useCallback(
    (userId: string) => queryClient.prefetchQuery(exerciseCatalogQuery(userId)).catch(() => undefined),
    [queryClient],
  );
}

/** The picks (recent exercises) changed: the picker reads the device's copy again. */
export function useRefreshExerciseCatalog(userId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: loggerKeys.exerciseCatalog(userId) });
}
