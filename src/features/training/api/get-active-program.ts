import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { trainingKeys } from './query-keys';

const ACTIVE_PROGRAM_SELECT = `
  id, name, description, status, flex_schedule, starting_workout_index, difficulty, goals, duration_weeks, start_date, created_at, deload_weeks, deload_percent, deload_target,
  program_workouts (
    id, workout_id, position, day_of_week, notes,
    workout:workouts (
      id, name, description, muscle_groups, difficulty, estimated_duration, workout_type, equipment,
      workout_exercises ( rep_single, rep_min, rep_max, rep_is_range, rest_time )
    )
  )
`;

/**
 * The client's active program (newest if several), with its workouts in schedule order. Each
 * workout carries its exercises' rep and rest targets (a few numbers), so today's card can
 * summarise it without a second round trip for the workout.
 */
export async function getActiveProgram(clientId: string) {
  const { data, error } = await supabase
    .from('programs')
    .select(ACTIVE_PROGRAM_SELECT)
    .eq('client_id', clientId)
    .eq('status', 'active')
    .order('created_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  return { ...data, program_workouts: [...data.program_workouts].sort((a, b) => a.position - b.position) };
}

export type ActiveProgram = NonNullable<Awaited<ReturnType<typeof getActiveProgram>>>;

export const activeProgramQuery = (clientId: string) =>
  queryOptions({ queryKey: trainingKeys.activeProgram(clientId), queryFn: () => getActiveProgram(clientId) });
