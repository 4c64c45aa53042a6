import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { isUuid } from '@/lib/uuid';
import { programKeys } from './query-keys';

const PROGRAM_SELECT = `
  id, name, description, status, flex_schedule, starting_workout_index, difficulty, goals, training_styles, duration_weeks, start_date, client_id, created_by, created_at, updated_at, source_program_id, deload_weeks, deload_percent, deload_target,
  program_week_prescriptions ( week_number, workout_exercise_id, sets, reps, weight_kg, percent_e1rm, rpe, note, workout_exercise:workout_exercises ( workout_id ) ),
  client:users!programs_client_id_fkey ( id, first_name, last_name, email ),
  program_workouts (
    id, workout_id, position, day_of_week, notes,
    workout:workouts ( id, name, muscle_groups, estimated_duration, difficulty )
  )
`;

/** A program with its workouts in schedule order (null when it does not exist or is not visible). */
export async function getProgram(programId: string) {
  const { data, error } = await supabase.from('programs').select(PROGRAM_SELECT).eq('id', programId).maybeSingle();
  if (error) throw error;
  if (!data) return null;
  return { ...data, program_workouts: [...data.program_workouts].sort((a, b) => a.position - b.position) };
}

export type ProgramDetail = NonNullable<Awaited<ReturnType<typeof getProgram>>>;
export type ProgramEntry = ProgramDetail['program_workouts'][number];

/** An id that is not a uuid is simply not found (null). */
export const programQuery = (programId: string) =>
  queryOptions({
    queryKey: programKeys.detail(programId),
    queryFn: () => (isUuid(programId) ? getProgram(programId) : null),
  });

export function useProgram(programId: string) {
  return useQuery(programQuery(programId));
}
