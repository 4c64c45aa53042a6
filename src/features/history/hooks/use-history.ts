import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trainingKeys } from '@/features/training';
import { amendWorkout } from '../api/amend-workout';
import { listHistory } from '../api/list-history';
import type { AmendPayload } from '../lib/edit-draft';
import { historyKeys } from '../query-keys';

export function useHistory(userId: string) {
  return useQuery({ queryKey: historyKeys.list(userId), queryFn: () => listHistory(userId), enabled: Boolean(userId) });
}

/** Saves an edit, then refreshes everything derived from the sets (History, records, charts, dashboard). */
export function useAmendWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: AmendPayload) => amendWorkout(payload),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
  });
}
