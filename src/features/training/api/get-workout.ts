import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { isUuid } from '@/lib/uuid';
import { trainingKeys } from './query-keys';

const WORKOUT_SELECT = `
  id, name, description, is_ai_generated, muscle_groups, workout_type, difficulty, estimated_duration, equipment, created_by, client_id,
  workout_exercises (
    id, exercise_id, order, sets, rep_single, rep_min, rep_max, rep_is_range, is_time_based, duration, weight, rest_time, tempo, notes, group_key,
    exercise:exercises ( id, name, muscle_groups, secondary_muscles, equipment, category, thumbnail_url, images )
  )
`;

/** A workout with its exercises in order (null when it does not exist or is not visible). */
export async function getWorkout(workoutId: string) {
  const { data, error } = await supabase.from('workouts').select(WORKOUT_SELECT).eq('id', workoutId).maybeSingle();
  if (error) throw error;
  if (!data) return null;
  return { ...data, workout_exercises: [...data.workout_exercises].sort((a, b) => a.order - b.order) };
}

export type WorkoutWithExercises = NonNullable<Awaited<ReturnType<typeof getWorkout>>>;
export type PlannedExercise = WorkoutWithExercises['workout_exercises'][number];

/** A workout with its exercises; an id that is not a uuid is simply not found (null). */
export const workoutQuery = (workoutId: string) =>
  queryOptions({
    queryKey: trainingKeys.workout(workoutId),
    queryFn: () => (isUuid(workoutId) ? getWorkout(workoutId) : null),
  });

export function useWorkout(workoutId: string) {
  return useQuery(workoutQuery(workoutId));
}
