import { supabase } from '@/lib/supabase';

/**
 * The client's programs (active and past) with their weeks: start, length, deloads and per-week
 * overrides, so each logged workout can be compared with the week it was done in.
 */
export async function listProgramWeeks(clientId: string) {
  const { data, error } = await supabase
    .from('programs')
    .select(
      'id, start_date, created_at, duration_weeks, deload_weeks, deload_percent, deload_target, program_workouts ( workout_id ), program_week_prescriptions ( week_number, workout_exercise_id, sets, reps, weight_kg, percent_e1rm, rpe, note )',
    )
    .eq('client_id', clientId)
    .order('created_at', { ascending: false })
    .limit(50);
  if (error) throw error;
  return data;
}

export type ProgramWeeksRow = Awaited<ReturnType<typeof listProgramWeeks>>[number];
