import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { TrainerTask } from '../lib/flow-types';
import { TASK_COLUMNS } from './automation-columns';
import { automationKeys } from './query-keys';

/** A trainer's open tasks (made by a flow's task step), soonest first, and the ones done in the last week. */
async function listTrainerTasks(trainerId: string): Promise<TrainerTask[]> {
  const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
  const { data, error } = await supabase
    .from('trainer_tasks')
    .select(TASK_COLUMNS)
    .eq('trainer_id', trainerId)
    .or(`done_at.is.null,done_at.gt.${weekAgo}`)
    .order('due_at', { nullsFirst: false })
    .order('id')
    .limit(200);
  if (error) throw error;
  return data.map(({ client, ...task }) => ({
    ...task,
    client_name: client ? `${client.first_name} ${client.last_name}`.trim() : '',
  }));
}

async function setTaskDone({ id, done }: { id: string; done: boolean }) {
  const { error } = await supabase
    .from('trainer_tasks')
    .update({ done_at: done ? new Date().toISOString() : null })
    .eq('id', id);
  if (error) throw error;
}

export const trainerTasksQuery = (trainerId: string) =>
  queryOptions({ queryKey: automationKeys.tasks(trainerId), queryFn: () => listTrainerTasks(trainerId) });

export const useTrainerTasks = (trainerId: string) =>
  useQuery({ ...trainerTasksQuery(trainerId), enabled: Boolean(trainerId) });

export function useSetTaskDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTaskDone,
    onSettled: () => queryClient.invalidateQueries({ queryKey: automationKeys.allTasks() }),
  });
}
