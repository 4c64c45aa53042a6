import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { isUuid } from '@/lib/uuid';
import { exerciseKeys } from './query-keys';

export type Exercise = Pick<
  Tables<'exercises'>,
  | 'id'
  | 'name'
  | 'description'
  | 'instructions'
  | 'muscle_groups'
  | 'secondary_muscles'
  | 'equipment'
  | 'category'
  | 'level'
  | 'mechanic'
  | 'force'
  | 'thumbnail_url'
  | 'images'
  | 'demo_video_url'
  | 'is_active'
  | 'created_by'
  | 'aliases'
>;

/** One exercise with its instructions (null when it does not exist or is not visible). */
export async function getExercise(exerciseId: string): Promise<Exercise | null> {
  const { data, error } = await supabase
    .from('exercises')
    .select(
      'id, name, description, instructions, muscle_groups, secondary_muscles, equipment, category, level, mechanic, force, thumbnail_url, images, demo_video_url, is_active, created_by, aliases',
    )
    .eq('id', exerciseId)
    .maybeSingle();
  if (error) throw error;
  return data;
}

/** An id that is not a uuid is simply not found (null). Exercises change rarely: an hour fresh. */
export const exerciseQuery = (exerciseId: string) =>
  queryOptions({
    queryKey: exerciseKeys.detail(exerciseId),
    queryFn: () => (isUuid(exerciseId) ? getExercise(exerciseId) : null),
    staleTime: 60 * 60 * 1000,
  });

export function useExercise(exerciseId: string) {
  return useQuery(exerciseQuery(exerciseId));
}
