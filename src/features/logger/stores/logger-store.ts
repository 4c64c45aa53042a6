import { create } from 'zustand';
import { serverClock } from '@/lib/server-clock';
import { journalEntriesFor, textJournalEntryFor, type JournalEntry } from '../lib/keystroke-journal';
import { mergeLocalSessions } from '../lib/merge-local-sessions';
import { loggerReducer, type LoggerAction } from '../lib/session-reducer';
import type { LoggedExercise, LoggedSet, SessionState, LocalSession } from '../lib/session-schema';
import type { LoggerEngine, LoggerEngineEvents } from '../sync/logger-engine';

export type SyncStatus = 'saved-local' | 'syncing' | 'synced' | 'offline' | 'error';

type WithoutNow<T> = T extends unknown ? Omit<T, 'now'> : never;
export type LoggerCommand = WithoutNow<LoggerAction>;

interface LoggerStore {
  /** The workout in progress on this device (client state; the server copy follows it). */
  session: LocalSession | null;
  sync: SyncStatus;
  syncMessage: string | null;
  localSaveFailed: boolean;
  open: (session: LocalSession) => void;
  close: () => void;
  /** Applies a change and writes it to the device at once; the server sync follows. */
  dispatch: (command: LoggerCommand) => void;
  /** Replaces the session (after a merge or a server step) and writes it to the device. */
  replace: (session: LocalSession) => void;
  /** Takes in a copy another tab wrote to the device (already on disk, so not written again). */
  absorb: (other: LocalSession) => void;
  setSync: (sync: SyncStatus, message?: string | null) => void;
}

/** A cheap, exact test of "same content": every edit bumps a revision, so ids and revisions tell. */
function fingerprint(state: SessionState): string {
  const parts = [state.notesRev, state.restRev, state.nameRev];
  const marks = state.exercises.map(
    (exercise) =>
      `${exercise.id}:${exercise.rev}:${exercise.deleted ? 1 : 0}${exercise.removedElsewhere ? 1 : 0}[${exercise.sets.map((set) => `${set.id}:${set.rev}`).join(',')}]`,
  );
  return `${parts.join(':')}|${marks.join('|')}`;
}

/**
 * The engine of the open session (sync/logger-engine.ts), which the page makes and disposes
 * (hooks/use-logger-engine.ts): the store hands it every edit to write to the device. Importing the
 * store makes nothing and listens to nothing.
 */
let engine: LoggerEngine | null = null;
/** Device writes of engines already disposed, which may still be landing. */
let leftWrites: Promise<unknown> = Promise.resolve();

/** What an engine reports back to this store about device writes. */
export const loggerEngineEvents: LoggerEngineEvents = {
  onSaveFailed: (error) => {
    console.error('Saving the workout on this device failed', error);
    useLoggerStore.setState({ localSaveFailed: true });
  },
  onWritten: (written) => {
    useLoggerStore.setState({ localSaveFailed: false });
    useLoggerStore.getState().absorb(written);
  },
};

/** Makes `next` the engine edits are written through; returns the detach (call it after `dispose`). */
export function attachLoggerEngine(next: LoggerEngine): () => void {
  engine = next;
  return () => {
    if (engine === next) engine = null;
    leftWrites = Promise.all([leftWrites, next.flushed()]);
  };
}

/**
 * Resolves once every copy handed to the device so far is there, the writes of an engine already
 * disposed included (opening a workout reads the device copy after them).
 */
export async function deviceWritesFlushed(): Promise<void> {
  await Promise.all([leftWrites, engine?.flushed()]);
}

/**
 * Edits made by typing (each key is a command): the document is written once typing pauses, not per
 * key; what was typed is journaled on the key itself (one small record, see keystroke-journal).
 */
const isTyping = (command: LoggerCommand) =>
  command.type === 'set-exercise-notes' ||
  command.type === 'set-workout-notes' ||
  command.type === 'rename-workout' ||
  (command.type === 'edit-set' && !('isWarmup' in command.patch));

/** The journal record of a typed edit (one small put on the key; see keystroke-journal). */
function journalOf(userId: string, state: SessionState, command: LoggerCommand): JournalEntry[] {
  switch (command.type) {
    case 'edit-set':
      return journalEntriesFor(userId, state, command.exerciseId, command.setId, command.patch);
    case 'set-exercise-notes':
    case 'set-workout-notes':
    case 'rename-workout':
      return textJournalEntryFor(userId, state, command);
    default:
      return [];
  }
}

