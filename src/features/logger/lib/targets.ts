import { formatRepRange } from '@/features/training';
import { formatWeightIn, type WeightUnit } from '@/lib/units';
import type { SetTarget } from './session-schema';

/** The plan's target as a short label: "5", "8–12", "45 s", with the planned weight if any. */
export function targetRepsLabel(target: SetTarget, isTimeBased: boolean): string {
  if (isTimeBased) return target.durationSeconds !== null ? `${target.durationSeconds}s` : '';
  if (target.repMin !== null && target.repMax !== null) return formatRepRange(target.repMin, target.repMax);
  return target.reps !== null ? String(target.reps) : '';
}

export function describeTarget(target: SetTarget, isTimeBased: boolean, sets: number, unit: WeightUnit): string {
  const reps = isTimeBased
    ? target.durationSeconds !== null
      ? `${target.durationSeconds} s`
      : 'time'
    : target.repMin !== null && target.repMax !== null
      ? `${formatRepRange(target.repMin, target.repMax)} reps`
      : `${target.reps ?? '—'} reps`;
  const weight = target.weight !== null ? ` @ ${formatWeightIn(target.weight, unit)}` : '';
  return `${sets} × ${reps}${weight}`;
}
