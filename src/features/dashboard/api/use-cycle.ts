import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getCycleEntries } from './get-cycle-entries';
import { logPeriodStart } from './log-period-start';
import { dashboardKeys } from './query-keys';

export function useCycleEntries(userId: string, enabled: boolean) {
  return useQuery({ queryKey: dashboardKeys.cycle(userId), queryFn: () => getCycleEntries(userId), enabled });
}

export function useLogPeriodStart(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (periodStart: string) => logPeriodStart(userId, periodStart),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.cycle(userId) }),
  });
}
