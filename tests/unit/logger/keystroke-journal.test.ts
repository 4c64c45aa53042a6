import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { foldJournal, journalEntriesFor, type JournalEntry } from '@/features/logger/lib/keystroke-journal';
import { loggerReducer, type SetPatch } from '@/features/logger/lib/session-reducer';
import type { SessionState, LocalSession } from '@/features/logger/lib/session-schema';
import { buildCompletionPayload, summarize } from '@/features/logger/lib/workout-summary';
import { finishLocally } from '@/features/logger/storage/finish-queue';
import { journalKeystroke, readJournal } from '@/features/logger/storage/journal-store';
import { closeLoggerDb } from '@/features/logger/storage/logger-database';
import {
  deleteLocalSession,
  findLocalSession,
  getLocalSession,
  putLocalSession,
} from '@/features/logger/storage/session-store';
import { deviceWritesFlushed, useLoggerStore } from '@/features/logger/stores/logger-store';
import { T0, freshState, openTestEngine } from './fixtures';

const base = freshState();
const squat = base.exercises[0]!;
const set1 = squat.sets[0]!;
const set2 = squat.sets[1]!;

function local(state: SessionState, overrides: Partial<LocalSession> = {}): LocalSession {
  return {
    sessionId: 's-1',
    userId: 'u-1',
    workoutKey: 'w-1',
    state,
    baseRevision: 1,
    created: true,
    dirty: false,
    localVersion: 1,
    status: 'active',
    ...overrides,
  };
}

/** Types `text` into a set's field key by key, as NumberCell commits it: one edit per key. */
function typeKeys(state: SessionState, setId: string, field: 'weight' | 'reps', text: string, at = T0) {
  let current = state;
  const entries: JournalEntry[] = [];
  for (let length = 1; length <= text.length; length += 1) {
    const value = Number(text.slice(0, length).replace(/\.$/, ''));
    const patch: SetPatch = { [field]: value };
    current = loggerReducer(current, { type: 'edit-set', exerciseId: squat.id, setId, patch, now: at + length });
    entries.push(...journalEntriesFor('u-1', current, squat.id, setId, patch));
  }
  return { state: current, entries };
}

const setOf = (state: SessionState | undefined, setId: string) =>
  state?.exercises.find((exercise) => exercise.id === squat.id)?.sets.find((set) => set.id === setId);

