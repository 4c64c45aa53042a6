import { z } from 'zod';

/**
 * The workout in progress, as kept on the device (IndexedDB) and in `workout_sessions.state`.
 * It carries the plan and the history it needs, so a reload with no network or a second device
 * resumes from this document alone. Every set and exercise has an id made on the device and a
 * revision (`rev`): a counter bumped by every edit of that entry and carried through merges, so two
 * copies are merged entry by entry and the entry edited after the other one was seen wins, whatever
 * the devices' clocks say (`updatedAt`, ms, only breaks ties between edits made without seeing each
 * other). Removals are kept as tombstones (`deleted`) so a merge cannot bring a removed set back.
 */
export const stopwatchSchema = z.object({
  startedAt: z.number(),
  accumulatedSeconds: z.number().nonnegative(),
});

export const loggedSetSchema = z.object({
  id: z.string(),
  reps: z.number().nullable(),
  weight: z.number().nullable(),
  durationSeconds: z.number().nullable(),
  /** Metres, for cardio that covers ground (set-kind `tracksDistance`); absent in older documents. */
  distanceMeters: z.number().nullable().optional(),
  /**
   * A stopwatch running for this set: when it was started (ms) and the seconds it held before that
   * start (pause and resume). In the document, so a reload or another tab shows it still running;
   * it changes with the set's revision like any edit.
   */
  stopwatch: stopwatchSchema.nullable().optional(),
  rpe: z.number().nullable(),
  completed: z.boolean(),
  isWarmup: z.boolean(),
  completedAt: z.string().nullable(),
  updatedAt: z.number(),
  rev: z.number().int().nonnegative().default(0),
  deleted: z.boolean().optional(),
});

export const setTargetSchema = z.object({
  reps: z.number().nullable(),
  repMin: z.number().nullable(),
  repMax: z.number().nullable(),
  durationSeconds: z.number().nullable(),
  weight: z.number().nullable(),
});

export const previousSetSchema = z.object({
  reps: z.number().nullable(),
  weight: z.number().nullable(),
  durationSeconds: z.number().nullable(),
  distanceMeters: z.number().nullable().optional(),
});

export const bestsSchema = z.object({
  heaviestWeight: z.number(),
  bestOneRepMax: z.number(),
  bestSetVolume: z.number(),
  mostReps: z.number(),
});

export const loggedExerciseSchema = z.object({
  id: z.string(),
  workoutExerciseId: z.string().nullable(),
  exerciseId: z.string(),
  name: z.string(),
  muscleGroups: z.array(z.string()),
  equipment: z.string().nullable(),
  isTimeBased: z.boolean(),
  /** The library's category ("strength", "cardio"…) and picture; absent in older documents. */
  category: z.string().nullable().optional(),
  thumbnailUrl: z.string().nullable().optional(),
  restSeconds: z.number(),
  target: setTargetSchema,
  previous: z.array(previousSetSchema),
  /** The coach's notes and tempo from the plan. */
  planNotes: z.string().nullable(),
  tempo: z.string().nullable(),
  notes: z.string(),
  /** The name of the exercise this one replaced, when swapped in. */
  swappedFrom: z.string().nullable(),
  /**
   * The plan's superset or circuit letter: neighbours with the same letter are shown together and
   * rested after the last one. Absent in documents written before groups existed (no group).
   */
  groupKey: z.string().nullable().optional(),
  /**
   * Where the exercise sits in the workout (ascending; fractions for a move between two). Carried
   * with the exercise's revision, so a reorder merges like any other edit of the exercise. Absent
   * in documents written before reordering existed: the list order stands.
   */
  position: z.number().optional(),
  sets: z.array(loggedSetSchema),
  updatedAt: z.number(),
  rev: z.number().int().nonnegative().default(0),
  deleted: z.boolean().optional(),
  /**
   * Set by a merge that met a removal of this exercise on another device (a swap, a remove) while
   * this copy had completed sets in it: the sets are kept and the person decides.
   */
  removedElsewhere: z.boolean().optional(),
});

export const restTimerSchema = z.object({
  startedAt: z.number(),
  endsAt: z.number(),
  exerciseName: z.string(),
});

export const sessionStateSchema = z.object({
  version: z.literal(1),
  sessionId: z.string(),
  userId: z.string(),
  workoutId: z.string().nullable(),
  workoutName: z.string(),
  /** Renaming (a workout started empty is named as it goes) merges by revision like the notes. */
  nameRev: z.number().int().nonnegative().default(0),
  nameUpdatedAt: z.number().default(0),
  startedAt: z.string(),
  exercises: z.array(loggedExerciseSchema),
  notes: z.string(),
  notesUpdatedAt: z.number(),
  notesRev: z.number().int().nonnegative().default(0),
  rest: restTimerSchema.nullable(),
  restUpdatedAt: z.number(),
  restRev: z.number().int().nonnegative().default(0),
  /** Personal bests per exercise id before this workout, for the summary's records. */
  historyBests: z.record(z.string(), bestsSchema),
});

// Output types: documents written before revisions existed parse with `rev` 0.
export type LoggedSet = z.output<typeof loggedSetSchema>;
export type SetTarget = z.infer<typeof setTargetSchema>;
export type PreviousSet = z.infer<typeof previousSetSchema>;
export type LoggedExercise = z.output<typeof loggedExerciseSchema>;
export type RestTimer = z.infer<typeof restTimerSchema>;
export type SetStopwatch = z.infer<typeof stopwatchSchema>;
export type SessionState = z.output<typeof sessionStateSchema>;

/** Parses a state from the server or the device; null when it is not a logger document. */
export function parseSessionState(value: unknown): SessionState | null {
  const result = sessionStateSchema.safeParse(value);
  return result.success ? result.data : null;
}
