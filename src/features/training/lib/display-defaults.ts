import { DISPLAY_REST_SECONDS } from './rest-defaults';

/** Spec §9 display defaults: what every screen shows for a workout without a value of its own. */
export const DISPLAY_DEFAULTS = {
  minutes: 45,
  difficulty: 'intermediate',
  reps: 12,
  restSeconds: DISPLAY_REST_SECONDS,
} as const;

export interface RepTarget {
  rep_single: number | null;
  rep_min: number | null;
  rep_max: number | null;
  rep_is_range: boolean;
}

/** "8–12" with an en dash, the one way a rep range reads in the app; "10" when both ends agree. */
export function formatRepRange(min: number, max: number): string {
  return min === max ? `${min}` : `${min}–${max}`;
}

/** A planned exercise's reps: "8–12", "10+", "up to 15", "5"; null when the plan sets none. */
export function plannedReps(target: RepTarget): string | null {
  if (target.rep_is_range) {
    const { rep_min: min, rep_max: max } = target;
    if (min !== null && max !== null) return formatRepRange(min, max);
    if (min !== null) return `${min}+`;
    if (max !== null) return `up to ${max}`;
  }
  if (target.rep_single !== null) return `${target.rep_single}`;
  if (target.rep_max !== null) return `${target.rep_max}`;
  return null;
}

/** Like plannedReps, with the display default (12) when the plan sets none. */
export function formatReps(target: RepTarget): string {
  return plannedReps(target) ?? `${DISPLAY_DEFAULTS.reps}`;
}

/** A workout's duration in minutes; missing or non-positive values show the default. */
export function displayMinutes(minutes: number | null | undefined): number {
  return minutes && minutes > 0 ? minutes : DISPLAY_DEFAULTS.minutes;
}

export function formatMinutes(minutes: number | null | undefined): string {
  return `${displayMinutes(minutes)} min`;
}

/** "Intermediate" for a blank level, else the level capitalised: "advanced" → "Advanced". */
export function formatDifficulty(difficulty: string | null | undefined): string {
  const value = difficulty?.trim() || DISPLAY_DEFAULTS.difficulty;
  return value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();
}
