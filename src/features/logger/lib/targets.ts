import { formatRepRange } from '@/features/training';
import { formatSetDuration } from '@/lib/training-format';
import { formatTargetWeight, loadableIncrement, type WeightUnit } from '@/lib/units';
import type { SetTarget } from './session-schema';

/** The plan's target as a short label: "5", "8–12", "45 s", with the planned weight if any. */
export function targetRepsLabel(target: SetTarget, isTimeBased: boolean): string {
  if (isTimeBased) return target.durationSeconds !== null ? `${target.durationSeconds}s` : '';
  if (target.repMin !== null && target.repMax !== null) return formatRepRange(target.repMin, target.repMax);
  return target.reps !== null ? String(target.reps) : '';
}

/** What a set of the exercise records: reps, a time, or a distance with its time (cardio that covers ground). */
export type TargetShape = 'reps' | 'time' | 'distance';

/**
 * The card's target line, true to the exercise: "3 × 5 reps @ 70 kg", "3 × 8–12 reps",
 * "3 × 45 s", "3 × 10 min" for a timed run, and just "3 sets" (with the planned weight, if any)
 * when the plan sets no reps or time. Distance sets carry no weight. The weight is one the person
 * can load: a target written in the other unit is rounded to `increment` (the plate settings').
 */
export function describeTarget(
  target: SetTarget,
  shape: TargetShape,
  sets: number,
  unit: WeightUnit,
  increment: number = loadableIncrement(unit),
): string {
  const weight =
    target.weight !== null && shape !== 'distance' ? ` @ ${formatTargetWeight(target.weight, unit, increment)}` : '';
  let effort: string | null;
  if (shape === 'reps') {
    effort =
      target.repMin !== null && target.repMax !== null
        ? `${formatRepRange(target.repMin, target.repMax)} reps`
        : target.reps !== null
          ? `${target.reps} reps`
          : null;
  } else effort = target.durationSeconds !== null ? formatSetDuration(target.durationSeconds) : null;
  return effort === null ? `${sets} ${sets === 1 ? 'set' : 'sets'}${weight}` : `${sets} × ${effort}${weight}`;
}

/** The shape of an exercise's sets, from the logger's set-kind rules. */
export const targetShape = (isTimeBased: boolean, coversGround: boolean): TargetShape =>
  coversGround ? 'distance' : isTimeBased ? 'time' : 'reps';
