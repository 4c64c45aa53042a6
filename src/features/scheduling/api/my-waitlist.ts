import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { schedulingKeys } from './scheduling-keys';

const entrySchema = z.object({
  id: z.string(),
  session_id: z.string(),
  session: z.object({
    starts_at: z.string(),
    ends_at: z.string(),
    service: z.object({ name: z.string(), colour: z.string() }),
  }),
});
export type WaitlistPlace = z.infer<typeof entrySchema>;

/** The classes a client is waiting for (places still waiting, coming classes only), soonest first. */
async function listMyWaitlist(clientId: string): Promise<WaitlistPlace[]> {
  const { data, error } = await supabase
    .from('waitlist_entries')
    .select('id, session_id, session:service_sessions!inner ( starts_at, ends_at, service:services ( name, colour ) )')
    .eq('client_id', clientId)
    .eq('status', 'waiting')
    .gt('session.starts_at', new Date().toISOString());
  if (error) throw error;
  return z
    .array(entrySchema)
    .parse(data)
    .sort((a, b) => Date.parse(a.session.starts_at) - Date.parse(b.session.starts_at));
}

export const myWaitlistOptions = (clientId: string) =>
  queryOptions({ queryKey: schedulingKeys.myWaitlist(clientId), queryFn: () => listMyWaitlist(clientId) });

export const useMyWaitlist = (clientId: string | null) =>
  useQuery({ ...myWaitlistOptions(clientId ?? ''), enabled: Boolean(clientId) });
