import { functionErrorMessage } from '@/lib/function-error';
import { supabase } from '@/lib/supabase';
import type { NewAccount } from '../lib/new-account';

/**
 * Creates a client or a trainer through the create-user function, which checks the caller: staff
 * may create only clients, assigned to themselves and active; admins anyone, with any trainer.
 */
export async function createAccount(account: NewAccount): Promise<void> {
  const { error } = await supabase.functions.invoke('create-user', { body: account });
  if (error) throw new Error((await functionErrorMessage(error)) ?? error.message);
}
