import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { MANAGED_USER_COLUMNS, managedUserSchema, type ManagedUser } from '../lib/managed-user';

export async function listUsers(): Promise<ManagedUser[]> {
  const { data, error } = await supabase.from('users').select(MANAGED_USER_COLUMNS).order('created_at', { ascending: false });
  if (error) throw error;
  return z.array(managedUserSchema).parse(data);
}
