/** How weights, times and performed sets read everywhere in the app. Weights arrive in kg. */
import { formatWeightIn, formatWholeWeight, type WeightUnit } from './units';

/** 45 → "45 s", 90 → "1:30", 120 → "2 min". */
export function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? `${minutes} min` : `${minutes}:${String(rest).padStart(2, '0')}`;
}

/** A workout's length: 45 → "45 s", 900 → "15 min", 3900 → "1 h 05 min"; never ambiguous. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null || seconds < 0 || !Number.isFinite(seconds)) return '—';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** A set's time, to the second: 45 → "45 s", 90 → "1 min 30 s", 120 → "2 min", 3930 → "1 h 05 min 30 s". */
export function formatSetDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  if (total < 60) return `${total} s`;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const parts = h > 0 ? [`${h} h`, `${String(m).padStart(2, '0')} min`] : [`${m} min`];
  if (s > 0) parts.push(`${String(s).padStart(2, '0')} s`);
  return parts.join(' ');
}

/** 70 → "70 kg" (or "154.3 lb"), 32.5 → "32.5 kg"; no weight is body weight. */
export function formatWeight(kg: number | null, unit: WeightUnit): string {
  if (kg === null || kg <= 0) return 'Body weight';
  return formatWeightIn(kg, unit);
}

export interface SetFigures {
  reps: number | null;
  weight: number | null;
  duration_seconds: number | null;
  /** Cardio that covers ground; absent where the read does not carry it. */
  distance_m?: number | null;
}

/** One performed set in a few characters: "5 × 70 kg", "12 reps", "45 s", "5 km · 25 min". */
export function formatPerformedSet(set: SetFigures, unit: WeightUnit): string {
  if (set.distance_m != null && set.distance_m > 0) {
    const distance = formatDistance(set.distance_m, unit);
    return set.duration_seconds ? `${distance} · ${formatSeconds(set.duration_seconds)}` : distance;
  }
  if (set.duration_seconds !== null && (set.reps === null || set.reps === 0))
    return formatSeconds(set.duration_seconds);
  if (set.reps === null) return '—';
  if (set.weight === null || set.weight <= 0) return `${set.reps} reps`;
  return `${set.reps} × ${formatWeight(set.weight, unit)}`;
}

/**
 * The unit a person reads weights in decides how distances read: kilograms go with kilometres,
 * pounds with miles (as in Strong and Hevy). Distances are stored in metres.
 */
export type DistanceUnitSystem = WeightUnit;

const METRES_PER_MILE = 1609.344;

/** "km" or "mi" for a unit system. */
export const distanceUnitLabel = (unit: DistanceUnitSystem): 'km' | 'mi' => (unit === 'lb' ? 'mi' : 'km');

/** Metres as the number a person types and reads (km or mi), to 2 decimals. */
export function metresToDistance(metres: number, unit: DistanceUnitSystem): number {
  const value = metres / (unit === 'lb' ? METRES_PER_MILE : 1000);
  return Math.round(value * 100) / 100;
}

/** A typed distance (km or mi) in metres, to the centimetre, so switching units back and forth does not drift. */
export function distanceToMetres(value: number, unit: DistanceUnitSystem): number {
  return Math.round(value * (unit === 'lb' ? METRES_PER_MILE : 1000) * 100) / 100;
}

/** 5000 → "5 km", 5250 → "5.25 km" (or "3.26 mi" for lb); no distance → "—". */
export function formatDistance(metres: number | null | undefined, unit: DistanceUnitSystem): string {
  if (metres === null || metres === undefined || !Number.isFinite(metres) || metres < 0) return '—';
  return `${metresToDistance(metres, unit)} ${distanceUnitLabel(unit)}`;
}

/** 12450 → "12,450 kg" (or "27,447 lb"); totals are whole units. */
export function formatVolume(kg: number, unit: WeightUnit): string {
  return formatWholeWeight(kg, unit);
}

const shortDate = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
const longDate = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

export const formatShortDate = (instant: string | Date) => shortDate.format(new Date(instant));
export const formatLongDate = (instant: string | Date) => longDate.format(new Date(instant));
