import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { schedulingKeys } from './scheduling-keys';

export interface Blockout {
  id: string;
  startsAt: string;
  endsAt: string;
  reason: string;
}

/** A trainer's time away from now on (holidays, sick days), soonest first. */
async function getUpcomingBlockouts(trainerId: string): Promise<Blockout[]> {
  const { data, error } = await supabase
    .from('trainer_blockouts')
    .select('id, starts_at, ends_at, reason')
    .eq('trainer_id', trainerId)
    .gte('ends_at', new Date().toISOString())
    .order('starts_at')
    .limit(200);
  if (error) throw error;
  return data.map((row) => ({ id: row.id, startsAt: row.starts_at, endsAt: row.ends_at, reason: row.reason }));
}

export const timeOffOptions = (trainerId: string) =>
  queryOptions({ queryKey: schedulingKeys.timeOff(trainerId), queryFn: () => getUpcomingBlockouts(trainerId) });

export const useTimeOff = (trainerId: string | null) =>
  useQuery({ ...timeOffOptions(trainerId ?? ''), enabled: Boolean(trainerId) });

interface NewBlockout {
  /** Made on the device: sending it twice adds one period. */
  id: string;
  trainerId: string;
  startsAt: number;
  endsAt: number;
  reason: string;
}

async function addBlockout(blockout: NewBlockout): Promise<void> {
  const { error } = await supabase.from('trainer_blockouts').upsert(
    {
      id: blockout.id,
      trainer_id: blockout.trainerId,
      starts_at: new Date(blockout.startsAt).toISOString(),
      ends_at: new Date(blockout.endsAt).toISOString(),
      reason: blockout.reason,
    },
    { onConflict: 'id', ignoreDuplicates: true },
  );
  if (error) throw error;
}

async function removeBlockout({ id }: { id: string; trainerId: string }): Promise<void> {
  const { error } = await supabase.from('trainer_blockouts').delete().eq('id', id);
  if (error) throw error;
}

function useTimeOffMutation<T extends { trainerId: string }>(run: (input: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: (_result, _error, { trainerId }) =>
      queryClient.invalidateQueries({ queryKey: timeOffOptions(trainerId).queryKey }),
  });
}

export const useAddBlockout = () => useTimeOffMutation(addBlockout);
export const useRemoveBlockout = () => useTimeOffMutation(removeBlockout);
