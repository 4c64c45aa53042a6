import type { PostgrestError } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';

type AccessRpc = 'my_access_key' | 'renew_access_key' | 'access_status';

/**
 * Calls one of the access functions; each returns jsonb, whose shape is the contract's
 * (docs/access.md) and is parsed by the caller with zod, so the answer is typed `unknown` here.
 */
export async function callAccessRpc(name: AccessRpc): Promise<unknown> {
  const rpc = supabase.rpc.bind(supabase) as unknown as (
    fn: AccessRpc,
  ) => PromiseLike<{ data: unknown; error: PostgrestError | null }>;
  const { data, error } = await rpc(name);
  if (error) throw error;
  return data;
}
