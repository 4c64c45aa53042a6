import { createClient } from '@supabase/supabase-js';
import type { Database } from './database.types';
import { supabaseAnonKey, supabaseUrl } from './env';
import { createFetchWithTimeout } from './fetch-with-timeout';
import { SESSION_STORAGE_KEY } from './session-key';

/**
 * The one Supabase client of the app. Every request (auth, data, functions) goes through the
 * time-out wrapper, so a dead gym connection ends in a clear message instead of a spinner.
 */
export const supabase = createClient<Database>(supabaseUrl, supabaseAnonKey, {
  global: { fetch: createFetchWithTimeout() },
  auth: { storageKey: SESSION_STORAGE_KEY, persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
});
