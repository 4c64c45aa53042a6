import { useQueryClient } from '@tanstack/react-query';
import { trainingKeys } from '@/features/training';
import { programKeys } from './query-keys';

/** After a program changes: its lists and details, and every client's active program and today's workout. */
export function useRefreshPrograms() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: programKeys.all }),
      queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
    ]);
}
