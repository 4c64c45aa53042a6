import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { supabase } from '@/lib/supabase';
import { coachKeys } from './query-keys';

export type CoachedClient = Pick<Tables<'users'>, 'id' | 'name' | 'first_name' | 'last_name' | 'email'>;

/**
 * A coach's clients, every one of them (read page by page, never cut at a row cap): a trainer's own
 * active clients, or every active client for an admin (`everyClient`). The database checks the same
 * rule when a program is assigned or a draft is made for one of them. The programs' assign dialogs
 * and the AI trainer's client choice both read this list.
 */
export async function listCoachedClients(coachId: string, everyClient: boolean): Promise<CoachedClient[]> {
  return fetchAllPages((from, to) => {
    let query = supabase
      .from('users')
      .select('id, name, first_name, last_name, email')
      .eq('role', 'client')
      .eq('status', 'active');
    if (!everyClient) query = query.eq('assigned_to', coachId);
    return query.order('first_name').order('last_name').order('id').range(from, to);
  });
}

export const coachedClientsQuery = (coachId: string, everyClient: boolean) =>
  queryOptions({
    queryKey: coachKeys.clients(coachId, everyClient),
    queryFn: () => listCoachedClients(coachId, everyClient),
  });

/** `enabled` lets a dialog read the list only once it opens. */
export function useCoachedClients(coachId: string, everyClient: boolean, enabled = true) {
  return useQuery({ ...coachedClientsQuery(coachId, everyClient), enabled: enabled && Boolean(coachId) });
}