export const useLoggerStore = create<LoggerStore>()((set, get) => ({
  session: null,
  sync: 'saved-local',
  syncMessage: null,
  localSaveFailed: false,
  open: (session) => set({ session, sync: 'saved-local', syncMessage: null, localSaveFailed: false }),
  close: () => set({ session: null, syncMessage: null }),
  dispatch: (command) => {
    const session = get().session;
    if (!session || session.status !== 'active') return;
    // `at` orders the edit by the server's clock, so a device clock set wrong cannot undo it.
    const state = loggerReducer(session.state, { ...command, now: Date.now(), at: serverClock.now() } as LoggerAction);
    if (state === session.state) return;
    const next: LocalSession = { ...session, state, dirty: true, localVersion: session.localVersion + 1 };
    set({ session: next });
    const typing = isTyping(command);
    engine?.write(next, { typing, journal: typing ? journalOf(next.userId, state, command) : [] });
  },
  replace: (session) => {
    set({ session });
    engine?.write(session);
  },
  absorb: (other) => {
    const current = get().session;
    if (!current || current.sessionId !== other.sessionId) return;
    const merged = mergeLocalSessions(other, current);
    const changed = merged.status !== current.status || fingerprint(merged.state) !== fingerprint(current.state);
    if (changed) set({ session: { ...merged, localVersion: current.localVersion + 1 } });
  },
  setSync: (sync, message = null) => set({ sync, syncMessage: message }),
}));

const EMPTY: string[] = [];
const EMPTY_KEYS: (string | null)[] = [];

export const selectState = (store: LoggerStore) => store.session?.state ?? null;
export const selectDispatch = (store: LoggerStore) => store.dispatch;
export const selectExerciseIds = (store: LoggerStore): string[] =>
  store.session?.state.exercises.filter((exercise) => !exercise.deleted).map((exercise) => exercise.id) ?? EMPTY;
/** The group letter of each live exercise, in order (null: a straight set). */
export const selectGroupKeys = (store: LoggerStore): (string | null)[] =>
  store.session?.state.exercises.filter((exercise) => !exercise.deleted).map((exercise) => exercise.groupKey ?? null) ??
  EMPTY_KEYS;
export const selectExercise =
  (exerciseId: string) =>
  (store: LoggerStore): LoggedExercise | undefined =>
    store.session?.state.exercises.find((exercise) => exercise.id === exerciseId);
/** An exercise without its sets: what its card draws around the set rows. */
export type ExerciseCardFields = Omit<LoggedExercise, 'sets'>;
// Derived values kept per exercise (or per sets array) object: the store replaces only what an edit
// touched, so every other card's selectors return their previous value without building anything.
const cards = new WeakMap<LoggedExercise, ExerciseCardFields>();
const setIdLists = new WeakMap<LoggedSet[], string[]>();
const labelLists = new WeakMap<LoggedSet[], string[]>();
function cached<K extends object, V>(cache: WeakMap<K, V>, key: K, build: (key: K) => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = build(key);
    cache.set(key, value);
  }
  return value;
}
/**
 * An exercise without its sets. Use with `useShallow`: typing in a set leaves every field the
 * same, so the card skips the keystroke (only the row renders).
 */
export const selectExerciseCard = (exerciseId: string) => (store: LoggerStore) => {
  const exercise = selectExercise(exerciseId)(store);
  if (!exercise) return undefined;
  return cached(cards, exercise, ({ sets: _sets, ...card }) => card);
};
/** The live sets' ids in order (with `useShallow`: a new array only when sets come, go or move). */
export const selectLiveSetIds = (exerciseId: string) => (store: LoggerStore) => {
  const sets = selectExercise(exerciseId)(store)?.sets;
  return sets ? cached(setIdLists, sets, (all) => all.flatMap((set) => (set.deleted ? [] : [set.id]))) : EMPTY;
};
/** Each live set's label: "W" for a warm-up, else its number among the working sets. */
export const selectSetLabels = (exerciseId: string) => (store: LoggerStore) => {
  const sets = selectExercise(exerciseId)(store)?.sets;
  if (!sets) return EMPTY;
  return cached(labelLists, sets, (all) => {
    let working = 0;
    return all.flatMap((set) => (set.deleted ? [] : [set.isWarmup ? 'W' : String((working += 1))]));
  });
};
export const selectSet =
  (exerciseId: string, setId: string) =>
  (store: LoggerStore): LoggedSet | undefined =>
    selectExercise(exerciseId)(store)?.sets.find((set) => set.id === setId);
export const selectRest = (store: LoggerStore) => store.session?.state.rest ?? null;
