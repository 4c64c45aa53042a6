import type { SetPatch } from './session-reducer';
import type { LoggedSet, SessionState } from './session-schema';

/** The figures of a set that are typed key by key. */
export type JournalField = Exclude<keyof SetPatch, 'isWarmup'>;
const JOURNAL_FIELDS: readonly JournalField[] = ['reps', 'weight', 'durationSeconds', 'distanceMeters', 'rpe'];

/**
 * One typed figure, written to the device on the keystroke that made it (a write-ahead record, so
 * the whole workout document need not be written per key). One record per session, set and field:
 * the next keystroke in that field replaces it. `rev` is the set's revision after that keystroke.
 */
export interface JournalEntry {
  /** `${sessionId}|${setId}|${field}` */
  id: string;
  /** The account that typed it: it is only ever applied to that account's copy of the session. */
  userId: string;
  sessionId: string;
  exerciseId: string;
  setId: string;
  field: JournalField;
  value: number | null;
  rev: number;
  updatedAt: number;
}

export const journalIdOf = (sessionId: string, setId: string, field: JournalField) => `${sessionId}|${setId}|${field}`;

const isJournalField = (key: string): key is JournalField => (JOURNAL_FIELDS as readonly string[]).includes(key);

/**
 * The records for a typed edit of one set, read from the state the edit produced (so they carry the
 * set's new revision). Empty when the set is not there (the edit changed nothing).
 */
export function journalEntriesFor(
  userId: string,
  state: SessionState,
  exerciseId: string,
  setId: string,
  patch: SetPatch,
): JournalEntry[] {
  const set = state.exercises.find((exercise) => exercise.id === exerciseId)?.sets.find((entry) => entry.id === setId);
  if (!set) return [];
  return Object.keys(patch)
    .filter(isJournalField)
    .map((field) => ({
      id: journalIdOf(state.sessionId, setId, field),
      userId,
      sessionId: state.sessionId,
      exerciseId,
      setId,
      field,
      value: set[field] ?? null,
      rev: set.rev,
      updatedAt: set.updatedAt,
    }));
}

/**
 * The document with the journal folded in. A record is applied only when it belongs to this
 * session and account and is newer than the set in the document (a higher revision): a document
 * written after the keystroke (a later write, a completed set, another tab's copy) already holds it,
 * or something that came after it. Records of sets the document does not hold are left out.
 * Returns the same state object when nothing applies.
 */
export function foldJournal(state: SessionState, userId: string, entries: readonly JournalEntry[]): SessionState {
  const mine = entries.filter((entry) => entry.userId === userId && entry.sessionId === state.sessionId);
  if (mine.length === 0) return state;
  let changed = false;
  const exercises = state.exercises.map((exercise) => {
    let setsChanged = false;
    const sets = exercise.sets.map((set) => {
      const newer = mine
        .filter((entry) => entry.setId === set.id && entry.exerciseId === exercise.id && entry.rev > set.rev)
        .sort((a, b) => a.rev - b.rev);
      if (newer.length === 0) return set;
      setsChanged = true;
      return newer.reduce<LoggedSet>(
        (folded, entry) => ({
          ...folded,
          [entry.field]: entry.value,
          rev: Math.max(folded.rev, entry.rev),
          updatedAt: Math.max(folded.updatedAt, entry.updatedAt),
        }),
        set,
      );
    });
    if (!setsChanged) return exercise;
    changed = true;
    return { ...exercise, sets };
  });
  return changed ? { ...state, exercises } : state;
}

/**
 * The records the document now holds (its set has the same or a higher revision): they can be
 * cleared. Records of another account, another session, or a set the document lacks are kept.
 */
export function settledJournalIds(state: SessionState, userId: string, entries: readonly JournalEntry[]): string[] {
  const revisions = new Map(state.exercises.flatMap((exercise) => exercise.sets.map((set) => [set.id, set.rev])));
  return entries
    .filter((entry) => entry.userId === userId && entry.sessionId === state.sessionId)
    .filter((entry) => entry.rev <= (revisions.get(entry.setId) ?? -1))
    .map((entry) => entry.id);
}
