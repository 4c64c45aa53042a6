import {
  basePrescriptionOf,
  percentOfMax,
  roundToPlates,
  weekPrescription,
  type ExerciseBests,
  type ProgramWeekPlan,
  type WorkoutWithExercises,
} from '@/features/training';
import type { WeightUnit } from '@/lib/units';
import type { ExerciseWeek } from './session-schema';

/**
 * This week's prescription applied to the planned workout before the session is built
 * (docs/programs.md, "Weeks"): sets, reps and weight replaced where the week says so. A percentage
 * of the estimated one-rep max becomes a weight from the client's history (their best e1RM of the
 * exercise), rounded to 2.5 kg / 5 lb in their unit; with no history the weight is left empty and
 * the card says why. A deloaded weight is rounded the same way.
 */
export function applyProgramWeek(
  workout: WorkoutWithExercises,
  plan: ProgramWeekPlan,
  bests: Record<string, ExerciseBests>,
  unit: WeightUnit,
): { workout: WorkoutWithExercises; weeks: Record<string, ExerciseWeek> } {
  const weeks: Record<string, ExerciseWeek> = {};
  const deload = plan.week.deload ? plan.deload : { ...plan.deload, weeks: [] };
  const workoutExercises = workout.workout_exercises.map((planned) => {
    const overrides = plan.overrides.get(planned.id);
    if (!overrides && !plan.week.deload) return planned;
    if (planned.is_time_based) return planned;
    const week = weekPrescription(basePrescriptionOf(planned), overrides ?? new Map(), plan.week.week, deload);
    const e1rm = bests[planned.exercise_id]?.bestOneRepMax || null;
    const weight =
      week.percentE1rm !== null
        ? percentOfMax(week.percentE1rm, e1rm, unit)
        : week.weightKg !== null && week.deloaded
          ? roundToPlates(week.weightKg, unit)
          : week.weightKg;
    weeks[planned.id] = {
      rpe: week.rpe,
      percentE1rm: week.percentE1rm,
      e1rmKg: week.percentE1rm !== null ? e1rm : null,
      note: week.note,
    };
    const reps = week.reps !== null ? { rep_single: week.reps, rep_is_range: false } : {};
    return { ...planned, ...reps, sets: week.sets, weight };
  });
  return { workout: { ...workout, workout_exercises: workoutExercises }, weeks };
}

/** The card's line for the week: "RPE 8 · 75% of your e1RM (140 kg)" or the no-history fallback. */
export function describeExerciseWeek(week: ExerciseWeek, formatKg: (kg: number) => string): string | null {
  const parts: string[] = [];
  if (week.percentE1rm !== null) {
    parts.push(
      week.e1rmKg !== null
        ? `${week.percentE1rm}% of your estimated max (${formatKg(week.e1rmKg)})`
        : `${week.percentE1rm}% of your estimated max: no history for this exercise yet, so pick a weight you can lift with good form`,
    );
  }
  if (week.rpe !== null) parts.push(`RPE ${week.rpe}`);
  if (week.note) parts.push(week.note);
  return parts.length > 0 ? parts.join(' · ') : null;
}
