import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { mergeStates } from '@/features/logger/lib/merge-states';
import { liveExercises, liveSets, loggerReducer, type Replacement } from '@/features/logger/lib/session-reducer';
import type { SessionState, LocalSession, OutboxEntry } from '@/features/logger/lib/session-schema';
import { buildCompletionPayload, summarize, unsavedSetCount } from '@/features/logger/lib/workout-summary';
import { createLocalWriter } from '@/features/logger/storage/local-writer';
import { finishLocally, listOutbox, settleOutboxEntry } from '@/features/logger/storage/finish-queue';
import { closeLoggerDb } from '@/features/logger/storage/logger-database';
import { getLocalSession, putLocalSession } from '@/features/logger/storage/session-store';
import { T0, freshState } from './fixtures';

const base = freshState();
const squat = base.exercises[0]!;
const row = base.exercises[1]!;

const complete = (state: SessionState, exerciseId: string, setId: string, now: number) =>
  loggerReducer(state, { type: 'toggle-set-complete', exerciseId, setId, now });
const completedIds = (state: SessionState) =>
  liveExercises(state).flatMap((exercise) =>
    liveSets(exercise)
      .filter((set) => set.completed)
      .map((set) => set.id),
  );

function local(state: SessionState, overrides: Partial<LocalSession> = {}): LocalSession {
  return {
    sessionId: 's-1',
    userId: 'u-1',
    workoutKey: 'w-1',
    state,
    baseRevision: 1,
    created: true,
    dirty: true,
    localVersion: 1,
    status: 'active',
    ...overrides,
  };
}

function entryFor(session: LocalSession, logId: string) {
  return (state: SessionState): OutboxEntry => {
    const at = new Date(T0 + 3_600_000);
    return {
      id: logId,
      userId: session.userId,
      sessionId: session.sessionId,
      workoutKey: session.workoutKey,
      payload: buildCompletionPayload(state, logId, at),
      summary: summarize(state, at),
      createdAt: T0,
      attempts: 0,
      nextAttemptAt: T0,
      lastError: null,
    };
  };
}

beforeEach(async () => {
  await closeLoggerDb();
  globalThis.indexedDB = new IDBFactory();
});

describe('revisions, not clocks, order edits', () => {
  it('keeps the edit made after the other was seen, even from a device whose clock is ten minutes slow', () => {
    const set = squat.sets[0]!;
    const phone = loggerReducer(base, {
      type: 'edit-set',
      exerciseId: squat.id,
      setId: set.id,
      patch: { weight: 80 },
      now: T0 + 600_000,
    });
    // The tablet saw the phone's edit (merged), then corrected it; its clock is ten minutes behind.
    const tablet = loggerReducer(mergeStates(base, phone), {
      type: 'edit-set',
      exerciseId: squat.id,
      setId: set.id,
      patch: { weight: 82.5 },
      now: T0 + 1_000,
    });
    expect(mergeStates(phone, tablet).exercises[0]!.sets[0]!.weight).toBe(82.5);
    expect(mergeStates(tablet, phone).exercises[0]!.sets[0]!.weight).toBe(82.5);
  });

  it('converges whichever copy is local, and merging twice changes nothing', () => {
    const phone = complete(base, squat.id, squat.sets[0]!.id, T0 + 10);
    const tablet = complete(
      loggerReducer(base, { type: 'set-workout-notes', notes: 'felt strong', now: T0 + 5 }),
      row.id,
      row.sets[0]!.id,
      T0 + 20,
    );
    const one = mergeStates(phone, tablet);
    const other = mergeStates(tablet, phone);
    expect(completedIds(one).sort()).toEqual(completedIds(other).sort());
    expect(mergeStates(one, tablet)).toEqual(one);
    expect(one.notes).toBe('felt strong');
  });
});

