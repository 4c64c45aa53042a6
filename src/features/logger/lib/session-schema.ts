import type { CompletionPayload, PersonalRecord } from '@/features/training';
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

/** This week's extras from the program (docs/programs.md, "Weeks"); absent in older documents. */
export const exerciseWeekSchema = object({
  rpe: nullable(number),
  percentE1rm: nullable(number),
  /** The estimate the percentage was taken of (null: no history, the weight is the client's to pick). */
  e1rmKg: nullable(number),
  note: nullable(string),
});

export const programWeekSchema = object({
  week: number,
  of: nullable(number),
  deload: boolean,
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
  week: optional(nullable(exerciseWeekSchema)),
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
  /** The program week this workout was started in ("Week 3 of 8"); absent in older documents. */
  programWeek: optional(nullable(programWeekSchema)),
});

// Documents written before revisions existed read with `rev` 0.
export type LoggedSet = Infer<typeof loggedSetSchema>;
export type SetTarget = Infer<typeof setTargetSchema>;
export type PreviousSet = Infer<typeof previousSetSchema>;
export type LoggedExercise = Infer<typeof loggedExerciseSchema>;
export type RestTimer = Infer<typeof restTimerSchema>;
export type SetStopwatch = Infer<typeof stopwatchSchema>;
export type SessionState = Infer<typeof sessionStateSchema>;
export type ExerciseWeek = Infer<typeof exerciseWeekSchema>;
export type ProgramWeekInfo = Infer<typeof programWeekSchema>;

/** Parses a state from the server or the device; null when it is not a logger document. */
export function parseSessionState(value: unknown): SessionState | null {
  return parseOrNull(sessionStateSchema, value);
}

// The records the logger keeps and sends, beside the document: one module for every logger type, so
// api, lib and storage all read types from here and never from each other.

export interface WorkoutSummary {
  durationSeconds: number;
  totalVolume: number;
  setsDone: number;
  exercisesDone: number;
  records: Array<PersonalRecord & { exerciseName: string }>;
  /** Metres covered in completed sets (cardio); absent in summaries queued before distances existed. */
  distanceMeters?: number;
  /**
   * The workout's exercises in order with their superset letter and rest, for "Save as a workout"
   * (the completion call carries sets only). Absent in summaries queued before it existed.
   */
  layout?: ExerciseLayout[];
}

export interface ExerciseLayout {
  exerciseId: string;
  groupKey: string | null;
  restSeconds: number;
}

/** A workout in progress on this device. */
export interface LocalSession {
  sessionId: string;
  userId: string;
  /** '' when the session has no workout (IndexedDB keys cannot be null). */
  workoutKey: string;
  state: SessionState;
  /** The server revision this copy was last in step with (0 before the first write). */
  baseRevision: number;
  /** Whether the row exists on the server yet. */
  created: boolean;
  /** Local edits the server has not seen. */
  dirty: boolean;
  /** Bumped on every local edit, so a sync knows whether the state changed while it was away. */
  localVersion: number;
  /** 'finished' once the finish is in the outbox; removed when the server accepts it. */
  status: 'active' | 'finished';
  /** Set when another device finished or discarded the session. */
  endedElsewhere?: 'completed' | 'discarded';
  /** Set id → revision the server is known to hold (from finishes of this session accepted so far). */
  saved?: Record<string, number>;
}

/** A finished workout waiting for the server to accept it. */
export interface OutboxEntry {
  id: string;
  userId: string;
  sessionId: string;
  workoutKey: string;
  payload: CompletionPayload;
  summary: WorkoutSummary;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  /** The server refused the data itself (not the network): retrying alone will not help. */
  refused?: boolean;
}

// The completion call and a queued History edit are the training domain's (History builds edits too).
export type { CompletionPayload, CompletionSet, EditPayload, QueuedEdit, RemovedSet } from '@/features/training';
