import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@/features/auth';
import { createAccount } from '../api/create-account';
import { getRosterSignals } from '../api/get-roster-signals';
import { listTrainers } from '../api/list-trainers';
import { moveClients } from '../api/move-clients';
import { setClientArchived } from '../api/set-client-archived';
import { setTrainerActive } from '../api/set-trainer-active';
import type { NewAccount } from '../lib/new-account';

export const clientsKeys = {
  all: ['clients'] as const,
  roster: (userId: string) => ['clients', 'roster', userId] as const,
  signals: (clientId: string) => ['clients', 'signals', clientId] as const,
  trainers: ['clients', 'trainers'] as const,
};

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
