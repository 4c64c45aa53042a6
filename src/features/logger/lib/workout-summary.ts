import { detectPersonalRecords, totalVolume, type PerformedSet } from '@/features/training';
import { liveExercises, liveSets, orderExercises } from './session-reducer';
import type { CompletionPayload, SessionState, WorkoutSummary } from './session-schema';

function performedSets(state: SessionState): PerformedSet[] {
  return liveExercises(state).flatMap((exercise) =>
    liveSets(exercise).map((set) => ({
      exerciseId: exercise.exerciseId,
      reps: set.reps,
      weight: set.weight,
      completed: set.completed,
      isWarmup: set.isWarmup,
    })),
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
  const distanceMeters = liveExercises(state)
    .flatMap((exercise) => liveSets(exercise))
    .reduce((sum, set) => sum + (set.completed ? (set.distanceMeters ?? 0) : 0), 0);
  return {
    distanceMeters,
    layout: orderExercises(done).map((exercise) => ({
      exerciseId: exercise.exerciseId,
      groupKey: exercise.groupKey ?? null,
      restSeconds: exercise.restSeconds,
    })),
    durationSeconds: durationSecondsOf(state, completedAt),
    totalVolume: totalVolume(sets),
    setsDone: sets.filter((set) => set.completed).length,
    exercisesDone: done.length,
    records: detectPersonalRecords(history, sets).map((record) => ({
      ...record,
      exerciseName: names.get(record.exerciseId) ?? '',
    })),
  };
}

/**
 * The one call that saves the workout: the log and every completed set, all with ids made on the
 * device, so sending it again (a retry, a double tap, another device) never duplicates a row, and
 * a later finish of the same session amends the log set by set (higher revision wins).
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
        distance_m: set.distanceMeters ?? null,
        rpe: set.rpe,
        completed: true,
        is_warmup: set.isWarmup,
        notes: exercise.notes.trim() || null,
        performed_at: set.completedAt ?? finished,
        revision: set.rev,
      })),
  );
  // Only edited sets can undo what another finish saved; untouched planned sets (rev 0) cannot.
  const p_removed = state.exercises.flatMap((exercise) =>
    exercise.sets
      .filter((set) => set.rev > 0 && (set.deleted || exercise.deleted || !set.completed))
      .map((set) => ({ id: set.id, revision: set.rev })),
  );
  return {
    p_log: {
      id: logId,
      user_id: state.userId,
      session_id: state.sessionId,
      workout_id: state.workoutId,
      workout_name: state.workoutName,
      started_at: state.startedAt,
      completed_at: finished,
      duration_seconds: durationSecondsOf(state, completedAt),
      notes: state.notes.trim() || null,
    },
    p_sets,
    p_removed,
  };
}

/** Completed sets of the workout with their revisions: what a saved finish must hold. */
export function completedSetRevisions(state: SessionState): Map<string, number> {
  const result = new Map<string, number>();
  for (const exercise of liveExercises(state))
    for (const set of liveSets(exercise)) if (set.completed) result.set(set.id, set.rev);
  return result;
}

/**
 * Sets completed here that `saved` (set id → revision already saved) does not hold at this
 * revision or a newer one: what would be lost if this copy were dropped now.
 */
export function unsavedSetCount(state: SessionState, saved: ReadonlyMap<string, number>): number {
  let count = 0;
  for (const [id, rev] of completedSetRevisions(state)) if ((saved.get(id) ?? -1) < rev) count += 1;
  return count;
}
