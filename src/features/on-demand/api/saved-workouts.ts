import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { forgetKeptWorkout, keepWorkoutOnDevice, keptWorkoutList } from '@/features/training';
import { onDemandKeys } from './query-keys';

/**
 * The workouts this account keeps on this device (the library workout's id and its title): the
 * logger starts them from that copy with no signal (features/training, kept-workouts).
 */
export const useSavedWorkouts = (userId: string) =>
  useQuery(
    queryOptions({
      queryKey: onDemandKeys.savedWorkouts(userId),
      queryFn: () => keptWorkoutList(userId),
      networkMode: 'always',
    }),
  );

/** Reads the workout and the client's history of its exercises, and keeps both here. */
export function useSaveWorkout(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workoutId, title }: { workoutId: string; title: string }) =>
      keepWorkoutOnDevice(userId, workoutId, title),
    onSettled: () => queryClient.invalidateQueries({ queryKey: onDemandKeys.savedWorkouts(userId) }),
  });
}

export function useForgetWorkout(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workoutId: string) => forgetKeptWorkout(userId, workoutId),
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: onDemandKeys.savedWorkouts(userId) }),
  });
}
