import {
  programStartKey,
  programWeek,
  programWeekLabel,
  roundToPlates,
  weekPrescription,
  type DeloadPlan,
  type WeekOverride,
} from '@/features/training';
import type { PrescribedExercise } from './prescription';

/** A client's program as the comparison needs it (api/list-program-weeks.ts). */
export interface ProgramWeeks {
  id: string;
  start_date: string | null;
  created_at: string;
  duration_weeks: number | null;
  deload_weeks: number[];
  deload_percent: number;
  deload_target: string;
  program_workouts: { workout_id: string }[];
  program_week_prescriptions: {
    week_number: number;
    workout_exercise_id: string;
    sets: number | null;
    reps: number | null;
    weight_kg: number | null;
    percent_e1rm: number | null;
    rpe: number | null;
    note: string | null;
  }[];
}

export interface LogWeek {
  label: string;
  /** The workout's prescription that week, exercise by exercise. */
  prescribe: (p: PrescribedExercise) => PrescribedExercise;
}

/**
 * The program week a workout logged on `day` (the client's YYYY-MM-DD) belongs to: the newest
 * program holding its workout that had started by then. Null outside any program, or for a program
 * that never varies by week (no overrides, no deloads), whose plan is the workout itself.
 */
export function weekOfLog(programs: ProgramWeeks[], workoutId: string | null, day: string): LogWeek | null {
  if (!workoutId) return null;
  const program = programs
    .filter((p) => p.program_workouts.some((entry) => entry.workout_id === workoutId))
    .filter((p) => (programStartKey(p) ?? '') <= day)
    .sort((a, b) => (programStartKey(b) ?? '').localeCompare(programStartKey(a) ?? ''))[0];
  if (!program || (program.program_week_prescriptions.length === 0 && program.deload_weeks.length === 0)) return null;
  const deload: DeloadPlan = {
    weeks: program.deload_weeks,
    percent: program.deload_percent,
    target: program.deload_target === 'volume' ? 'volume' : 'weight',
  };
  const week = programWeek(programStartKey(program), day, program.duration_weeks, deload);
  const overrides = new Map<string, Map<number, WeekOverride>>();
  for (const row of program.program_week_prescriptions) {
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
  return {
    label: programWeekLabel(week),
    prescribe: (p) => {
      if (p.isTimeBased) return p;
      const range = p.repIsRange && p.repMin !== null && p.repMax !== null;
      const base = {
        sets: p.sets,
        reps: range ? null : (p.repSingle ?? p.repMin ?? p.repMax),
        repMin: range ? p.repMin : null,
        repMax: range ? p.repMax : null,
        weightKg: p.weight,
      };
      const w = weekPrescription(base, overrides.get(p.id) ?? new Map(), week.week, deload);
      return {
        ...p,
        sets: w.sets,
        ...(w.reps !== null && { repSingle: w.reps, repIsRange: false }),
        // A deloaded load as the logger prefills it: to the plate (kg here; the coach reads one unit).
        weight: w.weightKg !== null && w.deloaded ? roundToPlates(w.weightKg, 'kg') : w.weightKg,
        percentE1rm: w.percentE1rm,
        rpe: w.rpe,
      };
    },
  };
}
