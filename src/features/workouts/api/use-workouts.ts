import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuthStore, useShellIdentity } from '@/features/auth';
import { workoutKeys } from '@/features/training';
import { listWorkouts } from './list-workouts';

export const workoutsQuery = (userId: string, archived: boolean) =>
  queryOptions({ queryKey: workoutKeys.list(userId, archived), queryFn: () => listWorkouts({ archived }) });

/**
 * The workouts list for whoever is looking: a client sees every workout made by or for them and
 * those of their programs; staff see theirs and their clients'; an admin sees them all (row-level
 * security decides). Archived ones only when asked for.
 */
export function useWorkouts({ archived = false }: { archived?: boolean } = {}) {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const role = useShellIdentity().userRole;
  const query = useQuery({ ...workoutsQuery(userId, archived), enabled: Boolean(userId) });
  return { ...query, userId, role };
}
