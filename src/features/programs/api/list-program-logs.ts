import { useQuery } from '@tanstack/react-query';
import { recentLogsQuery } from '@/features/training';

/** Enough recent logs to find the last workout of a rotation and every session of this week. */
const PROGRESS_LOGS = 30;

/** The logs of the program's client (the signed-in client, or a trainer's client) for "where they are". */
export function useProgramLogs(clientId: string | null) {
  return useQuery({ ...recentLogsQuery(clientId ?? '', PROGRESS_LOGS), enabled: Boolean(clientId) });
}
