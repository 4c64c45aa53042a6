import { fromKg, type WeightUnit } from '@/lib/units';
import { daysBetween } from '@/features/training';

/**
 * How fast a body-scan value can really change, so a typing slip (a weight of 88 for 80, lean
 * mass from the wrong line of the printout) is caught before it is saved. Each marker gets a
 * fixed allowance for what one measurement differs from the next on the same body (hydration,
 * a meal, the device), plus a rate per day for real change (docs/assessments.md explains the
 * figures):
 * - weight: 2 kg + 0.5 kg a day. Water, glycogen and gut content swing 1-2 kg between mornings;
 *   even crash dieting or a refeed rarely moves more than 3-4 kg a week.
 * - lean mass: 2.5 kg + 0.15 kg a day. Bioimpedance counts water as lean, so it swings with
 *   hydration; real muscle gain is at most about 1 kg a month, and losses in a deficit are slower
 *   than 1 kg a week.
 * - body fat: 3 points + 0.2 points a day. Scanners differ by 2-3 points with hydration; losing
 *   1 kg of fat a week (already fast) moves an 80 kg person about 1.2 points.
 */
export const SCAN_CHANGE_LIMITS = [
  { key: 'weightKg', label: 'Weight', mass: true, allowance: 2, perDay: 0.5 },
  { key: 'leanMassKg', label: 'Lean mass', mass: true, allowance: 2.5, perDay: 0.15 },
  { key: 'bodyFatPercent', label: 'Body fat', mass: false, allowance: 3, perDay: 0.2 },
] as const;

export interface ScanValues {
  measuredOn: string;
  /** Masses in kilograms, as stored. */
  values: Record<string, number>;
}

export interface ImplausibleChange {
  key: string;
  /** Whole days between the two scans (0: the same day). */
  days: number;
  /** What the person is told: which value, by how much, in how long, and why it is doubtful. */
  message: string;
}

/** The other scan nearest in time to `measuredOn` (the one being edited is left out by the caller). */
export function nearestScan<T extends ScanValues>(scans: readonly T[], measuredOn: string): T | null {
  let best: T | null = null;
  for (const scan of scans) {
    if (
      !best ||
      Math.abs(daysBetween(scan.measuredOn, measuredOn)) < Math.abs(daysBetween(best.measuredOn, measuredOn))
    )
      best = scan;
  }
  return best;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const signed = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value)}`;

/**
 * The values of `next` that changed faster than a body can since `previous`, each with a message
 * in the viewer's unit. Values missing from either scan are not compared.
 */
export function implausibleChanges(
  previous: ScanValues | null,
  next: ScanValues,
  unit: WeightUnit,
): ImplausibleChange[] {
  if (!previous) return [];
  const days = Math.abs(daysBetween(previous.measuredOn, next.measuredOn));
  const span = days === 0 ? 'on the same day' : days === 1 ? 'in 1 day' : `in ${days} days`;
  return SCAN_CHANGE_LIMITS.flatMap((limit) => {
    const before = previous.values[limit.key];
    const after = next.values[limit.key];
    if (before === undefined || after === undefined) return [];
    const change = after - before;
    const allowed = limit.allowance + limit.perDay * days;
    if (Math.abs(change) <= allowed + 1e-9) return [];
    const shown = (kgOrPoints: number) => round1(limit.mass ? fromKg(kgOrPoints, unit) : kgOrPoints);
    const suffix = limit.mass ? ` ${unit}` : ' points';
    return [
      {
        key: limit.key,
        days,
        message:
          `${limit.label} changed by ${signed(shown(change))}${suffix} ${span} (${previous.measuredOn}). ` +
          `More than ${shown(allowed)}${suffix} ${span} is unlikely to be real: check for a typing error.`,
      },
    ];
  });
}
