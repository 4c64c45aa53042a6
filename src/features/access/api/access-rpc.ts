import { supabase } from '@/lib/supabase';

/**
 * Calls one of the signed-in client's access functions (no arguments: each acts for the caller).
 * They return jsonb, whose shape is the contract's (docs/access.md), parsed by the caller with zod.
 */
export async function callRpc(name: 'my_access_key' | 'renew_access_key' | 'access_status'): Promise<unknown> {
  const { data, error } = await supabase.rpc(name);
  if (error) throw error;
  return data;
}
