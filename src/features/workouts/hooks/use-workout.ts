import { useQuery } from '@tanstack/react-query';
import { getWorkout, trainingKeys } from '@/features/training';
import { isUuid } from '@/lib/uuid';

/** A workout with its exercises; an id that is not a uuid is simply not found (null). */
export function useWorkout(workoutId: string) {
  return useQuery({
    queryKey: trainingKeys.workout(workoutId),
    queryFn: () => (isUuid(workoutId) ? getWorkout(workoutId) : null),
  });
}
