import { fromKg, toKg, type WeightUnit } from '@/lib/units';
import { daysBetween } from './local-date';

/**
 * Progression week by week (docs/programs.md, "Weeks"). A program is its workouts' own plan (the
 * base week) repeated, unless the coach overrides a field for a week; a deload week lightens the
 * weight or the sets of the last training week before it. Pure: the builder, the logger, Today and
 * the coach's comparison all compute a week with these.
 */

/** A week's override of one planned exercise (program_week_prescriptions); null keeps the base. */
export interface WeekOverride {
  sets: number | null;
  reps: number | null;
  weightKg: number | null;
  percentE1rm: number | null;
  rpe: number | null;
  note: string | null;
}

export const EMPTY_OVERRIDE: WeekOverride = {
  sets: null,
  reps: null,
  weightKg: null,
  percentE1rm: null,
  rpe: null,
  note: null,
};

/** What the workout itself plans for an exercise (workout_exercises). */
export interface BasePrescription {
  sets: number;
  reps: number | null;
  repMin: number | null;
  repMax: number | null;
  weightKg: number | null;
}

/** A planned exercise's base week (a rep range stays a range until a week sets reps). */
export function basePrescriptionOf(planned: {
  sets: number;
  rep_single: number | null;
  rep_min: number | null;
  rep_max: number | null;
  rep_is_range: boolean;
  weight: number | null;
}): BasePrescription {
  const range = planned.rep_is_range && planned.rep_min !== null && planned.rep_max !== null;
  return {
    sets: planned.sets,
    reps: range ? null : (planned.rep_single ?? planned.rep_min ?? planned.rep_max),
    repMin: range ? planned.rep_min : null,
    repMax: range ? planned.rep_max : null,
    weightKg: planned.weight,
  };
}

export interface DeloadPlan {
  weeks: number[];
  /** Taken off, in percent (5 to 90). */
  percent: number;
  target: 'weight' | 'volume';
}

export const NO_DELOAD: DeloadPlan = { weeks: [], percent: 40, target: 'weight' };

/** One week's prescription of one exercise, and where each figure came from. */
export interface WeekPrescription {
  week: number;
  sets: number;
  reps: number | null;
  repMin: number | null;
  repMax: number | null;
  weightKg: number | null;
  percentE1rm: number | null;
  rpe: number | null;
  note: string | null;
  deload: boolean;
  /** Fields the coach set for this very week (the builder highlights them). */
  overridden: (keyof WeekOverride)[];
  /** The load was lightened by the deload (round it to plates when showing it). */
  deloaded: boolean;
}

const FIELDS: (keyof WeekOverride)[] = ['sets', 'reps', 'weightKg', 'percentE1rm', 'rpe', 'note'];

export function isEmptyOverride(override: WeekOverride | undefined): boolean {
  return !override || FIELDS.every((field) => override[field] === null);
}

/** Overrides of a week applied to a prescription; a weight replaces a percentage and the reverse. */
function applyOverride(from: Omit<WeekPrescription, 'overridden' | 'deloaded'>, override: WeekOverride | undefined) {
  const overridden = FIELDS.filter((field) => override && override[field] !== null);
  if (!override) return { ...from, overridden };
  const load =
    override.weightKg !== null
      ? { weightKg: override.weightKg, percentE1rm: null }
      : override.percentE1rm !== null
        ? { weightKg: null, percentE1rm: override.percentE1rm }
        : {};
  const reps = override.reps !== null ? { reps: override.reps, repMin: null, repMax: null } : {};
  return {
    ...from,
    ...load,
    ...reps,
    sets: override.sets ?? from.sets,
    rpe: override.rpe ?? from.rpe,
    note: override.note ?? from.note,
    overridden,
  };
}

/**
 * The prescription of `week` (1-based): the base with that week's overrides. A deload week starts
 * from the last training week before it (its overrides included), takes `percent` off the load
 * (weight or % of e1RM) or the sets, and then its own overrides win: a figure the coach typed for
 * the deload week is used as typed.
 */
export function weekPrescription(
  base: BasePrescription,
  overrides: ReadonlyMap<number, WeekOverride>,
  week: number,
  deload: DeloadPlan = NO_DELOAD,
): WeekPrescription {
  const start = { ...base, week, percentE1rm: null, rpe: null, note: null, deload: false };
  const isDeload = deload.weeks.includes(week);
  if (!isDeload) return { ...applyOverride(start, overrides.get(week)), deloaded: false };

  let previous = week - 1;
  while (previous >= 1 && deload.weeks.includes(previous)) previous -= 1;
  const source = previous >= 1 ? applyOverride({ ...start, week: previous }, overrides.get(previous)) : start;
  const keep = 1 - deload.percent / 100;
  const lighter =
    deload.target === 'weight'
      ? {
          weightKg: source.weightKg === null ? null : source.weightKg * keep,
          percentE1rm: source.percentE1rm === null ? null : Math.round(source.percentE1rm * keep * 10) / 10,
        }
      : { sets: Math.max(1, Math.round(source.sets * keep)) };
  const own = overrides.get(week);
  const result = applyOverride({ ...source, ...lighter, week, deload: true, rpe: source.rpe, note: null }, own);
  const loadTyped = own !== undefined && (own.weightKg !== null || own.percentE1rm !== null);
  return { ...result, deloaded: deload.target === 'weight' && !loadTyped && source.weightKg !== null };
}

