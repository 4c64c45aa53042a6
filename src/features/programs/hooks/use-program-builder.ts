import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { selectIsAdmin, useAuthStore } from '@/features/auth';
import { trainingKeys } from '@/features/training';
import { assignProgram } from '../api/assign-program';
import { listAssignableClients } from '../api/list-assignable-clients';
import { listLibraryWorkouts } from '../api/list-library-workouts';
import { saveProgram } from '../api/save-program';
import type { SavePayload } from '../lib/program-draft';

export function useLibraryWorkouts(enabled = true) {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  return useQuery({
    queryKey: ['programs', 'library-workouts', userId],
    queryFn: listLibraryWorkouts,
    enabled: enabled && Boolean(userId),
  });
}

/** A trainer's own clients; every client for an admin (the real role, not a Dev Tools preview). */
export function useAssignableClients(enabled = true) {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const isAdmin = useAuthStore(selectIsAdmin);
  return useQuery({
    queryKey: ['programs', 'assignable-clients', userId, isAdmin],
    queryFn: () => listAssignableClients(isAdmin ? { all: true } : { trainerId: userId }),
    enabled: enabled && Boolean(userId),
  });
}

/** Program lists, details and every client's active program and today's workout read fresh afterwards. */
function useInvalidatePrograms() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['programs'] }),
      queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
    ]);
}

export function useSaveProgram() {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: (payload: SavePayload) => saveProgram(payload),
    onSuccess: () => invalidate(),
  });
}

export function useAssignProgram() {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: ({ programId, clientIds }: { programId: string; clientIds: string[] }) =>
      assignProgram(programId, clientIds),
    onSuccess: () => invalidate(),
  });
}
