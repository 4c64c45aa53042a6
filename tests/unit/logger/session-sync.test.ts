import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { loggerReducer } from '@/features/logger/lib/session-reducer';
import { closeLoggerDb } from '@/features/logger/storage/logger-database';
import { getLocalSession } from '@/features/logger/storage/session-store';
import {
  attachLoggerEngine,
  deviceWritesFlushed,
  loggerEngineEvents,
  useLoggerStore,
} from '@/features/logger/stores/logger-store';
import { createLoggerEngine } from '@/features/logger/sync/logger-engine';
import { server, withMswServer } from '../support/msw';
import { T0, freshState } from './fixtures';
import type { LocalSession } from '@/features/logger/lib/session-schema';

const ORIGIN = window.location.origin;
// Sync reads the server's clock first, so the edits it makes are ordered by real time.
withMswServer(() => [http.post(`${ORIGIN}/rest/v1/rpc/server_time`, () => HttpResponse.json(Date.now()))]);
beforeEach(async () => {
  await closeLoggerDb();
  globalThis.indexedDB = new IDBFactory();
});

describe('session sync with a second device', () => {
  it('takes in the other device’s newer revision, merges by set id and writes the union with compare-and-set', async () => {
    const base = freshState();
    const squat = base.exercises[0]!;
    const phone = loggerReducer(base, {
      type: 'toggle-set-complete',
      exerciseId: squat.id,
      setId: squat.sets[0]!.id,
      now: T0 + 10,
    });
    const tablet = loggerReducer(base, {
      type: 'edit-set',
      exerciseId: squat.id,
      setId: squat.sets[1]!.id,
      patch: { reps: 3 },
      now: T0 + 20,
    });
    const patches: Array<{ revision: string | null; body: { revision: number; state: unknown } }> = [];
    server.use(
      http.patch(`${ORIGIN}/rest/v1/workout_sessions`, async ({ request }) => {
        const revision = new URL(request.url).searchParams.get('revision');
        patches.push({ revision, body: (await request.json()) as { revision: number; state: unknown } });
        // The tablet already wrote revision 2, so a write based on 1 matches no row.
        return HttpResponse.json(revision === 'eq.2' ? [{ id: base.sessionId }] : []);
      }),
      http.get(`${ORIGIN}/rest/v1/workout_sessions`, () =>
        HttpResponse.json({
          id: base.sessionId,
          user_id: 'u-1',
          workout_id: 'w-1',
          workout_name: 'Full Body A',
          status: 'active',
          state: tablet,
          revision: 2,
          started_at: base.startedAt,
        }),
      ),
    );
    const local: LocalSession = {
      sessionId: base.sessionId,
      userId: 'u-1',
      workoutKey: 'w-1',
      state: phone,
      baseRevision: 1,
      created: true,
      dirty: true,
      localVersion: 2,
      status: 'active',
    };
    useLoggerStore.getState().open(local);

    // What the page does when the session opens: its engine runs the server sync.
    const engine = createLoggerEngine(base.sessionId, loggerEngineEvents);
    const detach = attachLoggerEngine(engine);
    await expect.poll(() => useLoggerStore.getState().sync, { timeout: 5000 }).toBe('synced');
    engine.dispose();
    detach();

    const merged = useLoggerStore.getState().session!;
    expect(merged.baseRevision).toBe(3);
    expect(merged.dirty).toBe(false);
    expect(merged.state.exercises[0]!.sets.map((set) => [set.completed, set.reps])).toEqual([
      [true, 5],
      [false, 3],
    ]);
    const written = patches.at(-1)!;
    expect(written).toMatchObject({ revision: 'eq.2', body: { revision: 3 } });
    expect(written.body.state).toEqual(merged.state);
    await deviceWritesFlushed();
    expect((await getLocalSession(base.sessionId))?.state).toEqual(merged.state);
  });

  it('stops and says so when the session was finished on another device', async () => {
    const base = freshState();
    server.use(
      http.patch(`${ORIGIN}/rest/v1/workout_sessions`, () => HttpResponse.json([])),
      http.get(`${ORIGIN}/rest/v1/workout_sessions`, () =>
        HttpResponse.json({
          id: base.sessionId,
          user_id: 'u-1',
          workout_id: 'w-1',
          workout_name: 'x',
          status: 'completed',
          state: base,
          revision: 5,
          started_at: base.startedAt,
        }),
      ),
    );
    useLoggerStore.getState().open({
      sessionId: base.sessionId,
      userId: 'u-1',
      workoutKey: 'w-1',
      state: base,
      baseRevision: 1,
      created: true,
      dirty: true,
      localVersion: 1,
      status: 'active',
    });
    // What the page does when the session opens: its engine runs the server sync.
    const engine = createLoggerEngine(base.sessionId, loggerEngineEvents);
    const detach = attachLoggerEngine(engine);
    await expect
      .poll(() => useLoggerStore.getState().syncMessage, { timeout: 5000 })
      .toBe('This workout was finished on another device.');
    engine.dispose();
    detach();
    expect(useLoggerStore.getState().session?.endedElsewhere).toBe('completed');
  });
});