describe('a removal elsewhere never takes logged sets with it', () => {
  const replacement: Replacement = {
    exerciseId: 'ex-front',
    name: 'Front Squat',
    muscleGroups: ['quadriceps'],
    equipment: 'barbell',
    restSeconds: 120,
    previous: [],
    bests: null,
  };

  it('keeps sets logged offline in an exercise another device swapped out, marked for the person to decide', () => {
    const swapped = loggerReducer(base, {
      type: 'swap-exercise',
      exerciseId: squat.id,
      replacement,
      newExerciseId: 'new-ex',
      setIds: ['n1', 'n2'],
      now: T0 + 100,
    });
    const offline = complete(base, squat.id, squat.sets[1]!.id, T0 + 50);
    for (const merged of [mergeStates(swapped, offline), mergeStates(offline, swapped)]) {
      const kept = merged.exercises.find((exercise) => exercise.id === squat.id)!;
      expect(kept.deleted).toBe(false);
      expect(kept.removedElsewhere).toBe(true);
      expect(completedIds(merged)).toContain(squat.sets[1]!.id);
      expect(merged.exercises.some((exercise) => exercise.id === 'new-ex')).toBe(true);
    }
  });

  it('lets the person remove the kept exercise with its sets, or keep it', () => {
    const swapped = loggerReducer(base, {
      type: 'swap-exercise',
      exerciseId: squat.id,
      replacement,
      newExerciseId: 'new-ex',
      setIds: ['n1'],
      now: T0 + 100,
    });
    const merged = mergeStates(swapped, complete(base, squat.id, squat.sets[0]!.id, T0 + 50));
    const removed = loggerReducer(merged, {
      type: 'resolve-removed-elsewhere',
      exerciseId: squat.id,
      keep: false,
      now: T0 + 200,
    });
    expect(completedIds(removed)).not.toContain(squat.sets[0]!.id);
    expect(buildCompletionPayload(removed, 'log', new Date(T0)).p_removed.map((entry) => entry.id)).toContain(
      squat.sets[0]!.id,
    );
    const kept = loggerReducer(merged, {
      type: 'resolve-removed-elsewhere',
      exerciseId: squat.id,
      keep: true,
      now: T0 + 200,
    });
    expect(kept.exercises.find((exercise) => exercise.id === squat.id)?.removedElsewhere).toBe(false);
    // Once decided, merging the other device's copy again does not bring the question back.
    expect(mergeStates(removed, swapped).exercises.find((exercise) => exercise.id === squat.id)?.deleted).toBe(true);
  });
});

describe('the completion payload', () => {
  it('names its owner, carries each set’s revision, and lists only edited sets as removals', () => {
    let state = complete(base, squat.id, squat.sets[0]!.id, T0 + 10);
    state = complete(complete(state, squat.id, squat.sets[1]!.id, T0 + 20), squat.id, squat.sets[1]!.id, T0 + 30); // checked, then un-checked
    const payload = buildCompletionPayload(state, 'log-1', new Date(T0 + 60_000));
    expect(payload.p_log.user_id).toBe('u-1');
    expect(payload.p_sets.map((set) => [set.id, set.revision])).toEqual([[squat.sets[0]!.id, 1]]);
    expect(payload.p_removed).toEqual([{ id: squat.sets[1]!.id, revision: 2 }]);
  });
});

describe('two tabs, one device copy', () => {
  it('a tab writing its stale copy merges with the other tab’s sets instead of overwriting them', async () => {
    const tabA = createLocalWriter((error) => {
      throw error;
    });
    const tabB = createLocalWriter((error) => {
      throw error;
    });
    tabA.write(local(complete(base, squat.id, squat.sets[0]!.id, T0 + 10)));
    await tabA.flushed();
    tabB.write(local(complete(base, row.id, row.sets[0]!.id, T0 + 20)));
    await tabB.flushed();
    const onDisk = await getLocalSession('s-1');
    expect(completedIds(onDisk!.state).sort()).toEqual([squat.sets[0]!.id, row.sets[0]!.id].sort());
  });

  it('finishing twice with the same sets queues one finish; a tab with more sets queues an amendment', async () => {
    const tabA = local(complete(base, squat.id, squat.sets[0]!.id, T0 + 10));
    await putLocalSession(tabA);
    const first = await finishLocally(tabA, entryFor(tabA, 'log-a'));
    const again = await finishLocally(tabA, entryFor(tabA, 'log-a2'));
    expect(again.id).toBe(first.id);
    expect(await listOutbox('u-1')).toHaveLength(1);

    const tabB = local(complete(base, row.id, row.sets[0]!.id, T0 + 20));
    const amendment = await finishLocally(tabB, entryFor(tabB, 'log-b'));
    expect(amendment.id).toBe('log-b');
    // Built from the device copy as both tabs left it.
    expect(amendment.payload.p_sets.map((set) => set.id).sort()).toEqual([squat.sets[0]!.id, row.sets[0]!.id].sort());
    expect(await listOutbox('u-1')).toHaveLength(2);
  });

  it('settling a finish keeps the device copy, open again, while it holds sets the finish did not carry', async () => {
    const finished = local(complete(base, squat.id, squat.sets[0]!.id, T0 + 10));
    await putLocalSession(finished);
    const entry = await finishLocally(finished, entryFor(finished, 'log-a'));
    // Another tab logged one more set after the finish was built.
    await putLocalSession(local(complete(base, row.id, row.sets[0]!.id, T0 + 20)));
    await settleOutboxEntry(entry);
    const left = await getLocalSession('s-1');
    expect(left).toMatchObject({ status: 'active', endedElsewhere: 'completed' });
    expect(unsavedSetCount(left!.state, new Map(Object.entries(left!.saved ?? {})))).toBe(1);

    // Saving that set too leaves nothing owed: the copy goes.
    const rest = await finishLocally(left!, entryFor(left!, 'log-b'));
    await settleOutboxEntry(rest);
    expect(await getLocalSession('s-1')).toBeUndefined();
  });
});
