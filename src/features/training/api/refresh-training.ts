import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { trainingKeys, workoutKeys } from './query-keys';

/**
 * Every view of training data reads fresh (Today, History, charts, programs' progress): what a
 * finished, saved or discarded workout calls. The prefix comes from the same key factory. Stable
 * across renders, so effects may depend on it.
 */
export function useRefreshTraining() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: trainingKeys.all }), [queryClient]);
}

/** Every workout list, author name and draft reads fresh: what a saved, copied or removed workout calls. */
export function useRefreshWorkouts() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: workoutKeys.all }), [queryClient]);
}
