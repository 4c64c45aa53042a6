import { formatDistance } from '@/lib/training-format';
import { formatWeightIn, type WeightUnit } from '@/lib/units';
import type { LoggedExercise, LoggedSet, PreviousSet, SetTarget } from './session-schema';

/** The figures of a set that a change can be carried forward for. */
export type CarryField = 'weight' | 'reps' | 'durationSeconds';

/**
 * The sets after `setId` that should be offered a new value the person just typed: live, not yet
 * completed, and still holding the plan's target, what the edited set held before the change, or
 * nothing. A set the person already changed to something else is left alone, and the offer never
 * reaches back to earlier sets.
 */
export function carryForwardCandidates(
  exercise: Pick<LoggedExercise, 'sets'>,
  setId: string,
  field: CarryField,
  before: number | null,
  after: number | null,
  target: number | null = null,
): string[] {
  if (after === null || after === before) return [];
  const live = exercise.sets.filter((set) => !set.deleted);
  const index = live.findIndex((set) => set.id === setId);
  if (index < 0) return [];
  return live
    .slice(index + 1)
    .filter((set) => {
      const value = set[field];
      if (set.completed || value === after) return false;
      return value === null || value === before || (target !== null && value === target);
    })
    .map((set) => set.id);
}

/** The plan's value of a field, which a set "still holds" when it was never changed. */
export function targetValue(target: SetTarget, field: CarryField): number | null {
  return target[field === 'durationSeconds' ? 'durationSeconds' : field];
}

type CopiedFigures = Partial<Pick<LoggedSet, 'weight' | 'reps' | 'durationSeconds' | 'distanceMeters'>>;

/**
 * What tapping "Previous" writes into a set: the figures done last time, leaving the rest alone.
 * For cardio that covers ground (`coversGround`) that is the distance and the time together.
 */
export function copyPrevious(previous: PreviousSet, isTimeBased: boolean, coversGround = false): CopiedFigures {
  const patch: CopiedFigures = {};
  if (previous.weight !== null) patch.weight = previous.weight;
  if (coversGround && previous.distanceMeters != null) patch.distanceMeters = previous.distanceMeters;
  if (isTimeBased || coversGround) {
    if (previous.durationSeconds !== null) patch.durationSeconds = previous.durationSeconds;
  } else if (previous.reps !== null) patch.reps = previous.reps;
  return patch;
}

/**
 * Last time's set in full, the way Strong and Hevy show it: "67.5 kg x 5", "x 12" (body weight),
 * time-based "45 s" or "20 kg x 45 s", and a run's distance with its time, "5.25 km · 25:00"
 * (in miles for a pound user; `formatTime` decides how the time reads).
 */
export function formatPrevious(
  previous: PreviousSet | undefined,
  formatTime: (seconds: number) => string,
  unit: WeightUnit,
): string {
  if (!previous) return '—';
  const { weight, reps, durationSeconds, distanceMeters } = previous;
  if (distanceMeters != null) {
    const distance = formatDistance(distanceMeters, unit);
    return durationSeconds !== null ? `${distance} · ${formatTime(durationSeconds)}` : distance;
  }
  const load = weight !== null && weight > 0 ? formatWeightIn(weight, unit) : null;
  if (durationSeconds !== null && reps === null)
    return load ? `${load} x ${formatTime(durationSeconds)}` : formatTime(durationSeconds);
  if (reps === null) return load ?? '—';
  return load ? `${load} x ${reps}` : `x ${reps}`;
}
