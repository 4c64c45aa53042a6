import type { SupabaseClient } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';

// TEMPORARY until the payments core's generated types are merged: the payments tables and functions
// are not in `Database` yet. Every read through it is parsed with zod (client-money-rows.ts).
export const paymentsDb = supabase as unknown as SupabaseClient;