// The client's week ----------------------------------------------------------------------------------

export interface ProgramWeek {
  /** 1 = the week that starts on the program's first day. */
  week: number;
  /** The program's length in weeks (null: open-ended). */
  of: number | null;
  deload: boolean;
  /** Today is after the last week: the last week's prescription goes on. */
  finished: boolean;
}

/**
 * Which week of a program `today` (YYYY-MM-DD, the client's day) falls in: weeks are counted from
 * the program's start (the assignment's start date), 7 days each. Before the start: week 1. After
 * the last week the last week holds (a coach who has not assigned the next program yet leaves the
 * client on it, not on week 1 again).
 */
export function programWeek(
  startKey: string | null,
  todayKey: string,
  durationWeeks: number | null,
  deload: DeloadPlan = NO_DELOAD,
): ProgramWeek {
  const elapsed = startKey ? Math.floor(Math.max(0, daysBetween(startKey, todayKey)) / 7) + 1 : 1;
  const finished = durationWeeks !== null && elapsed > durationWeeks;
  const week = finished && durationWeeks !== null ? durationWeeks : elapsed;
  return { week, of: durationWeeks, deload: deload.weeks.includes(week), finished };
}

/** "Week 3 of 8", "Week 4 of 8 · Deload", "Week 2". */
export function programWeekLabel(week: ProgramWeek): string {
  const base = week.of !== null ? `Week ${week.week} of ${week.of}` : `Week ${week.week}`;
  return week.deload ? `${base} · Deload` : base;
}

// Loads ----------------------------------------------------------------------------------------------

/** The step a prescribed load is rounded to: 2.5 kg, or 5 lb (a pair of the usual smallest plates). */
export const PLATE_STEP: Record<WeightUnit, number> = { kg: 2.5, lb: 5 };

/** Kilograms rounded to the nearest loadable step in `unit` (stored as kg, without drift). */
export function roundToPlates(kg: number, unit: WeightUnit): number {
  const step = PLATE_STEP[unit];
  return toKg(Math.round(fromKg(kg, unit) / step) * step, unit);
}

/**
 * A percentage of the estimated one-rep max as a loadable weight in the client's unit; null with no
 * estimate (nothing logged for the exercise yet): the logger then says so instead of guessing.
 */
export function percentOfMax(percent: number, e1rmKg: number | null, unit: WeightUnit): number | null {
  if (e1rmKg === null || !(e1rmKg > 0)) return null;
  return roundToPlates((e1rmKg * percent) / 100, unit);
}

// The "Progress" tool -----------------------------------------------------------------------------

export type ProgressStep = { kind: 'weight'; kg: number } | { kind: 'reps'; reps: number };

/**
 * Fills weeks `from`+1 to `to` from week `from`'s prescription, adding `step` once per training
 * week and skipping deload weeks (they keep following the deload rule). Other fields of those
 * weeks' overrides stay. Returns the new overrides of the exercise.
 */
export function progressWeeks(
  base: BasePrescription,
  overrides: ReadonlyMap<number, WeekOverride>,
  range: { from: number; to: number },
  step: ProgressStep,
  deload: DeloadPlan = NO_DELOAD,
): Map<number, WeekOverride> {
  const next = new Map(overrides);
  const start = weekPrescription(base, overrides, range.from, deload);
  let added = 0;
  for (let week = range.from + 1; week <= range.to; week += 1) {
    if (deload.weeks.includes(week)) continue;
    added += 1;
    const current = next.get(week) ?? EMPTY_OVERRIDE;
    if (step.kind === 'weight') {
      if (start.weightKg === null && start.percentE1rm === null) {
        next.set(week, { ...current, weightKg: round3(step.kg * added), percentE1rm: null });
      } else if (start.weightKg !== null) {
        next.set(week, { ...current, weightKg: round3(start.weightKg + step.kg * added), percentE1rm: null });
      } else {
        // A percentage progresses by percentage points: +2.5 means 2.5 points of the max a week.
        next.set(week, { ...current, percentE1rm: round1(start.percentE1rm! + step.kg * added), weightKg: null });
      }
    } else {
      const reps = start.reps ?? start.repMax ?? start.repMin ?? 0;
      next.set(week, { ...current, reps: reps + step.reps * added });
    }
  }
  return next;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const round3 = (value: number) => Math.round(value * 1000) / 1000;
