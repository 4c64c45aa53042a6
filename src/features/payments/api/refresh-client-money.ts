import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clientMoneyKeys } from './payments-keys';

/** Reads a client's money again (after a change made elsewhere, such as forgiving a booking). */
export function useRefreshClientMoney(clientId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: clientMoneyKeys.client(clientId) }),
    [queryClient, clientId],
  );
}