/** Lets the journal's unawaited put land (well under the 150 ms typing pause). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(async () => {
  await closeLoggerDb();
  globalThis.indexedDB = new IDBFactory();
});

describe('keystroke journal: the records and the fold', () => {
  it('records the typed figure with the set revision the keystroke made, one record per session, set and field', () => {
    const { state, entries } = typeKeys(base, set1.id, 'weight', '82.5');
    expect(entries.map((entry) => entry.value)).toEqual([8, 82, 82, 82.5]);
    expect(new Set(entries.map((entry) => entry.id))).toEqual(new Set([`s-1|${set1.id}|weight`]));
    expect(entries.at(-1)).toMatchObject({ userId: 'u-1', sessionId: 's-1', rev: setOf(state, set1.id)!.rev });
  });

  it('applies a record newer than the document, and never one older than it', () => {
    const { state: typed, entries } = typeKeys(base, set1.id, 'weight', '82.5');
    const last = entries.at(-1)!;
    expect(setOf(foldJournal(base, 'u-1', [last]), set1.id)).toMatchObject({ weight: 82.5, rev: last.rev });

    // The document moved on after the keystroke (the person then typed 90): the record is stale.
    const later = loggerReducer(typed, {
      type: 'edit-set',
      exerciseId: squat.id,
      setId: set1.id,
      patch: { weight: 90 },
      now: T0 + 100,
    });
    expect(foldJournal(later, 'u-1', [last])).toBe(later);
  });

  it('folds two fields of one set and leaves other sets alone', () => {
    const weight = typeKeys(base, set2.id, 'weight', '75');
    const reps = typeKeys(weight.state, set2.id, 'reps', '8');
    const folded = foldJournal(base, 'u-1', [weight.entries.at(-1)!, reps.entries.at(-1)!]);
    expect(setOf(folded, set2.id)).toMatchObject({ weight: 75, reps: 8, rev: setOf(reps.state, set2.id)!.rev });
    expect(setOf(folded, set1.id)).toBe(set1);
  });

  it("never applies another account's or another session's record", () => {
    const { entries } = typeKeys(base, set1.id, 'weight', '82.5');
    const last = entries.at(-1)!;
    expect(foldJournal(base, 'u-2', [last])).toBe(base);
    expect(foldJournal(base, 'u-1', [{ ...last, sessionId: 's-2' }])).toBe(base);
  });
});

describe('keystroke journal on the device (IndexedDB)', () => {
  it('a session resumed after a crash shows the typed value, and the journal is cleared', async () => {
    await putLocalSession(local(base));
    const { entries } = typeKeys(base, set1.id, 'weight', '82.5');
    entries.forEach((entry) => journalKeystroke([entry]));
    await settle();
    await closeLoggerDb(); // the crash: the document was never written again

    const resumed = await findLocalSession('u-1', 'w-1');
    expect(setOf(resumed?.state, set1.id)?.weight).toBe(82.5);
    expect(resumed?.dirty).toBe(true); // the server has not seen it
    expect(await readJournal('s-1')).toEqual([]);
    expect(setOf((await getLocalSession('s-1'))?.state, set1.id)?.weight).toBe(82.5);
  });

  it('the debounced document write folds the journal in and clears it; an older record is cleared unapplied', async () => {
    const typed = typeKeys(base, set1.id, 'weight', '82.5');
    journalKeystroke([typed.entries.at(-1)!]);
    await settle();
    // This tab's document write carries an older copy (written before the last keys).
    const written = await putLocalSession(local(base));
    expect(setOf(written.state, set1.id)?.weight).toBe(82.5);
    expect(await readJournal('s-1')).toEqual([]);

    // A record older than what the document already holds is not applied, only cleared.
    const newer = loggerReducer(typed.state, {
      type: 'edit-set',
      exerciseId: squat.id,
      setId: set1.id,
      patch: { weight: 100 },
      now: T0 + 500,
    });
    await putLocalSession(local(newer));
    journalKeystroke([typed.entries[0]!]); // weight 8, from the first key
    await settle();
    expect(setOf((await getLocalSession('s-1'))?.state, set1.id)?.weight).toBe(100);
    expect(await readJournal('s-1')).toEqual([]);
  });

  it("a record of another account is never applied to this account's session, and is kept for its owner", async () => {
    await putLocalSession(local(base));
    const { entries } = typeKeys(base, set1.id, 'weight', '82.5');
    const foreign = { ...entries.at(-1)!, userId: 'u-2' };
    journalKeystroke([foreign]);
    await settle();
    expect(setOf((await getLocalSession('s-1'))?.state, set1.id)?.weight).toBe(set1.weight);
    expect(setOf((await putLocalSession(local(base))).state, set1.id)?.weight).toBe(set1.weight);
    expect(await readJournal('s-1')).toEqual([foreign]);
  });

  it('a finish includes a figure still only in the journal (typed in another tab a moment before)', async () => {
    await putLocalSession(local(base));
    const typed = typeKeys(base, set1.id, 'reps', '7');
    journalKeystroke(typed.entries);
    await settle();
    const done = loggerReducer(base, { type: 'toggle-set-complete', exerciseId: squat.id, setId: set2.id, now: T0 });
    const completedAt = new Date(T0 + 3_600_000);
    await finishLocally(local(done), (state) => ({
      id: 'log-1',
      userId: 'u-1',
      sessionId: 's-1',
      workoutKey: 'w-1',
      payload: buildCompletionPayload(state, 'log-1', completedAt),
      summary: summarize(state, completedAt),
      createdAt: T0,
      attempts: 0,
      nextAttemptAt: T0,
      lastError: null,
    }));
    const stored = await getLocalSession('s-1');
    expect(setOf(stored?.state, set1.id)?.reps).toBe(7);
    expect(await readJournal('s-1')).toEqual([]);
  });

  it('when device storage refuses the folded write, the resumed copy still shows the value and the journal stays', async () => {
    await putLocalSession(local(base));
    journalKeystroke(typeKeys(base, set1.id, 'weight', '82.5').entries);
    await settle();
    const put = IDBObjectStore.prototype.put;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    IDBObjectStore.prototype.put = function refuse() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    try {
      expect(setOf((await getLocalSession('s-1'))?.state, set1.id)?.weight).toBe(82.5);
      expect(logged).toHaveBeenCalled();
    } finally {
      IDBObjectStore.prototype.put = put;
      logged.mockRestore();
    }
    expect(await readJournal('s-1')).toHaveLength(1);
  });

  it('discarding the session drops its journal', async () => {
    await putLocalSession(local(base));
    journalKeystroke(typeKeys(base, set1.id, 'weight', '60').entries);
    await settle();
    await deleteLocalSession('s-1');
    expect(await readJournal('s-1')).toEqual([]);
  });
});

describe('typed text is journaled too', () => {
  it("notes and the workout's name typed before a crash come back; an older record does not", async () => {
    await putLocalSession(local(base));
    useLoggerStore.getState().open(local(base));
    const leave = openTestEngine('s-1');
    const { dispatch } = useLoggerStore.getState();
    dispatch({ type: 'set-workout-notes', notes: 'Felt stro' });
    dispatch({ type: 'set-workout-notes', notes: 'Felt strong' });
    dispatch({ type: 'set-exercise-notes', exerciseId: squat.id, notes: 'Belt on' });
    dispatch({ type: 'rename-workout', name: 'Leg day' });
    await settle();
    expect(await readJournal('s-1')).toHaveLength(3);
    await closeLoggerDb(); // the crash, before the typing pause
    const resumed = await getLocalSession('s-1');
    expect(resumed?.state).toMatchObject({ notes: 'Felt strong', workoutName: 'Leg day' });
    expect(resumed?.state.exercises[0]?.notes).toBe('Belt on');
    expect(await readJournal('s-1')).toEqual([]);
    leave();
    await deviceWritesFlushed();
    useLoggerStore.getState().close();

    // The document moved on (notes changed again elsewhere): a stale record is cleared, not applied.
    const later = { ...resumed!.state, notes: 'Changed later', notesRev: resumed!.state.notesRev + 5 };
    const old: JournalEntry = {
      id: 's-1||workoutNotes',
      userId: 'u-1',
      sessionId: 's-1',
      exerciseId: '',
      setId: '',
      field: 'workoutNotes',
      value: 'Felt stro',
      rev: 1,
      updatedAt: T0,
    };
    expect(foldJournal(later, 'u-1', [old])).toBe(later);
  });
});

describe('the store journals each keystroke at once', () => {
  let leave: () => void = () => undefined;
  beforeEach(() => {
    leave = openTestEngine('s-1');
  });
  afterEach(async () => {
    leave();
    await deviceWritesFlushed();
    useLoggerStore.getState().close();
  });

  it('a typed weight is on the device before the typing pause, without the document being written', async () => {
    await putLocalSession(local(base));
    useLoggerStore.getState().open(local(base));
    for (const value of [8, 82, 82.5])
      useLoggerStore
        .getState()
        .dispatch({ type: 'edit-set', exerciseId: squat.id, setId: set1.id, patch: { weight: value } });
    await settle();
    const journal = await readJournal('s-1');
    expect(journal).toHaveLength(1);
    expect(journal[0]).toMatchObject({ field: 'weight', value: 82.5, userId: 'u-1' });
    await closeLoggerDb();
    expect(setOf((await getLocalSession('s-1'))?.state, set1.id)?.weight).toBe(82.5);
  });
});
