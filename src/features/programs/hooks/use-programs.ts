import { useQuery } from '@tanstack/react-query';
import { getRecentLogs, trainingKeys } from '@/features/training';
import { useAuthStore, useShellIdentity } from '@/features/auth';
import { isUuid } from '@/lib/uuid';
import { getProgram } from '../api/get-program';
import { listPrograms, type ProgramScope } from '../api/list-programs';

/** Enough recent logs to find the last workout of a rotation and every session of this week. */
const PROGRESS_LOGS = 30;

export function usePrograms() {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const role = useShellIdentity().userRole;
  const scope: ProgramScope = role === 'client' ? { clientId: userId } : { all: true };
  const query = useQuery({
    queryKey: ['programs', 'list', role, userId],
    queryFn: () => listPrograms(scope),
    enabled: Boolean(userId),
  });
  return { ...query, role };
}

export function useProgram(programId: string) {
  return useQuery({
    queryKey: ['programs', 'detail', programId],
    queryFn: () => (isUuid(programId) ? getProgram(programId) : null),
  });
}

/** The logs of the program's client (the signed-in client, or a trainer's client) for "where they are". */
export function useProgramLogs(clientId: string | null) {
  return useQuery({
    queryKey: [...trainingKeys.recentLogs(clientId ?? ''), PROGRESS_LOGS],
    queryFn: () => getRecentLogs(clientId ?? '', PROGRESS_LOGS),
    enabled: Boolean(clientId),
  });
}
