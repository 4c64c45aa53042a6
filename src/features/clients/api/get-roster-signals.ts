import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { rosterRowSchema, type RosterRow } from '../lib/roster-signals';

/**
 * The roster with its signals, computed in the database under the caller's row-level security
 * (a trainer's own clients, every client for an admin). `clientId` narrows it to one client.
 */
export async function getRosterSignals(clientId?: string): Promise<RosterRow[]> {
  let query = supabase.rpc('client_roster_signals');
  if (clientId) query = query.eq('client_id', clientId);
  const { data, error } = await query;
  if (error) throw error;
  return z.array(rosterRowSchema).parse(data);
}
