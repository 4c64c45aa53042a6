import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';

/** What every function needs from its environment; injected so the same code runs anywhere. */
export interface FunctionDeps {
  supabaseUrl: string;
  /** The service-role (secret) key. Stays on the server. */
  secretKey: string;
  /** The project's publishable (anon) key: clients that act as the caller send it with the caller's token. */
  publishableKey?: string;
  /** Extra client options (the embedded backend passes an in-process fetch and a ws transport). */
  clientOptions?: SupabaseClientOptions<'public'>;
  /** The function's other environment (the AI provider settings); unset means none configured. */
  env?: (name: string) => string | undefined;
  /**
   * The embedded backend's console: messages a hosted project would send (an invitation's email or
   * SMS) are printed here instead. Unset on a hosted project.
   */
  log?: (line: string) => void;
}

/** The service-role client, typed with the schema (supabase/functions/_shared/database.types.ts). */
export type AdminClient = SupabaseClient<Database>;

export function createAdminClient(deps: FunctionDeps): AdminClient {
  return createClient<Database>(deps.supabaseUrl, deps.secretKey, {
    ...deps.clientOptions,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
