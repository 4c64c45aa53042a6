import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { accessKeys } from './access-keys';

const checkInSchema = z.object({
  id: z.string(),
  checked_in_at: z.string(),
  method: z.enum(['qr', 'pin', 'manual']),
  overridden: z.boolean(),
  booking: z
    .object({ id: z.string(), starts_at: z.string(), service: z.object({ name: z.string() }).nullable() })
    .nullable(),
});

export type MyCheckIn = z.infer<typeof checkInSchema>;

/** The client's own check-ins, newest first, with the booking each marked attended. */
async function getMyCheckIns(userId: string): Promise<MyCheckIn[]> {
  const { data, error } = await supabase
    .from('check_ins')
    .select('id, checked_in_at, method, overridden, booking:bookings ( id, starts_at, service:services ( name ) )')
    .eq('client_id', userId)
    .order('checked_in_at', { ascending: false })
    .limit(50);
  if (error) throw error;
  return z.array(checkInSchema).parse(data);
}

export const myCheckInsQuery = (userId: string) =>
  queryOptions({ queryKey: accessKeys.checkIns(userId), queryFn: () => getMyCheckIns(userId) });

export const useMyCheckIns = (userId: string) => useQuery({ ...myCheckInsQuery(userId), enabled: Boolean(userId) });
