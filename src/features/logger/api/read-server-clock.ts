import { serverClock } from '@/lib/server-clock';
import { supabase } from '@/lib/supabase';

/**
 * Reads the server's clock and keeps how far this device's clock is from it (lib/server-clock), so
 * edits made here, even offline later, are ordered by real time.
 */
export async function readServerClock(): Promise<void> {
  const sentAt = Date.now();
  const { data, error } = await supabase.rpc('server_time');
  if (error) throw error;
  serverClock.record(Number(data), sentAt, Date.now());
}
