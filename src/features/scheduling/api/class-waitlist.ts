import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { schedulingKeys } from './scheduling-keys';

const entrySchema = z.object({
  id: z.string(),
  client_id: z.string(),
  seq: z.number(),
  joined_at: z.string(),
  client: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
});
export type WaitlistEntry = z.infer<typeof entrySchema>;

/** The clients waiting for a class, next first (row-level security: the class's trainer and admins). */
async function listWaitlist(sessionId: string): Promise<WaitlistEntry[]> {
  const { data, error } = await supabase
    .from('waitlist_entries')
    .select('id, client_id, seq, joined_at, client:users!waitlist_entries_client_id_fkey ( first_name, last_name )')
    .eq('session_id', sessionId)
    .eq('status', 'waiting')
    .order('seq')
    .limit(500);
  if (error) throw error;
  return z.array(entrySchema).parse(data);
}

export const classWaitlistOptions = (sessionId: string) =>
  queryOptions({ queryKey: schedulingKeys.waitlist(sessionId), queryFn: () => listWaitlist(sessionId) });

export const useClassWaitlist = (sessionId: string, enabled = true) =>
  useQuery({ ...classWaitlistOptions(sessionId), enabled });
