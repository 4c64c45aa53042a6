/** A performed set, as logged (weights in kg). */
export interface PerformedSet {
  exerciseId: string;
  reps: number | null;
  weight: number | null;
  completed: boolean;
  isWarmup: boolean;
}

/** Sets that count toward records and volume: completed working sets with reps. */
export function isWorkingSet(set: PerformedSet): boolean {
  return set.completed && !set.isWarmup && (set.reps ?? 0) > 0;
}

/**
 * Estimated one-rep max (Epley). A single is its own max; beyond 12 reps the estimate is
 * unreliable, so sets are capped at 12 for the estimate. Null without weight or reps.
 */
export function estimatedOneRepMax(weight: number | null, reps: number | null): number | null {
  if (weight === null || reps === null || weight <= 0 || reps <= 0) return null;
  if (reps === 1) return weight;
  return round1(weight * (1 + Math.min(reps, 12) / 30));
}

/** Volume load: reps × weight over working sets. */
export function totalVolume(sets: PerformedSet[]): number {
  return round1(sets.filter(isWorkingSet).reduce((sum, set) => sum + (set.reps ?? 0) * (set.weight ?? 0), 0));
}

export interface ExerciseBests {
  heaviestWeight: number;
  bestOneRepMax: number;
  bestSetVolume: number;
  mostReps: number;
}

export const NO_BESTS: ExerciseBests = { heaviestWeight: 0, bestOneRepMax: 0, bestSetVolume: 0, mostReps: 0 };

export function bestsOf(sets: PerformedSet[]): ExerciseBests {
  return sets.filter(isWorkingSet).reduce<ExerciseBests>(
    (best, set) => ({
      heaviestWeight: Math.max(best.heaviestWeight, set.weight ?? 0),
      bestOneRepMax: Math.max(best.bestOneRepMax, estimatedOneRepMax(set.weight, set.reps) ?? 0),
      bestSetVolume: Math.max(best.bestSetVolume, (set.reps ?? 0) * (set.weight ?? 0)),
      mostReps: Math.max(best.mostReps, set.reps ?? 0),
    }),
    NO_BESTS,
  );
}

export type RecordKind = 'heaviest-weight' | 'best-one-rep-max' | 'best-set-volume' | 'most-reps';

export interface PersonalRecord {
  exerciseId: string;
  kind: RecordKind;
  previous: number;
  value: number;
}

/**
 * Records a workout sets against the exercise's history. Only improvements on an existing history
 * count (a first-ever session sets a baseline, not a record), and each kind is reported once per
 * exercise with the best value of the workout.
 */
export function detectPersonalRecords(
  history: Map<string, ExerciseBests>,
  workoutSets: PerformedSet[],
): PersonalRecord[] {
  const byExercise = new Map<string, PerformedSet[]>();
  for (const set of workoutSets.filter(isWorkingSet)) {
    byExercise.set(set.exerciseId, [...(byExercise.get(set.exerciseId) ?? []), set]);
  }
  const records: PersonalRecord[] = [];
  for (const [exerciseId, sets] of byExercise) {
    const previous = history.get(exerciseId);
    if (!previous) continue;
    const now = bestsOf(sets);
    const compare: [RecordKind, number, number][] = [
      ['heaviest-weight', previous.heaviestWeight, now.heaviestWeight],
      ['best-one-rep-max', previous.bestOneRepMax, now.bestOneRepMax],
      ['best-set-volume', previous.bestSetVolume, now.bestSetVolume],
      ['most-reps', previous.mostReps, now.mostReps],
    ];
    for (const [kind, before, after] of compare) {
      if (after > before && after > 0) records.push({ exerciseId, kind, previous: before, value: after });
    }
  }
  return records;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
