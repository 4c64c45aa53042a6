import { useQuery } from '@tanstack/react-query';
import { isUuid } from '@/lib/uuid';
import { getExercise } from '../api/get-exercise';
import { listExerciseSets } from '../api/list-exercise-sets';
import { exerciseKeys } from '../query-keys';

export function useExercise(exerciseId: string) {
  return useQuery({
    queryKey: exerciseKeys.detail(exerciseId),
    queryFn: () => (isUuid(exerciseId) ? getExercise(exerciseId) : null),
    staleTime: 60 * 60 * 1000,
  });
}

export function useExerciseSets(userId: string, exerciseId: string) {
  return useQuery({
    queryKey: exerciseKeys.sets(userId, exerciseId),
    queryFn: () => listExerciseSets(userId, exerciseId),
    enabled: Boolean(userId),
  });
}
