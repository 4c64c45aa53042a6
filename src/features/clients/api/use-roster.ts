import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@/features/auth';
import { createAccount } from './create-account';
import { getRosterSignals } from './get-roster-signals';
import { listTrainers } from './list-trainers';
import { moveClients } from './move-clients';
import { setClientArchived } from './set-client-archived';
import { setTrainerActive } from './set-trainer-active';
import type { NewAccount } from '../lib/new-account';
import { clientsKeys } from './query-keys';

/** Who is signed in, as the database sees them (previews of Dev Tools do not widen access). */
export function useCoachIdentity() {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const isAdmin = useAuthStore((state) => state.userRole === 'admin');
  return { userId, isAdmin };
}

export function useRoster() {
  const { userId } = useCoachIdentity();
  return useQuery({
    queryKey: clientsKeys.roster(userId),
    queryFn: () => getRosterSignals(),
    enabled: Boolean(userId),
  });
}

export function useClientSignals(clientId: string) {
  return useQuery({
    queryKey: clientsKeys.signals(clientId),
    queryFn: async () => (await getRosterSignals([clientId]))[0] ?? null,
    enabled: Boolean(clientId),
  });
}

export function useTrainers(enabled: boolean) {
  return useQuery({ queryKey: clientsKeys.trainers, queryFn: listTrainers, enabled });
}

function useInvalidatingMutation<T>(run: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // Assignments and statuses change what other screens show too (program pickers, profiles).
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export const useCreateAccount = () => useInvalidatingMutation((account: NewAccount) => createAccount(account));
export const useArchiveClient = () =>
  useInvalidatingMutation(({ clientId, archived }: { clientId: string; archived: boolean }) =>
    setClientArchived(clientId, archived),
  );
export const useMoveClients = () =>
  useInvalidatingMutation(({ clientIds, trainerId }: { clientIds: string[]; trainerId: string }) =>
    moveClients(clientIds, trainerId),
  );
export const useSetTrainerActive = () =>
  useInvalidatingMutation(({ trainerId, active }: { trainerId: string; active: boolean }) =>
    setTrainerActive(trainerId, active),
  );
