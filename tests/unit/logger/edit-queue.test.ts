import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { workoutEditQueue } from '@/features/logger';
import { mergeEditPayloads } from '@/features/logger/lib/edit-merge';
import { unsyncedWorkWarning } from '@/features/logger/lib/unsynced-work';
import { listEdits, queueEdit, settleEdit } from '@/features/logger/storage/edit-queue-store';
import { closeLoggerDb } from '@/features/logger/storage/logger-database';
import { countUnsyncedWork } from '@/features/logger/storage/unsynced-work-count';
import { useOutboxStore } from '@/features/logger/stores/outbox-store';
import { flushOutbox } from '@/features/logger/sync/outbox-runner';
import type { CompletionSet } from '@/features/training';
import { SESSION_STORAGE_KEY } from '@/lib/session-key';
import { server, withMswServer } from '../support/msw';
import { REST } from '../support/postgrest';
import type { EditPayload } from '@/features/logger/lib/session-schema';

const OWNER = '00000000-0000-4000-8000-0000000000a1';
const OTHER = '00000000-0000-4000-8000-0000000000b2';

function setOf(id: string, weight: number, revision: number): CompletionSet {
  return {
    id,
    exercise_id: 'squat',
    workout_exercise_id: null,
    set_number: 1,
    reps: 5,
    weight,
    duration_seconds: null,
    rpe: null,
    completed: true,
    is_warmup: false,
    notes: null,
    performed_at: '2026-11-20T10:05:00.000Z',
    revision,
  };
}

function edit(
  sets: CompletionSet[],
  removed: Array<{ id: string; revision: number }> = [],
  userId = OWNER,
): EditPayload {
  return {
    p_log: {
      id: 'log-1',
      user_id: userId,
      session_id: 'session-1',
      workout_id: null,
      workout_name: 'Legs',
      started_at: '2026-11-20T10:00:00.000Z',
      completed_at: '2026-11-20T11:00:00.000Z',
      duration_seconds: 3600,
      notes: null,
    },
    p_sets: sets,
    p_removed: removed,
  };
}

/** A restored sign-in of `userId` on this device, as supabase-js keeps it. */
function signedInAs(userId: string) {
  const now = Math.floor(Date.now() / 1000);
  localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({
      access_token: `token-${userId}`,
      refresh_token: 'refresh',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: now + 3600,
      user: { id: userId, aud: 'authenticated', role: 'authenticated', app_metadata: {}, user_metadata: {} },
    }),
  );
}

let online = true;
const calls: EditPayload[] = [];

function completionAnswers(answer: () => Response = () => HttpResponse.json({ id: 'log-1' })) {
  server.use(
    http.post(`${REST}/rpc/complete_workout_session`, async ({ request }) => {
      calls.push((await request.json()) as EditPayload);
      return answer();
    }),
  );
}

withMswServer();

beforeEach(async () => {
  await closeLoggerDb();
  globalThis.indexedDB = new IDBFactory();
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  calls.length = 0;
  signedInAs(OWNER);
});
afterEach(() => {
  useOutboxStore.setState({ pending: [], edits: [] });
  localStorage.clear();
});

const flush = () => flushOutbox(OWNER, { force: true, onSaved: () => undefined, onEditSaved: () => undefined });

describe('an edit of a finished workout saved with no connection', () => {
  it('is kept on the device and in the store, sends nothing, and counts as unsent work at sign-out', async () => {
    online = false;
    completionAnswers();
    const result = await workoutEditQueue.save(OWNER, edit([setOf('s2', 82.5, 2)]), () => undefined);
    expect(result).toEqual({ queued: true });
    const queued = await listEdits(OWNER);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.payload.p_sets[0]!.weight).toBe(82.5);
    expect(useOutboxStore.getState().edits.map((entry) => entry.logId)).toEqual(['log-1']);
    await flush();
    expect(calls).toHaveLength(0);
    expect(await listEdits(OWNER)).toHaveLength(1);
    const counts = await countUnsyncedWork(OWNER);
    expect(counts.edits).toBe(1);
    expect(unsyncedWorkWarning(counts)).toBe('1 edit of a finished workout has not reached the server yet.');
  });

  it('is sent once when the connection returns, then leaves the device', async () => {
    online = false;
    completionAnswers();
    let saved = 0;
    await workoutEditQueue.save(OWNER, edit([setOf('s2', 82.5, 2)]), () => (saved += 1));
    online = true;
    await flushOutbox(OWNER, { force: true, onSaved: () => undefined, onEditSaved: () => (saved += 1) });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.p_sets.map((set) => [set.id, set.weight, set.revision])).toEqual([['s2', 82.5, 2]]);
    expect(saved).toBe(1);
    expect(await listEdits(OWNER)).toEqual([]);
    expect(useOutboxStore.getState().edits).toEqual([]);
    await flush();
    expect(calls).toHaveLength(1);
  });

  it('merges a second edit of the same workout into one call, the newer value winning', async () => {
    online = false;
    completionAnswers();
    await workoutEditQueue.save(OWNER, edit([setOf('s2', 82.5, 2), setOf('new-1', 90, 1)]), () => undefined);
    // Made on top of the first (History shows it applied): s2 again at a higher revision, the added set removed.
    await workoutEditQueue.save(OWNER, edit([setOf('s2', 85, 3)], [{ id: 'new-1', revision: 2 }]), () => undefined);
    const queued = await listEdits(OWNER);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.version).toBe(2);
    online = true;
    await flush();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.p_sets.map((set) => [set.id, set.weight])).toEqual([['s2', 85]]);
    expect(calls[0]!.p_removed).toEqual([{ id: 'new-1', revision: 2 }]);
  });

  it('never drops a newer edit merged in while an older version was on its way', async () => {
    const first = await queueEdit(OWNER, edit([setOf('s2', 82.5, 2)]), 1);
    await queueEdit(OWNER, edit([setOf('s3', 70, 2)]), 2);
    await settleEdit(first); // the server answered for the first version only
    const left = await listEdits(OWNER);
    expect(left).toHaveLength(1);
    expect(left[0]!.payload.p_sets.map((set) => set.id).sort()).toEqual(['s2', 's3']);
  });
});

