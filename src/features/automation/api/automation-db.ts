import type { SupabaseClient } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';

/**
 * The automation tables and RPCs (issue 31's contract, built by the runner's branch) are not in the
 * generated types yet, so their calls go through this untyped view of the same client and every
 * answer is checked with zod (`lib/flow-schemas.ts`) before the screens see it.
 */
export const automationDb = supabase as unknown as SupabaseClient;
