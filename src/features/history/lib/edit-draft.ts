import { nextRevision } from '@/lib/server-clock';
import { tracksDistance, type CompletionSet } from '@/features/training';
import { distanceToMetres, metresToDistance } from '@/lib/training-format';
import { parseWeight, weightInputText, type WeightUnit } from '@/lib/units';
import type { HistoryLog, HistorySet } from './history-model';

/** A set in the editor: a saved one (with what the server holds) or one added now. */
export interface DraftSet {
  key: string;
  saved: HistorySet | null;
  /** As typed, in the person's unit. */
  weight: string;
  reps: string;
  rpe: string;
  /** Distance in the person's unit (km or mi) and time in seconds: shown for distance exercises only. */
  distance: string;
  seconds: string;
  isWarmup: boolean;
  removed: boolean;
}

export interface DraftExercise {
  exerciseId: string;
  name: string;
  /** Edited as distance and time instead of weight and reps. */
  tracksDistance: boolean;
  sets: DraftSet[];
}

const text = (value: number | null) => (value === null ? '' : String(value));

export function draftFromLog(log: HistoryLog, unit: WeightUnit = 'kg'): DraftExercise[] {
  return log.exercises.map((exercise) => ({
    exerciseId: exercise.exerciseId,
    name: exercise.name,
    tracksDistance:
      exercise.sets.some((set) => (set.distanceMeters ?? null) !== null) ||
      tracksDistance({ category: exercise.category ?? null, name: exercise.name }),
    sets: exercise.sets.map((set) => ({
      distance: draftDistance(set, unit),
      seconds: text(set.durationSeconds),
      key: set.id,
      saved: set,
      weight: weightInputText(set.weight, unit),
      reps: text(set.reps),
      rpe: set.rpe === null ? '' : String(set.rpe),
      isWarmup: set.isWarmup,
      removed: false,
    })),
  }));
}

/** A new set copies the last one of the exercise (what Strong and Hevy do on "Add set"). */
export function addDraftSet(exercise: DraftExercise, key: string): DraftExercise {
  const last = [...exercise.sets].reverse().find((set) => !set.removed);
  return {
    ...exercise,
    sets: [
      ...exercise.sets,
      {
        key,
        saved: null,
        weight: last?.weight ?? '',
        reps: last?.reps ?? '',
        rpe: '',
        distance: last?.distance ?? '',
        seconds: last?.seconds ?? '',
        isWarmup: false,
        removed: false,
      },
    ],
  };
}

/** A set as complete_workout_session takes it: the logger's finish and an edit here send the same shape. */
export type AmendSet = CompletionSet;

export interface AmendPayload {
  p_log: {
    id: string;
    user_id: string;
    session_id: string | null;
    workout_id: string | null;
    workout_name: string;
    started_at: string;
    completed_at: string | null;
    duration_seconds: number | null;
    notes: string | null;
  };
  p_sets: AmendSet[];
  p_removed: Array<{ id: string; revision: number }>;
}

export type DraftCheck = { ok: true; payload: AmendPayload; changes: number } | { ok: false; message: string };

function parseField(value: string, name: string, rule: (n: number) => boolean, hint: string): number | null | string {
  const trimmed = value.trim().replace(',', '.');
  if (trimmed === '') return null;
  const n = Number(trimmed);
  if (!Number.isFinite(n) || !rule(n)) return `${name} ${hint}`;
  return n;
}

/**
 * The edit as one amendment of the log through `complete_workout_session`: changed sets go with
 * their revision bumped (so they win over any copy a device still holds), added sets with new ids,
 * deleted sets in p_removed with a newer revision than the saved one. Unchanged sets are not sent.
 * Sending the same payload twice changes nothing.
 */
