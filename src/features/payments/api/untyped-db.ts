import type { SupabaseClient } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';

/**
 * The payments tables are not in the generated types until the core lands on main; until then the
 * client's payments reads go through this untyped view of the same client (removed at the merge).
 */
export const db = supabase as unknown as SupabaseClient;
