import type { Tables } from '@/lib/database.types';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { supabase } from '@/lib/supabase';

export type AssignableClient = Pick<Tables<'users'>, 'id' | 'first_name' | 'last_name' | 'email'>;

/**
 * The clients the signed-in coach may assign a program to: a trainer's own clients, every active
 * client for an admin. The database checks the same rule when the program is assigned.
 */
export async function listAssignableClients(scope: { trainerId: string } | { all: true }): Promise<AssignableClient[]> {
  return fetchAllPages((from, to) => {
    let query = supabase
      .from('users')
      .select('id, first_name, last_name, email')
      .eq('role', 'client')
      .eq('status', 'active');
    if ('trainerId' in scope) query = query.eq('assigned_to', scope.trainerId);
    return query.order('first_name').order('last_name').order('id').range(from, to);
  });
}
