import { supabase } from '@/lib/supabase';
import type { toCreateUserRequest } from '../lib/create-user-form';
import { functionErrorMessage } from './function-error';

export async function createUser(body: ReturnType<typeof toCreateUserRequest>): Promise<void> {
  const { error } = await supabase.functions.invoke('create-user', { body });
  if (error) throw new Error((await functionErrorMessage(error)) ?? error.message);
}
