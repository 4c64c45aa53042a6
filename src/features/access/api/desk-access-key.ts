import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { accessDeskKeys } from './desk-keys';

/** A client's check-in key as staff see it: never the secret (no API role may read that column). */
export interface ClientAccessKey {
  member_number: number;
  revoked_at: string | null;
  revoked_reason: string | null;
}

export async function getClientAccessKey(clientId: string): Promise<ClientAccessKey | null> {
  const { data, error } = await supabase
    .from('access_keys')
    .select('member_number, revoked_at, revoked_reason')
    .eq('client_id', clientId)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export const clientAccessKeyQuery = (clientId: string) =>
  queryOptions({ queryKey: accessDeskKeys.key(clientId), queryFn: () => getClientAccessKey(clientId) });

export function useClientAccessKey(clientId: string) {
  return useQuery(clientAccessKeyQuery(clientId));
}

/**
 * Revokes a client's check-in code (staff who may act for them, admins; the database checks). Their
 * phone keeps showing a code, which the desk then refuses as revoked until they renew it.
 */
export async function revokeAccessKey(clientId: string, reason: string): Promise<void> {
  const { error } = await supabase.rpc('revoke_access_key', { p_client_id: clientId, p_reason: reason });
  if (error) throw error;
}

export function useRevokeAccessKey(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => revokeAccessKey(clientId, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accessDeskKeys.client(clientId) }),
  });
}
