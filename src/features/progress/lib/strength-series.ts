import { estimatedOneRepMax, isWorkingSet, localDay } from '@/features/training';

export interface StrengthSet {
  log_id: string;
  exercise_id: string;
  reps: number | null;
  weight: number | null;
  completed: boolean;
  is_warmup: boolean;
  performed_at: string;
  exercise: { name: string } | null;
}

export interface SetRecord {
  value: number;
  weight: number;
  reps: number;
  performedAt: string;
}

const weightedWorking = (set: StrengthSet) =>
  (set.weight ?? 0) > 0 &&
  isWorkingSet({
    exerciseId: set.exercise_id,
    reps: set.reps,
    weight: set.weight,
    completed: set.completed,
    isWarmup: set.is_warmup,
  });

export interface OneRepMaxPoint extends SetRecord {
  logId: string;
  /** YYYY-MM-DD of the session, in the person's time zone. */
  day: string;
}

/** One point per session: the session's best estimated one-rep max for the exercise, oldest first. */
export function oneRepMaxSeries(sets: readonly StrengthSet[], exerciseId: string, timeZone?: string): OneRepMaxPoint[] {
  const bestBySession = new Map<string, OneRepMaxPoint>();
  for (const set of sets) {
    if (set.exercise_id !== exerciseId || !weightedWorking(set)) continue;
    const value = estimatedOneRepMax(set.weight, set.reps) ?? 0;
    const current = bestBySession.get(set.log_id);
    if (!current || value > current.value) {
      bestBySession.set(set.log_id, {
        logId: set.log_id,
        day: localDay(set.performed_at, timeZone).key,
        value,
        weight: set.weight ?? 0,
        reps: set.reps ?? 0,
        performedAt: set.performed_at,
      });
    }
  }
  return [...bestBySession.values()].sort((a, b) => Date.parse(a.performedAt) - Date.parse(b.performedAt));
}

export interface ExerciseOption {
  exerciseId: string;
  name: string;
  sessions: number;
}

/** Exercises with weighted working sets, most-trained (most sessions, then most sets) first. */
export function trainedExercises(sets: readonly StrengthSet[]): ExerciseOption[] {
  const stats = new Map<string, { name: string; logs: Set<string>; sets: number }>();
  for (const set of sets) {
    if (!weightedWorking(set)) continue;
    const entry = stats.get(set.exercise_id) ?? {
      name: set.exercise?.name ?? 'Exercise',
      logs: new Set<string>(),
      sets: 0,
    };
    entry.logs.add(set.log_id);
    entry.sets += 1;
    stats.set(set.exercise_id, entry);
  }
  return [...stats]
    .sort(([, a], [, b]) => b.logs.size - a.logs.size || b.sets - a.sets || a.name.localeCompare(b.name))
    .map(([exerciseId, entry]) => ({ exerciseId, name: entry.name, sessions: entry.logs.size }));
}

export interface ExerciseRecord {
  exerciseId: string;
  name: string;
  bestOneRepMax: SetRecord;
  heaviest: SetRecord;
}

/**
 * Personal records per exercise: the best estimated one-rep max and the heaviest weight, each with
 * the date it was first reached. Newest records first, so recent progress leads the list.
 */
export function personalRecords(sets: readonly StrengthSet[]): ExerciseRecord[] {
  const ordered = [...sets]
    .filter(weightedWorking)
    .sort((a, b) => Date.parse(a.performed_at) - Date.parse(b.performed_at));
  const records = new Map<string, ExerciseRecord>();
  for (const set of ordered) {
    const weight = set.weight ?? 0;
    const reps = set.reps ?? 0;
    const e1rm = estimatedOneRepMax(weight, reps) ?? 0;
    const current = records.get(set.exercise_id);
    const at = { weight, reps, performedAt: set.performed_at };
    if (!current) {
      records.set(set.exercise_id, {
        exerciseId: set.exercise_id,
        name: set.exercise?.name ?? 'Exercise',
        bestOneRepMax: { ...at, value: e1rm },
        heaviest: { ...at, value: weight },
      });
      continue;
    }
    // Strictly greater: a tie is not a new record, so the date stays when it was first reached.
    if (e1rm > current.bestOneRepMax.value) current.bestOneRepMax = { ...at, value: e1rm };
    if (weight > current.heaviest.value) current.heaviest = { ...at, value: weight };
  }
  const latest = (record: ExerciseRecord) =>
    Math.max(Date.parse(record.bestOneRepMax.performedAt), Date.parse(record.heaviest.performedAt));
  return [...records.values()].sort((a, b) => latest(b) - latest(a) || a.name.localeCompare(b.name));
}
