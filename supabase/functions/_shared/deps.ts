import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';

/** What every function needs from its environment; injected so the same code runs anywhere. */
export interface FunctionDeps {
  supabaseUrl: string;
  /** The service-role (secret) key. Stays on the server. */
  secretKey: string;
  /** Extra client options (the embedded backend passes an in-process fetch and a ws transport). */
  clientOptions?: SupabaseClientOptions<'public'>;
}

export function createAdminClient(deps: FunctionDeps): SupabaseClient {
  return createClient(deps.supabaseUrl, deps.secretKey, {
    ...deps.clientOptions,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
