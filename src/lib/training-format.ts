/** How weights, times and performed sets read everywhere in the app. */

/** 45 → "45 s", 90 → "1:30", 120 → "2 min". */
export function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? `${minutes} min` : `${minutes}:${String(rest).padStart(2, '0')}`;
}

/** 70 → "70 kg", 32.5 → "32.5 kg"; no weight is body weight. */
export function formatWeight(kg: number | null): string {
  if (kg === null || kg <= 0) return 'Body weight';
  return `${Number.isInteger(kg) ? kg : Number(kg.toFixed(2))} kg`;
}

export interface SetFigures {
  reps: number | null;
  weight: number | null;
  duration_seconds: number | null;
}

/** One performed set in a few characters: "5 × 70 kg", "12 reps", "45 s". */
export function formatPerformedSet(set: SetFigures): string {
  if (set.duration_seconds !== null && (set.reps === null || set.reps === 0))
    return formatSeconds(set.duration_seconds);
  if (set.reps === null) return '—';
  if (set.weight === null || set.weight <= 0) return `${set.reps} reps`;
  return `${set.reps} × ${formatWeight(set.weight)}`;
}

/** 12450 → "12,450 kg"; 12.5 → "12.5 kg". */
export function formatVolume(kg: number): string {
  return `${Math.round(kg).toLocaleString('en-US')} kg`;
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