export function buildAmendment(
  log: HistoryLog,
  userId: string,
  draft: DraftExercise[],
  newId: () => string,
  unit: WeightUnit = 'kg',
  /** The edit's time on the server clock (lib/server-clock): revisions are max(saved + 1, at). */
  at = 0,
): DraftCheck {
  const sets: AmendSet[] = [];
  const removed: Array<{ id: string; revision: number }> = [];
  const lastPerformed = log.exercises
    .flatMap((exercise) => exercise.sets.map((set) => set.performedAt))
    .reduce((latest, at) => (at > latest ? at : latest), log.completedAt ?? log.startedAt);
  let added = 0;
  for (const exercise of draft) {
    let setNumber = Math.max(0, ...exercise.sets.filter((set) => set.saved).map((set) => set.saved?.setNumber ?? 0));
    for (const set of exercise.sets) {
      if (set.removed) {
        if (set.saved) removed.push({ id: set.saved.id, revision: nextRevision(set.saved.revision, at) });
        continue;
      }
      const weight = draftWeight(set, unit);
      const reps = parseField(
        set.reps,
        'Reps',
        (n) => Number.isInteger(n) && n >= 0 && n <= 1000,
        'must be a whole number, 0 to 1000',
      );
      const rpe = parseField(set.rpe, 'RPE', (n) => n >= 1 && n <= 10, 'must be 1 to 10');
      const distance = parseField(set.distance, 'Distance', (n) => n >= 0 && n <= 600, 'must be 0 to 600');
      const seconds = parseField(
        set.seconds,
        'Time',
        (n) => Number.isInteger(n) && n >= 0 && n <= 86_400,
        'must be whole seconds, up to 24 hours',
      );
      for (const value of [weight, reps, rpe, distance, seconds]) {
        if (typeof value === 'string') return { ok: false, message: `${exercise.name}: ${value}.` };
      }
      const next = {
        weight: weight as number | null,
        reps: reps as number | null,
        rpe: rpe as number | null,
        duration_seconds: seconds as number | null,
        // Unchanged text keeps the saved metres exactly (no round trip through km or mi).
        distance_m:
          set.saved && set.distance === draftDistance(set.saved, unit)
            ? (set.saved.distanceMeters ?? null)
            : distance === null
              ? null
              : distanceToMetres(distance as number, unit),
      };
      if (next.reps === null && next.weight === null && next.duration_seconds === null && next.distance_m === null) {
        return {
          ok: false,
          message: exercise.tracksDistance
            ? `${exercise.name}: a set needs a distance or a time (or delete it).`
            : `${exercise.name}: a set needs reps or a weight (or delete it).`,
        };
      }
      const saved = set.saved;
      if (saved) {
        const same =
          saved.weight === next.weight &&
          saved.reps === next.reps &&
          saved.rpe === next.rpe &&
          saved.durationSeconds === next.duration_seconds &&
          (saved.distanceMeters ?? null) === next.distance_m &&
          saved.isWarmup === set.isWarmup;
        if (same && saved.completed) continue;
        sets.push({
          ...toAmendSet(exercise.exerciseId, saved),
          ...next,
          is_warmup: set.isWarmup,
          completed: true,
          revision: nextRevision(saved.revision, at),
        });
      } else {
        setNumber += 1;
        added += 1;
        if (setNumber > 100) return { ok: false, message: `${exercise.name}: at most 100 sets.` };
        sets.push({
          id: newId(),
          exercise_id: exercise.exerciseId,
          workout_exercise_id: exercise.sets.find((s) => s.saved)?.saved?.workoutExerciseId ?? null,
          set_number: setNumber,
          ...next,
          completed: true,
          is_warmup: set.isWarmup,
          notes: exercise.sets.find((s) => s.saved)?.saved?.notes ?? null,
          performed_at: new Date(Date.parse(lastPerformed) + added * 1000).toISOString(),
          revision: nextRevision(0, at),
        });
      }
    }
  }
  return {
    ok: true,
    changes: sets.length + removed.length,
    payload: {
      p_log: {
        id: log.id,
        user_id: userId,
        session_id: log.sessionId,
        workout_id: log.workoutId,
        workout_name: log.name,
        started_at: log.startedAt,
        completed_at: log.completedAt,
        duration_seconds: log.durationSeconds,
        notes: log.notes,
      },
      p_sets: sets,
      p_removed: removed,
    },
  };
}

/**
 * The set's weight in kg. Text left as shown keeps the saved value exactly: a weight shown rounded in
 * the other unit is not rewritten by saving an unrelated change (no drift).
 */
function draftWeight(set: DraftSet, unit: WeightUnit): number | null | string {
  if (set.saved && set.weight.trim() === weightInputText(set.saved.weight, unit)) return set.saved.weight;
  const parsed = parseWeight(set.weight, unit);
  return parsed.ok ? parsed.kg : parsed.message.replace(/\.$/, '');
}

function toAmendSet(exerciseId: string, set: HistorySet): AmendSet {
  return {
    id: set.id,
    exercise_id: exerciseId,
    workout_exercise_id: set.workoutExerciseId,
    set_number: set.setNumber,
    reps: set.reps,
    weight: set.weight,
    duration_seconds: set.durationSeconds,
    distance_m: set.distanceMeters ?? null,
    rpe: set.rpe,
    completed: set.completed,
    is_warmup: set.isWarmup,
    notes: set.notes,
    performed_at: set.performedAt,
    revision: set.revision,
  };
}

/** The distance field's text for a saved set, as the draft first showed it. */
function draftDistance(set: HistorySet, unit: WeightUnit): string {
  return set.distanceMeters == null ? '' : String(metresToDistance(set.distanceMeters, unit));
}
