import type { SetPatch } from './session-reducer';
import type { LoggedSet, SessionState } from './session-schema';

/** The figures of a set that are typed key by key. */
export type JournalField = Exclude<keyof SetPatch, 'isWarmup'>;
const JOURNAL_FIELDS: readonly JournalField[] = ['reps', 'weight', 'durationSeconds', 'distanceMeters', 'rpe'];
/** Text typed key by key: an exercise's notes, the workout's notes and its name. */
export type JournalTextField = 'exerciseNotes' | 'workoutNotes' | 'workoutName';

/**
 * One typed figure, written to the device on the keystroke that made it (a write-ahead record, so
 * the whole workout document need not be written per key). One record per session, set and field:
 * the next keystroke in that field replaces it. `rev` is the set's revision after that keystroke.
 * Typed text has records of the same shape with `setId` '' (an exercise's notes carry its id and
 * revision; the workout's notes and name their `notesRev` / `nameRev`).
 */
export interface JournalEntry {
  /** `${sessionId}|${setId}|${field}` */
  id: string;
  /** The account that typed it: it is only ever applied to that account's copy of the session. */
  userId: string;
  sessionId: string;
  exerciseId: string;
  /** '' for text. */
  setId: string;
  field: JournalField | JournalTextField;
  value: number | string | null;
  rev: number;
  updatedAt: number;
}

export const journalIdOf = (sessionId: string, target: string, field: JournalField | JournalTextField) =>
  `${sessionId}|${target}|${field}`;

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

/** The typing edits of text, as the store's commands carry them. */
export type TextEdit =
  { type: 'set-exercise-notes'; exerciseId: string } | { type: 'set-workout-notes' } | { type: 'rename-workout' };

/** The record for a key typed into notes or the workout's name, read from the state it produced. */
export function textJournalEntryFor(userId: string, state: SessionState, edit: TextEdit): JournalEntry[] {
  const base = { userId, sessionId: state.sessionId, setId: '' };
  if (edit.type === 'set-workout-notes')
    return [
      {
        ...base,
        id: journalIdOf(state.sessionId, '', 'workoutNotes'),
        exerciseId: '',
        field: 'workoutNotes',
        value: state.notes,
        rev: state.notesRev,
        updatedAt: state.notesUpdatedAt,
      },
    ];
  if (edit.type === 'rename-workout')
    return [
      {
        ...base,
        id: journalIdOf(state.sessionId, '', 'workoutName'),
        exerciseId: '',
        field: 'workoutName',
        value: state.workoutName,
        rev: state.nameRev,
        updatedAt: state.nameUpdatedAt,
      },
    ];
  const exercise = state.exercises.find((entry) => entry.id === edit.exerciseId);
  if (!exercise) return [];
  return [
    {
      ...base,
      id: journalIdOf(state.sessionId, exercise.id, 'exerciseNotes'),
      exerciseId: exercise.id,
      field: 'exerciseNotes',
      value: exercise.notes,
      rev: exercise.rev,
      updatedAt: exercise.updatedAt,
    },
  ];
}

/** Typed text folded in: each record only over an older revision of what it typed into. */
function foldText(state: SessionState, entries: readonly JournalEntry[]): SessionState {
  let folded = state;
  for (const entry of entries) {
    if (typeof entry.value !== 'string') continue;
    if (entry.field === 'workoutNotes' && entry.rev > folded.notesRev)
      folded = { ...folded, notes: entry.value, notesRev: entry.rev, notesUpdatedAt: entry.updatedAt };
    else if (entry.field === 'workoutName' && entry.rev > folded.nameRev)
      folded = { ...folded, workoutName: entry.value, nameRev: entry.rev, nameUpdatedAt: entry.updatedAt };
    else if (entry.field === 'exerciseNotes') {
      const notes = entry.value;
      const stale = folded.exercises.find((exercise) => exercise.id === entry.exerciseId && exercise.rev < entry.rev);
      if (stale)
        folded = {
          ...folded,
          exercises: folded.exercises.map((exercise) =>
            exercise === stale ? { ...exercise, notes, rev: entry.rev, updatedAt: entry.updatedAt } : exercise,
          ),
        };
    }
  }
  return folded;
}

/**
 * The document with the journal folded in. A record is applied only when it belongs to this
 * session and account and is newer than the set in the document (a higher revision): a document
 * written after the keystroke (a later write, a completed set, another tab's copy) already holds it,
 * or something that came after it. Records of sets the document does not hold are left out.
 * Returns the same state object when nothing applies.
 */
export function foldJournal(state: SessionState, userId: string, entries: readonly JournalEntry[]): SessionState {
  const ours = entries.filter((entry) => entry.userId === userId && entry.sessionId === state.sessionId);
  if (ours.length === 0) return state;
  const mine = ours.filter((entry) => entry.setId !== '');
  state = foldText(
    state,
    ours.filter((entry) => entry.setId === ''),
  );
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
  const exerciseRevisions = new Map(state.exercises.map((exercise) => [exercise.id, exercise.rev]));
  const holds = (entry: JournalEntry): number | undefined => {
    if (entry.setId !== '') return revisions.get(entry.setId);
    if (entry.field === 'workoutNotes') return state.notesRev;
    if (entry.field === 'workoutName') return state.nameRev;
    return exerciseRevisions.get(entry.exerciseId);
  };
  return entries
    .filter((entry) => entry.userId === userId && entry.sessionId === state.sessionId)
    .filter((entry) => entry.rev <= (holds(entry) ?? -1))
    .map((entry) => entry.id);
}
