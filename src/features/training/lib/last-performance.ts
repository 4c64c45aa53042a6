import type { Tables } from '@/lib/database.types';

/** A logged set as the history reads take it from workout_log_sets: one row type for every screen. */
export type LoggedSetRow = Pick<
  Tables<'workout_log_sets'>,
  | 'id'
  | 'log_id'
  | 'exercise_id'
  | 'set_number'
  | 'reps'
  | 'weight'
  | 'duration_seconds'
  | 'distance_m'
  | 'rpe'
  | 'completed'
  | 'is_warmup'
  | 'performed_at'
>;

/** What the rule needs of a set; the logger's narrower history rows fit too. */
export type PerformanceSet = Pick<
  LoggedSetRow,
  'exercise_id' | 'log_id' | 'set_number' | 'completed' | 'is_warmup' | 'performed_at'
>;

export interface LastPerformance<Set extends PerformanceSet> {
  logId: string;
  /** When the first of those sets was performed. */
  performedAt: string;
  /** The completed working sets (no warm-ups), in set order. */
  sets: Set[];
}

/**
 * The sets to beat: the completed working sets of the latest workout in which the person did the
 * exercise. Warm-ups and unfinished sets never count, so a session of only warm-ups is skipped;
 * the logger's pre-filled targets and the workout details' "Last time" line both read this.
 */
export function lastPerformance<Set extends PerformanceSet>(
  history: readonly Set[],
  exerciseId: string,
): LastPerformance<Set> | null {
  const working = history.filter((set) => set.exercise_id === exerciseId && set.completed && !set.is_warmup);
  if (working.length === 0) return null;
  const newest = working.reduce((latest, set) => (set.performed_at > latest.performed_at ? set : latest));
  const sets = working.filter((set) => set.log_id === newest.log_id).sort((a, b) => a.set_number - b.set_number);
  const performedAt = sets.reduce(
    (earliest, set) => (set.performed_at < earliest ? set.performed_at : earliest),
    sets[0]!.performed_at,
  );
  return { logId: newest.log_id, performedAt, sets };
}
