import { detectPersonalRecords, totalVolume, type PerformedSet, type PersonalRecord } from '@/features/training';
import { liveExercises, liveSets } from './session-reducer';
import type { SessionState } from './session-schema';

export interface WorkoutSummary {
  durationSeconds: number;
  totalVolume: number;
  setsDone: number;
  exercisesDone: number;
  records: Array<PersonalRecord & { exerciseName: string }>;
}

function performedSets(state: SessionState): PerformedSet[] {
  return liveExercises(state).flatMap((exercise) =>
    liveSets(exercise).map((set) => ({ exerciseId: exercise.exerciseId, reps: set.reps, weight: set.weight, completed: set.completed, isWarmup: set.isWarmup })),
  );
}

export function durationSecondsOf(state: SessionState, completedAt: Date): number {
  return Math.max(0, Math.round((completedAt.getTime() - Date.parse(state.startedAt)) / 1000));
}

/** What the finish screen shows: duration, volume, completed sets and records beaten. */
export function summarize(state: SessionState, completedAt: Date): WorkoutSummary {
  const sets = performedSets(state);
  const history = new Map(Object.entries(state.historyBests));
  const names = new Map(state.exercises.map((exercise) => [exercise.exerciseId, exercise.name]));
  const done = liveExercises(state).filter((exercise) => liveSets(exercise).some((set) => set.completed));
  return {
    durationSeconds: durationSecondsOf(state, completedAt),
    totalVolume: totalVolume(sets),
    setsDone: sets.filter((set) => set.completed).length,
    exercisesDone: done.length,
    records: detectPersonalRecords(history, sets).map((record) => ({ ...record, exerciseName: names.get(record.exerciseId) ?? '' })),
  };
}

export interface CompletionSet {
  id: string;
  exercise_id: string;
  workout_exercise_id: string | null;
  set_number: number;
  reps: number | null;
  weight: number | null;
  duration_seconds: number | null;
  rpe: number | null;
  completed: boolean;
  is_warmup: boolean;
  notes: string | null;
  performed_at: string;
}

export interface CompletionPayload {
  p_log: {
    id: string;
    session_id: string | null;
    workout_id: string | null;
    workout_name: string;
    started_at: string;
    completed_at: string;
    duration_seconds: number;
    notes: string | null;
  };
  p_sets: CompletionSet[];
}

/**
 * The one call that saves the workout: the log and every completed set, all with ids made on the
 * device, so sending it again (a retry, a double tap, another device) never duplicates a row.
 * Exercise notes travel on each of that exercise's sets (the table has no per-exercise notes).
 */
export function buildCompletionPayload(state: SessionState, logId: string, completedAt: Date): CompletionPayload {
  const finished = completedAt.toISOString();
  const p_sets = liveExercises(state).flatMap((exercise) =>
    liveSets(exercise)
      .filter((set) => set.completed)
      .map((set, index) => ({
        id: set.id,
        exercise_id: exercise.exerciseId,
        workout_exercise_id: exercise.workoutExerciseId,
        set_number: index + 1,
        reps: set.reps,
        weight: set.weight,
        duration_seconds: set.durationSeconds,
        rpe: set.rpe,
        completed: true,
        is_warmup: set.isWarmup,
        notes: exercise.notes.trim() || null,
        performed_at: set.completedAt ?? finished,
      })),
  );
  return {
    p_log: {
      id: logId,
      session_id: state.sessionId,
      workout_id: state.workoutId,
      workout_name: state.workoutName,
      started_at: state.startedAt,
      completed_at: finished,
      duration_seconds: durationSecondsOf(state, completedAt),
      notes: state.notes.trim() || null,
    },
    p_sets,
  };
}
