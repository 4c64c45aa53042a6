import { z } from 'zod';
import {
  EMPTY_OVERRIDE,
  isEmptyOverride,
  progressWeeks,
  type BasePrescription,
  type DeloadPlan,
  type ProgressStep,
  type WeekOverride,
} from '@/features/training';

/**
 * The builder's "Weeks" (docs/programs.md): per-week overrides of the program's planned exercises
 * and its deload weeks, kept in the draft with the rest (so a reload keeps them) and saved with the
 * program (save_program's "weeks", replaced as a whole behind the program's expected_updated_at).
 * A cell is keyed by the planned exercise (workout_exercises.id) and the week; it remembers its
 * workout so a workout taken off the schedule takes its cells out of the save.
 */

export interface WeekCell extends WeekOverride {
  workoutId: string;
  workoutExerciseId: string;
  week: number;
}

export interface WeekPlan {
  deloadWeeks: number[];
  deloadPercent: number;
  deloadTarget: 'weight' | 'volume';
  cells: WeekCell[];
}

export const DELOAD_PERCENTS = [20, 30, 40, 50, 60] as const;

export function emptyWeekPlan(): WeekPlan {
  return { deloadWeeks: [], deloadPercent: 40, deloadTarget: 'weight', cells: [] };
}

export const deloadOf = (plan: WeekPlan): DeloadPlan => ({
  weeks: plan.deloadWeeks,
  percent: plan.deloadPercent,
  target: plan.deloadTarget,
});

const number = z.number().finite().nullable().catch(null);
const cell = z.object({
  workoutId: z.string().min(1),
  workoutExerciseId: z.string().min(1),
  week: z.number().int().min(1).max(104),
  sets: number,
  reps: number,
  weightKg: number,
  percentE1rm: number,
  rpe: number,
  note: z.string().nullable().catch(null),
});

/** A stored plan read back field by field; a damaged cell is dropped, not the plan. */
export function recoverWeekPlan(raw: unknown): WeekPlan {
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const empty = emptyWeekPlan();
  return {
    deloadWeeks: z
      .array(z.number().int().min(1).max(104))
      .catch([])
      .parse(record.deloadWeeks ?? []),
    deloadPercent: z
      .number()
      .int()
      .min(5)
      .max(90)
      .catch(empty.deloadPercent)
      .parse(record.deloadPercent ?? 40),
    deloadTarget: z
      .enum(['weight', 'volume'])
      .catch('weight')
      .parse(record.deloadTarget ?? 'weight'),
    cells: (Array.isArray(record.cells) ? record.cells : []).flatMap((item) => {
      const parsed = cell.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  };
}

/** One exercise's overrides by week. */
export function overridesOf(plan: WeekPlan, workoutExerciseId: string): Map<number, WeekOverride> {
  const map = new Map<number, WeekOverride>();
  for (const entry of plan.cells) {
    if (entry.workoutExerciseId !== workoutExerciseId) continue;
    const { workoutId: _w, workoutExerciseId: _e, week, ...override } = entry;
    map.set(week, override);
  }
  return map;
}

/** Sets one field of one cell (null clears it); a cell left with nothing goes. */
export function setCellField(
  plan: WeekPlan,
  at: { workoutId: string; workoutExerciseId: string; week: number },
  patch: Partial<WeekOverride>,
): WeekPlan {
  const same = (entry: WeekCell) => entry.workoutExerciseId === at.workoutExerciseId && entry.week === at.week;
  const current = plan.cells.find(same) ?? { ...EMPTY_OVERRIDE, ...at };
  const next: WeekCell = { ...current, ...patch };
  // A weight and a percentage exclude each other, as in the database.
  if (patch.weightKg != null) next.percentE1rm = null;
  if (patch.percentE1rm != null) next.weightKg = null;
  const others = plan.cells.filter((entry) => !same(entry));
  return { ...plan, cells: isEmptyOverride(next) ? others : [...others, next] };
}

export function toggleDeloadWeek(plan: WeekPlan, week: number): WeekPlan {
  const deloadWeeks = plan.deloadWeeks.includes(week)
    ? plan.deloadWeeks.filter((w) => w !== week)
    : [...plan.deloadWeeks, week].sort((a, b) => a - b);
  return { ...plan, deloadWeeks };
}

/** The "Progress" tool on some exercises: their cells from `from`+1 to `to` filled (lib/program-weeks). */
export function applyProgress(
  plan: WeekPlan,
  exercises: { workoutId: string; workoutExerciseId: string; base: BasePrescription }[],
  range: { from: number; to: number },
  step: ProgressStep,
): WeekPlan {
  let next = plan;
  for (const exercise of exercises) {
    const filled = progressWeeks(
      exercise.base,
      overridesOf(next, exercise.workoutExerciseId),
      range,
      step,
      deloadOf(next),
    );
    for (const [week, override] of filled) {
      if (week <= range.from || week > range.to) continue;
      next = setCellField(
        next,
        { workoutId: exercise.workoutId, workoutExerciseId: exercise.workoutExerciseId, week },
        override,
      );
    }
  }
  return next;
}

/** save_program's "weeks": cells of scheduled saved workouts within the program's length. */
export function weeksPayload(plan: WeekPlan, scheduledWorkoutIds: string[], durationWeeks: number | null) {
  const last = durationWeeks ?? 104;
  const scheduled = new Set(scheduledWorkoutIds);
  return {
    deload_weeks: plan.deloadWeeks.filter((week) => week <= last),
    deload_percent: plan.deloadPercent,
    deload_target: plan.deloadTarget,
    prescriptions: plan.cells
      .filter((entry) => entry.week <= last && scheduled.has(entry.workoutId) && !isEmptyOverride(entry))
      .map((entry) => ({
        week_number: entry.week,
        workout_exercise_id: entry.workoutExerciseId,
        sets: entry.sets,
        reps: entry.reps,
        weight_kg: entry.weightKg,
        percent_e1rm: entry.percentE1rm,
        rpe: entry.rpe,
        note: entry.note,
      })),
  };
}

/** A saved program's weeks as the builder's plan. */
export function weekPlanFromProgram(program: {
  deload_weeks: number[];
  deload_percent: number;
  deload_target: string;
  program_week_prescriptions: {
    week_number: number;
    workout_exercise_id: string;
    sets: number | null;
    reps: number | null;
    weight_kg: number | null;
    percent_e1rm: number | null;
    rpe: number | null;
    note: string | null;
    workout_exercise: { workout_id: string } | null;
  }[];
}): WeekPlan {
  return {
    deloadWeeks: [...program.deload_weeks].sort((a, b) => a - b),
    deloadPercent: program.deload_percent,
    deloadTarget: program.deload_target === 'volume' ? 'volume' : 'weight',
    cells: program.program_week_prescriptions.flatMap((row) =>
      row.workout_exercise
        ? [
            {
              workoutId: row.workout_exercise.workout_id,
              workoutExerciseId: row.workout_exercise_id,
              week: row.week_number,
              sets: row.sets,
              reps: row.reps,
              weightKg: row.weight_kg,
              percentE1rm: row.percent_e1rm,
              rpe: row.rpe,
              note: row.note,
            },
          ]
        : [],
    ),
  };
}
