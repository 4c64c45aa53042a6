import type { CompletionSet } from '@/features/training';
import {
  bestsOf,
  detectPersonalRecords,
  type ExerciseBests,
  type PerformedSet,
  type RecordKind,
} from '@/features/training';

/** A saved set as History shows and edits it. */
export interface HistorySet {
  id: string;
  exerciseId: string;
  workoutExerciseId: string | null;
  setNumber: number;
  reps: number | null;
  weight: number | null;
  durationSeconds: number | null;
  /** Metres (cardio that covers ground). */
  distanceMeters?: number | null;
  rpe: number | null;
  completed: boolean;
  isWarmup: boolean;
  notes: string | null;
  performedAt: string;
  revision: number;
}

export interface HistoryExercise {
  exerciseId: string;
  name: string;
  /** The library's category ("cardio"…), which decides whether the exercise records a distance. */
  category?: string | null;
  sets: HistorySet[];
}

export interface HistoryLog {
  id: string;
  sessionId: string | null;
  workoutId: string | null;
  name: string;
  startedAt: string;
  completedAt: string | null;
  durationSeconds: number | null;
  totalVolume: number;
  notes: string | null;
  exercises: HistoryExercise[];
}

export type SetRow = CompletionSet & {
  log_id: string;
  exercise: { name: string; category?: string | null } | null;
};

export interface LogRow {
  id: string;
  session_id: string | null;
  workout_id: string | null;
  workout_name: string;
  started_at: string | null;
  completed_at: string | null;
  created_at: string;
  duration_seconds: number | null;
  total_volume: number;
  notes: string | null;
}

/** Logs newest first, each with its exercises in the order they were first performed. */
export function buildHistory(logs: LogRow[], sets: SetRow[]): HistoryLog[] {
  const byLog = new Map<string, SetRow[]>();
  for (const set of sets) byLog.set(set.log_id, [...(byLog.get(set.log_id) ?? []), set]);
  return logs
    .map((log) => {
      const rows = [...(byLog.get(log.id) ?? [])].sort(
        (a, b) => a.performed_at.localeCompare(b.performed_at) || a.set_number - b.set_number,
      );
      const exercises: HistoryExercise[] = [];
      for (const row of rows) {
        let exercise = exercises.find((entry) => entry.exerciseId === row.exercise_id);
        if (!exercise) {
          exercise = {
            exerciseId: row.exercise_id,
            name: row.exercise?.name ?? 'Exercise',
            category: row.exercise?.category ?? null,
            sets: [],
          };
          exercises.push(exercise);
        }
        exercise.sets.push(toHistorySet(row));
      }
      for (const exercise of exercises) exercise.sets.sort((a, b) => a.setNumber - b.setNumber);
      return {
        id: log.id,
        sessionId: log.session_id,
        workoutId: log.workout_id,
        name: log.workout_name || 'Workout',
        startedAt: log.started_at ?? log.created_at,
        completedAt: log.completed_at,
        durationSeconds: log.duration_seconds,
        totalVolume: log.total_volume,
        notes: log.notes,
        exercises,
      };
    })
    .sort((a, b) => b.startedAt.localeCompare(a.startedAt));
}

function toHistorySet(row: SetRow): HistorySet {
  return {
    id: row.id,
    exerciseId: row.exercise_id,
    workoutExerciseId: row.workout_exercise_id,
    setNumber: row.set_number,
    reps: row.reps,
    weight: row.weight,
    durationSeconds: row.duration_seconds,
    distanceMeters: row.distance_m ?? null,
    rpe: row.rpe,
    completed: row.completed,
    isWarmup: row.is_warmup,
    notes: row.notes,
    performedAt: row.performed_at,
    revision: row.revision,
  };
}

const performed = (exerciseId: string, set: HistorySet): PerformedSet => ({
  exerciseId,
  reps: set.reps,
  weight: set.weight,
  completed: set.completed,
  isWarmup: set.isWarmup,
});

/**
 * The records each workout set when it was done, replayed oldest first over the saved sets, so an
 * edit anywhere in the past moves the records with it. Keyed by log id, then exercise id.
 */
export function recordsByLog(logs: HistoryLog[]): Map<string, Map<string, RecordKind[]>> {
  const history = new Map<string, ExerciseBests>();
  const result = new Map<string, Map<string, RecordKind[]>>();
  for (const log of [...logs].sort((a, b) => a.startedAt.localeCompare(b.startedAt))) {
    const sets = log.exercises.flatMap((exercise) => exercise.sets.map((set) => performed(exercise.exerciseId, set)));
    const records = detectPersonalRecords(history, sets);
    if (records.length > 0) {
      const perExercise = new Map<string, RecordKind[]>();
      for (const record of records) {
        perExercise.set(record.exerciseId, [...(perExercise.get(record.exerciseId) ?? []), record.kind]);
      }
      result.set(log.id, perExercise);
    }
    for (const exercise of log.exercises) {
      const before = history.get(exercise.exerciseId);
      const now = bestsOf(exercise.sets.map((set) => performed(exercise.exerciseId, set)));
      if (!before && now.mostReps === 0) continue;
      history.set(exercise.exerciseId, {
        heaviestWeight: Math.max(before?.heaviestWeight ?? 0, now.heaviestWeight),
        bestOneRepMax: Math.max(before?.bestOneRepMax ?? 0, now.bestOneRepMax),
        bestSetVolume: Math.max(before?.bestSetVolume ?? 0, now.bestSetVolume),
        mostReps: Math.max(before?.mostReps ?? 0, now.mostReps),
      });
    }
  }
  return result;
}

export const RECORD_LABELS: Record<RecordKind, string> = {
  'heaviest-weight': 'Heaviest weight',
  'best-one-rep-max': 'Best e1RM',
  'best-set-volume': 'Best set volume',
  'most-reps': 'Most reps',
};

/** Local calendar day key "2026-11-23" of an instant. */
export function dayKey(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The weeks (Monday first) of a month as day keys, with null outside the month. */
export function monthGrid(year: number, month: number): Array<Array<string | null>> {
  const first = new Date(year, month, 1);
  const days = new Date(year, month + 1, 0).getDate();
  const lead = (first.getDay() + 6) % 7;
  const cells: Array<string | null> = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= days; day += 1) cells.push(dayKey(new Date(year, month, day, 12).toISOString()));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

// The duration helper is shared with the logger: it lives in src/lib.
export { formatDuration } from '@/lib/training-format';
