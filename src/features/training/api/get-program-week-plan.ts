import { supabase } from '@/lib/supabase';
import { programStartKey } from '../lib/todays-workout';
import { programWeek, type DeloadPlan, type ProgramWeek, type WeekOverride } from '../lib/program-weeks';

/** A client's week in their active program, and the overrides up to it (a deload reads the week before). */
export interface ProgramWeekPlan {
  programId: string;
  week: ProgramWeek;
  deload: DeloadPlan;
  /** By planned exercise (workout_exercises.id), then by week. */
  overrides: Map<string, Map<number, WeekOverride>>;
}

/**
 * The week of the client's active program that `todayKey` falls in, with its overrides, when
 * `workoutId` is one of that program's workouts; null otherwise (a workout outside the program is
 * logged as written). Read through row-level security as the client.
 */
export async function getProgramWeekPlan(
  clientId: string,
  workoutId: string,
  todayKey: string,
  timeZone?: string,
): Promise<ProgramWeekPlan | null> {
  const { data: program, error } = await supabase
    .from('programs')
    .select(
      'id, start_date, created_at, duration_weeks, deload_weeks, deload_percent, deload_target, program_workouts ( workout_id )',
    )
    .eq('client_id', clientId)
    .eq('status', 'active')
    .order('created_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) throw error;
  if (!program || !program.program_workouts.some((entry) => entry.workout_id === workoutId)) return null;
  const deload: DeloadPlan = {
    weeks: program.deload_weeks,
    percent: program.deload_percent,
    target: program.deload_target === 'volume' ? 'volume' : 'weight',
  };
  const week = programWeek(programStartKey(program, timeZone), todayKey, program.duration_weeks, deload);
  const { data: rows, error: rowsError } = await supabase
    .from('program_week_prescriptions')
    .select('week_number, workout_exercise_id, sets, reps, weight_kg, percent_e1rm, rpe, note')
    .eq('program_id', program.id)
    .lte('week_number', week.week);
  if (rowsError) throw rowsError;
  const overrides = new Map<string, Map<number, WeekOverride>>();
  for (const row of rows) {
    const byWeek = overrides.get(row.workout_exercise_id) ?? new Map<number, WeekOverride>();
    byWeek.set(row.week_number, {
      sets: row.sets,
      reps: row.reps,
      weightKg: row.weight_kg,
      percentE1rm: row.percent_e1rm,
      rpe: row.rpe,
      note: row.note,
    });
    overrides.set(row.workout_exercise_id, byWeek);
  }
  return { programId: program.id, week, deload, overrides };
}
