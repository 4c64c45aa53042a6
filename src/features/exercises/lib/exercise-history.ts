import { estimatedOneRepMax, isWorkingSet, type LoggedSetRow } from '@/features/training';

export type LoggedSet = LoggedSetRow;

export interface ExerciseSession {
  logId: string;
  /** When the first set of the session was performed. */
  performedAt: string;
  sets: LoggedSet[];
}

const toPerformed = (set: LoggedSet) => ({
  exerciseId: set.exercise_id,
  reps: set.reps,
  weight: set.weight,
  completed: set.completed,
  isWarmup: set.is_warmup,
});

/** Sets grouped by the workout log they belong to, newest session first, sets in set order. */
export function groupSessions(sets: readonly LoggedSet[]): ExerciseSession[] {
  const byLog = new Map<string, LoggedSet[]>();
  for (const set of sets) {
    const list = byLog.get(set.log_id);
    if (list) list.push(set);
    else byLog.set(set.log_id, [set]);
  }
  const sessions = [...byLog].map(([logId, list]) => {
    const ordered = [...list].sort((a, b) => a.set_number - b.set_number);
    const first = list.reduce(
      (earliest, set) => (set.performed_at < earliest ? set.performed_at : earliest),
      list[0]!.performed_at,
    );
    return { logId, performedAt: first, sets: ordered };
  });
  return sessions.sort((a, b) => Date.parse(b.performedAt) - Date.parse(a.performedAt));
}

export interface BestSet {
  value: number;
  weight: number;
  reps: number;
  performedAt: string;
}

export interface ExerciseBestSets {
  heaviest: BestSet | null;
  bestOneRepMax: BestSet | null;
}

/**
 * The heaviest working set (ties: more reps, then the earliest, when the record was first set) and
 * the set with the best estimated one-rep max. Warm-ups and incomplete sets never count.
 */
export function bestSets(sets: readonly LoggedSet[]): ExerciseBestSets {
  let heaviest: BestSet | null = null;
  let bestOneRepMax: BestSet | null = null;
  for (const set of sets) {
    if (!isWorkingSet(toPerformed(set)) || set.weight === null || set.weight <= 0) continue;
    const reps = set.reps ?? 0;
    const candidate = { weight: set.weight, reps, performedAt: set.performed_at };
    if (
      !heaviest ||
      set.weight > heaviest.weight ||
      (set.weight === heaviest.weight &&
        (reps > heaviest.reps || (reps === heaviest.reps && set.performed_at < heaviest.performedAt)))
    ) {
      heaviest = { ...candidate, value: set.weight };
    }
    const e1rm = estimatedOneRepMax(set.weight, reps) ?? 0;
    if (
      !bestOneRepMax ||
      e1rm > bestOneRepMax.value ||
      (e1rm === bestOneRepMax.value && set.performed_at < bestOneRepMax.performedAt)
    ) {
      bestOneRepMax = { ...candidate, value: e1rm };
    }
  }
  return { heaviest, bestOneRepMax };
}
