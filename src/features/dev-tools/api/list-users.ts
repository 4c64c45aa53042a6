import { z } from 'zod';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { supabase } from '@/lib/supabase';
import { MANAGED_USER_COLUMNS, managedUserSchema, type ManagedUser } from '../lib/managed-user';

/** Every account, newest first, read page by page past the server's row cap. */
export async function listUsers(): Promise<ManagedUser[]> {
  const rows = await fetchAllPages((from, to) =>
    supabase
      .from('users')
      .select(MANAGED_USER_COLUMNS)
      .order('created_at', { ascending: false })
      .order('id')
      .range(from, to),
  );
  // The role columns are text with check constraints, so the generated types say `string`; zod
  // narrows them to the values the constraints allow.
  return z.array(managedUserSchema).parse(rows);
}