describe('who owns a queued edit', () => {
  it('is never sent while another account is signed in on the device, and goes out when its owner returns', async () => {
    online = false;
    completionAnswers();
    await workoutEditQueue.save(OWNER, edit([setOf('s2', 82.5, 2)]), () => undefined);
    online = true;
    signedInAs(OTHER);
    await flushOutbox(OTHER, { force: true, onSaved: () => undefined });
    await flushOutbox(OWNER, { force: true, onSaved: () => undefined });
    expect(calls).toHaveLength(0);
    expect(await listEdits(OTHER)).toEqual([]);
    expect(await listEdits(OWNER)).toHaveLength(1);
    signedInAs(OWNER);
    await flush();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.p_log.user_id).toBe(OWNER);
  });

  it('refuses to queue an edit of another account’s workout', async () => {
    await expect(workoutEditQueue.save(OWNER, edit([setOf('s2', 1, 2)], [], OTHER), () => undefined)).rejects.toThrow(
      'another account',
    );
    expect(await listEdits(OWNER)).toEqual([]);
  });
});

describe('a server refusal', () => {
  it('keeps the edit with the reason; a fix replaces it and is sent; nothing is dropped on its own', async () => {
    completionAnswers(() =>
      HttpResponse.json(
        { code: '23514', message: 'weight is out of range', details: null, hint: null },
        { status: 400 },
      ),
    );
    online = false;
    await workoutEditQueue.save(OWNER, edit([setOf('s2', 82.5, 2)]), () => undefined);
    online = true;
    await flush();
    await flush();
    let [queued] = await listEdits(OWNER);
    // Each send is refused and counted; the edit stays (how many sends ran depends on background flushes).
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(queued).toMatchObject({ refused: true, lastError: 'weight is out of range', attempts: calls.length });
    expect(useOutboxStore.getState().edits[0]).toMatchObject({ refused: true });

    // The person fixes it: the new edit replaces the refused one, which is then sent and accepted.
    server.resetHandlers();
    completionAnswers();
    online = false;
    await workoutEditQueue.save(OWNER, edit([setOf('s2', 80, 3)]), () => undefined);
    [queued] = await listEdits(OWNER);
    expect(queued).toMatchObject({ lastError: null, attempts: 0 });
    expect(queued!.refused).toBeFalsy();
    online = true;
    await flush();
    expect(calls.at(-1)!.p_sets.map((set) => [set.id, set.weight, set.revision])).toEqual([['s2', 80, 3]]);
    expect(await listEdits(OWNER)).toEqual([]);
  });

  it('treats any other 4xx as a refusal but an expired sign-in (401) as passing', async () => {
    completionAnswers(() => HttpResponse.json({ code: 'PGRST202', message: 'no such function' }, { status: 404 }));
    online = false;
    await workoutEditQueue.save(OWNER, edit([setOf('s2', 82.5, 2)]), () => undefined);
    online = true;
    await flush();
    expect((await listEdits(OWNER))[0]).toMatchObject({ refused: true, lastError: 'no such function' });
    server.resetHandlers();
    completionAnswers(() => HttpResponse.json({ code: 'PGRST301', message: 'JWT expired' }, { status: 401 }));
    await flush();
    expect((await listEdits(OWNER))[0]).toMatchObject({ refused: false, lastError: 'JWT expired' });
  });

  it('is discarded only when the person asks', async () => {
    online = false;
    await workoutEditQueue.save(OWNER, edit([setOf('s2', 82.5, 2)]), () => undefined);
    const [queued] = await listEdits(OWNER);
    await workoutEditQueue.discard(queued!);
    expect(await listEdits(OWNER)).toEqual([]);
    expect(useOutboxStore.getState().edits).toEqual([]);
  });
});

describe('merging two queued edits of one workout', () => {
  it('keeps the higher revision per set, and a removal only when newer than the set', () => {
    const merged = mergeEditPayloads(
      edit([setOf('a', 100, 2), setOf('b', 60, 2)], [{ id: 'c', revision: 2 }]),
      edit([setOf('a', 105, 3), setOf('b', 55, 1)], [{ id: 'b', revision: 1 }]),
    );
    expect(merged.p_sets.map((set) => [set.id, set.weight])).toEqual([
      ['a', 105],
      ['b', 60],
    ]);
    expect(merged.p_removed).toEqual([{ id: 'c', revision: 2 }]);
  });
});
