import {
  array,
  boolean,
  count,
  literal,
  nullable,
  number,
  object,
  optional,
  parseOrNull,
  record,
  string,
  withDefault,
  type Infer,
} from '@/lib/guard';

/**
 * The workout in progress, as kept on the device (IndexedDB) and in `workout_sessions.state`.
 * It carries the plan and the history it needs, so a reload with no network or a second device
 * resumes from this document alone. Every set and exercise has an id made on the device and a
 * revision (`rev`), raised by every edit of that entry to max(rev + 1, the edit's time on the
 * server's clock as the device measured it) and carried through merges: two copies are merged entry
 * by entry, the entry edited after the other one was seen wins, and of two edits made without
 * seeing each other the later one in real time wins, whatever the device clocks say (lib/server-clock;
 * `updatedAt` only breaks exact ties). Removals are kept as tombstones (`deleted`) so a merge cannot bring a removed set back.
 */
export const stopwatchSchema = object({
  startedAt: number,
  accumulatedSeconds: number,
});

export const loggedSetSchema = object({
  id: string,
  reps: nullable(number),
  weight: nullable(number),
  durationSeconds: nullable(number),
  /** Metres, for cardio that covers ground (set-kind `tracksDistance`); absent in older documents. */
  distanceMeters: optional(nullable(number)),
  /**
   * A stopwatch running for this set: when it was started (ms) and the seconds it held before that
   * start (pause and resume). In the document, so a reload or another tab shows it still running;
   * it changes with the set's revision like any edit.
   */
  stopwatch: optional(nullable(stopwatchSchema)),
  rpe: nullable(number),
  completed: boolean,
  isWarmup: boolean,
  completedAt: nullable(string),
  updatedAt: number,
  rev: withDefault(count, 0),
  deleted: optional(boolean),
});

export const setTargetSchema = object({
  reps: nullable(number),
  repMin: nullable(number),
  repMax: nullable(number),
  durationSeconds: nullable(number),
  weight: nullable(number),
});

export const previousSetSchema = object({
  reps: nullable(number),
  weight: nullable(number),
  durationSeconds: nullable(number),
  distanceMeters: optional(nullable(number)),
});

export const bestsSchema = object({
  heaviestWeight: number,
  bestOneRepMax: number,
  bestSetVolume: number,
  mostReps: number,
});

export const loggedExerciseSchema = object({
  id: string,
  workoutExerciseId: nullable(string),
  exerciseId: string,
  name: string,
  muscleGroups: array(string),
  equipment: nullable(string),
  isTimeBased: boolean,
  /** The library's category ("strength", "cardio"…) and picture; absent in older documents. */
  category: optional(nullable(string)),
  thumbnailUrl: optional(nullable(string)),
  restSeconds: number,
  target: setTargetSchema,
  previous: array(previousSetSchema),
  /** The coach's notes and tempo from the plan. */
  planNotes: nullable(string),
  tempo: nullable(string),
  notes: string,
  /** The name of the exercise this one replaced, when swapped in. */
  swappedFrom: nullable(string),
  /**
   * The plan's superset or circuit letter: neighbours with the same letter are shown together and
   * rested after the last one. Absent in documents written before groups existed (no group).
   */
  groupKey: optional(nullable(string)),
  /**
   * Where the exercise sits in the workout (ascending; fractions for a move between two). Carried
   * with the exercise's revision, so a reorder merges like any other edit of the exercise. Absent
   * in documents written before reordering existed: the list order stands.
   */
  position: optional(number),
  sets: array(loggedSetSchema),
  updatedAt: number,
  rev: withDefault(count, 0),
  deleted: optional(boolean),
  /**
   * Set by a merge that met a removal of this exercise on another device (a swap, a remove) while
   * this copy had completed sets in it: the sets are kept and the person decides.
   */
  removedElsewhere: optional(boolean),
});

export const restTimerSchema = object({
  startedAt: number,
  endsAt: number,
  exerciseName: string,
});

export const sessionStateSchema = object({
  version: literal(1),
  sessionId: string,
  userId: string,
  workoutId: nullable(string),
  workoutName: string,
  /** Renaming (a workout started empty is named as it goes) merges by revision like the notes. */
  nameRev: withDefault(count, 0),
  nameUpdatedAt: withDefault(number, 0),
  startedAt: string,
  exercises: array(loggedExerciseSchema),
  notes: string,
  notesUpdatedAt: number,
  notesRev: withDefault(count, 0),
  rest: nullable(restTimerSchema),
  restUpdatedAt: number,
  restRev: withDefault(count, 0),
  /** Personal bests per exercise id before this workout, for the summary's records. */
  historyBests: record(bestsSchema),
});

// Documents written before revisions existed read with `rev` 0.
export type LoggedSet = Infer<typeof loggedSetSchema>;
export type SetTarget = Infer<typeof setTargetSchema>;
export type PreviousSet = Infer<typeof previousSetSchema>;
export type LoggedExercise = Infer<typeof loggedExerciseSchema>;
export type RestTimer = Infer<typeof restTimerSchema>;
export type SetStopwatch = Infer<typeof stopwatchSchema>;
export type SessionState = Infer<typeof sessionStateSchema>;

/** Parses a state from the server or the device; null when it is not a logger document. */
export function parseSessionState(value: unknown): SessionState | null {
  return parseOrNull(sessionStateSchema, value);
}
