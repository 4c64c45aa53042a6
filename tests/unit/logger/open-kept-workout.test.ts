import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeKeptWorkouts, putKeptWorkout } from '@/features/training/storage/kept-workouts';
import { closeLoggerDb } from '@/features/logger/storage/logger-database';
import { getLocalSession } from '@/features/logger/storage/session-store';
import { openSession } from '@/features/logger/sync/open-session';
import { server, withMswServer } from '../support/msw';
import { HISTORY, T0, WORKOUT, sequentialIds } from './fixtures';

// An on-demand workout saved for the gym (features/training kept-workouts): with no signal, the
// logger starts it from the device's copy, with Previous from the history kept beside it, and keeps
// the new session on the device like any other. Without a kept copy, offline still fails as before.
const ORIGIN = window.location.origin;
const USER = '00000000-0000-4000-8000-0000000000aa';
const WORKOUT_ID = '00000000-0000-4000-8000-0000000000bb';
withMswServer();

const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

const request = () => ({ userId: USER, workoutId: WORKOUT_ID, newId: sequentialIds('k'), now: () => new Date(T0) });

/** Every read of the server fails as on a dead network. */
const noNetwork = () => server.use(http.all(`${ORIGIN}/rest/v1/*`, () => HttpResponse.error()));

beforeEach(async () => {
  await closeLoggerDb();
  await closeKeptWorkouts();
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => setOnline(true));

async function keep() {
  await putKeptWorkout({
    userId: USER,
    workoutId: WORKOUT_ID,
    title: 'Hotel legs',
    workout: { ...WORKOUT, id: WORKOUT_ID },
    history: HISTORY.map((set) => ({ ...set, distance_m: null })),
    savedAt: T0,
  });
}

describe('starting a workout kept on the device', () => {
  it('starts from the kept copy with no signal, Previous included, and keeps the session here', async () => {
    await keep();
    setOnline(false);
    noNetwork();
    const opened = await openSession(request());
    expect(opened.kind).toBe('active');
    if (opened.kind !== 'active') return;
    expect(opened.session.state.workoutId).toBe(WORKOUT_ID);
    expect(opened.session.state.exercises.map((exercise) => exercise.name)).toEqual(
      WORKOUT.workout_exercises.map((planned) => planned.exercise.name),
    );
    expect(opened.session.state.exercises[0]!.previous.length).toBeGreaterThan(0);
    expect(opened.session.created).toBe(false);
    expect((await getLocalSession(opened.session.sessionId))?.userId).toBe(USER);
  });

  it('falls back to the kept copy when the network fails though the browser says online', async () => {
    await keep();
    noNetwork();
    const opened = await openSession(request());
    expect(opened.kind).toBe('active');
  });

  it('fails as before when nothing is kept, and keeps nothing of another account', async () => {
    await keep();
    noNetwork();
    setOnline(false);
    await expect(openSession({ ...request(), userId: '00000000-0000-4000-8000-0000000000cc' })).rejects.toBeTruthy();
  });
});
