import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@/features/auth';
import { supabase } from '@/lib/supabase';
import { onDemandKeys } from './query-keys';
import { setItemLabels } from './set-item-labels';

export interface OnDemandWorkout {
  id: string;
  workout_id: string;
  workoutName: string;
  video_resource_id: string | null;
  description: string;
  is_published: boolean;
  labelIds: string[];
}

async function listOnDemandWorkouts(): Promise<OnDemandWorkout[]> {
  const { data, error } = await supabase
    .from('on_demand_workouts')
    .select(
      'id, workout_id, video_resource_id, description, is_published, workouts(name), on_demand_item_labels(label_id)',
    )
    .order('created_at', { ascending: false })
    .order('id');
  if (error) throw error;
  return data.map(({ workouts, on_demand_item_labels: labels, ...row }) => ({
    ...row,
    workoutName: workouts?.name ?? 'Workout',
    labelIds: labels.map((label) => label.label_id),
  }));
}

/** Library workouts (not a client's own, not archived) that may be offered on demand. */
async function listLibraryWorkouts(): Promise<{ id: string; name: string }[]> {
  const { data, error } = await supabase
    .from('workouts')
    .select('id, name')
    .is('client_id', null)
    .eq('is_archived', false)
    .order('name')
    .limit(500);
  if (error) throw error;
  return data;
}

export const useOnDemandWorkouts = () =>
  useQuery(queryOptions({ queryKey: onDemandKeys.workouts(), queryFn: listOnDemandWorkouts }));
export const useLibraryWorkouts = () =>
  useQuery(queryOptions({ queryKey: onDemandKeys.libraryWorkouts(), queryFn: listLibraryWorkouts }));

export interface OnDemandWorkoutInput {
  id: string;
  workout_id: string;
  video_resource_id: string | null;
  description: string;
  labelIds: string[];
}

async function saveOnDemandWorkout({
  input,
  isNew,
  userId,
}: {
  input: OnDemandWorkoutInput;
  isNew: boolean;
  userId: string;
}) {
  const { labelIds, ...fields } = input;
  const { error } = isNew
    ? await supabase.from('on_demand_workouts').upsert({ ...fields, created_by: userId }, { onConflict: 'id' })
    : await supabase
        .from('on_demand_workouts')
        .update({ video_resource_id: fields.video_resource_id, description: fields.description })
        .eq('id', fields.id);
  if (error) throw error;
  await setItemLabels({ workout_id: fields.id }, labelIds);
}

async function setPublished({ id, published }: { id: string; published: boolean }) {
  const { error } = await supabase.from('on_demand_workouts').update({ is_published: published }).eq('id', id);
  if (error) throw error;
}

async function remove(id: string) {
  const { error } = await supabase.from('on_demand_workouts').delete().eq('id', id);
  if (error) throw error;
}

function useWorkoutMutation<T>(run: (input: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: onDemandKeys.all }),
  });
}

export const useSaveOnDemandWorkout = () => {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  return useWorkoutMutation((request: { input: OnDemandWorkoutInput; isNew: boolean }) =>
    saveOnDemandWorkout({ ...request, userId }),
  );
};
export const useSetOnDemandWorkoutPublished = () => useWorkoutMutation(setPublished);
export const useRemoveOnDemandWorkout = () => useWorkoutMutation(remove);
