import { useQueryClient } from '@tanstack/react-query';
import { trainingKeys, workoutKeys } from './query-keys';

/**
 * Every view of training data reads fresh (Today, History, charts, programs' progress): what a
 * finished, saved or discarded workout calls. The prefix comes from the same key factory.
 */
export function useRefreshTraining() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trainingKeys.all });
}

/** Every workout list, author name and draft reads fresh: what a saved, copied or removed workout calls. */
export function useRefreshWorkouts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: workoutKeys.all });
}
