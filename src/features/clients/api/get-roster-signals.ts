import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { rosterRowSchema, type RosterRow } from '../lib/roster-signals';

/**
 * The roster with its signals, computed in the database under the caller's row-level security
 * (a trainer's own clients, every client for an admin). `clientIds` narrows it in the database
 * (`p_client_ids`): only those clients are computed, and only the ones the caller may see come back.
 */
export async function getRosterSignals(clientIds?: readonly string[]): Promise<RosterRow[]> {
  const { data, error } = await supabase.rpc(
    'client_roster_signals',
    clientIds ? { p_client_ids: [...clientIds] } : {},
  );
  if (error) throw error;
  return z.array(rosterRowSchema).parse(data);
}
