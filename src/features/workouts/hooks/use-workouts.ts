import { useQuery } from '@tanstack/react-query';
import { useAuthStore, useShellIdentity } from '@/features/auth';
import { listWorkouts } from '../api/list-workouts';

/**
 * The workouts list for whoever is looking: a client sees every workout made by or for them and
 * those of their programs; a trainer sees the workouts they made; an admin sees them all.
 */
export function useWorkouts() {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const role = useShellIdentity().userRole;
  const createdBy = role === 'staff' ? userId : undefined;
  const query = useQuery({
    queryKey: ['workouts', 'list', userId, createdBy ?? 'visible'],
    queryFn: () => listWorkouts({ createdBy }),
    enabled: Boolean(userId),
  });
  return { ...query, userId, role };
}
