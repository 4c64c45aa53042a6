import { createClient } from '@supabase/supabase-js';
import type { Database } from './database.types';
import { supabaseAnonKey, supabaseUrl } from './env';
import { createFetchWithTimeout } from './fetch-with-timeout';
import { heldFetch } from './request-gate';
import { SESSION_STORAGE_KEY } from './session-key';

/**
 * The one Supabase client of the app. Every request (auth, data, functions) goes through the
 * time-out wrapper, so a dead gym connection ends in a clear message instead of a spinner, and
 * waits while the first screen is drawn from the device (`request-gate.ts`; its time-out starts
 * when it is sent).
 */
export const supabase = createClient<Database>(supabaseUrl, supabaseAnonKey, {
  global: { fetch: heldFetch(createFetchWithTimeout()) },
  auth: { storageKey: SESSION_STORAGE_KEY, persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
});
