import type { CompletionSet, EditPayload } from '@/features/training';
import type { HistoryExercise, HistoryLog, HistorySet } from './history-model';

const fromPayload = (set: CompletionSet): HistorySet => ({
  id: set.id,
  exerciseId: set.exercise_id,
  workoutExerciseId: set.workout_exercise_id,
  setNumber: set.set_number,
  reps: set.reps,
  weight: set.weight,
  durationSeconds: set.duration_seconds,
  rpe: set.rpe,
  completed: set.completed,
  isWarmup: set.is_warmup,
  notes: set.notes,
  performedAt: set.performed_at,
  revision: set.revision,
});

/** What complete_workout_session stores as the log's volume: completed working sets, reps × weight. */
function volumeOf(exercises: HistoryExercise[]): number {
  return exercises
    .flatMap((exercise) => exercise.sets)
    .filter((set) => set.completed && !set.isWarmup)
    .reduce((sum, set) => sum + (set.reps ?? 0) * (set.weight ?? 0), 0);
}

/**
 * A workout as it will be once the server takes the queued edit, by the server's own rules: a set
 * is replaced by one of the same or a higher revision, added when new, and deleted only by a newer
 * removal. So a set another device changed since (a higher revision on the server) is shown as the
 * server will keep it, and applying an edit the server already has changes nothing.
 */
export function applyEdit(log: HistoryLog, payload: EditPayload): HistoryLog {
  let exercises: HistoryExercise[] = log.exercises.map((exercise) => ({ ...exercise, sets: [...exercise.sets] }));
  const find = (id: string) => {
    for (const exercise of exercises) {
      const index = exercise.sets.findIndex((set) => set.id === id);
      if (index >= 0) return { exercise, index, set: exercise.sets[index]! };
    }
    return null;
  };
  for (const incoming of payload.p_sets) {
    const found = find(incoming.id);
    if (found) {
      if (incoming.revision >= found.set.revision) found.exercise.sets[found.index] = fromPayload(incoming);
      continue;
    }
    let exercise = exercises.find((entry) => entry.exerciseId === incoming.exercise_id);
    if (!exercise) {
      exercise = { exerciseId: incoming.exercise_id, name: 'Exercise', sets: [] };
      exercises.push(exercise);
    }
    exercise.sets.push(fromPayload(incoming));
  }
  for (const removal of payload.p_removed) {
    const found = find(removal.id);
    if (found && removal.revision > found.set.revision) found.exercise.sets.splice(found.index, 1);
  }
  exercises = exercises.filter((exercise) => exercise.sets.length > 0);
  for (const exercise of exercises) exercise.sets.sort((a, b) => a.setNumber - b.setNumber);
  return { ...log, exercises, totalVolume: volumeOf(exercises) };
}

/** History as the person will see it once their queued edits (one per workout) reach the server. */
export function applyQueuedEdits(
  logs: HistoryLog[],
  edits: ReadonlyMap<string, { payload: EditPayload }>,
): HistoryLog[] {
  if (edits.size === 0) return logs;
  return logs.map((log) => {
    const edit = edits.get(log.id);
    return edit ? applyEdit(log, edit.payload) : log;
  });
}
