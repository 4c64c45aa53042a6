import { supabase } from '@/lib/supabase';
import { accessPatch, type ManagedClientType, type ManagedRole } from '../lib/managed-user';

/** Admin only: the database refuses anyone else (RLS and a trigger). */
export async function updateUserAccess(
  userId: string,
  role: ManagedRole,
  clientType: ManagedClientType | null,
): Promise<void> {
  const { error } = await supabase.from('users').update(accessPatch(role, clientType)).eq('id', userId);
  if (error) throw error;
}
