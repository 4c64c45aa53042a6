import { supabase } from '@/lib/supabase';

export async function deleteUser(userId: string): Promise<void> {
  const { error } = await supabase.functions.invoke('delete-user', { body: { userId } });
  if (error) throw error;
}
