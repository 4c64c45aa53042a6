import { useAuthStore, selectIsAdmin } from '@/features/auth';
import { useAssignProgram as useTrainingAssignProgram, useCoachedClients } from '@/features/training';
import { useRefreshPrograms } from './refresh-programs';

/**
 * Assigning lives in the training feature (public.assign_program, also used from a client's
 * profile); from a program, its lists read fresh too.
 */
export function useAssignProgram() {
  const refresh = useRefreshPrograms();
  return useTrainingAssignProgram(refresh);
}

/** A trainer's own clients; every client for an admin (the real role, not a Dev Tools preview). */
export function useAssignableClients(enabled = true) {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const isAdmin = useAuthStore(selectIsAdmin);
  return useCoachedClients(userId, isAdmin, enabled);
}
