import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LoggerPage from '@/features/logger/components/LoggerPage';
import { parseSessionState } from '@/features/logger/lib/session-schema';
import { buildSessionState } from '@/features/logger/lib/build-session';
import { closeLoggerDb } from '@/features/logger/storage/logger-database';
import { findLocalSession, putLocalSession } from '@/features/logger/storage/session-store';
import { deviceWritesFlushed } from '@/features/logger/stores/logger-store';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { server, withMswServer } from '../support/msw';
import { renderWithProviders } from '../support/render';
import { T0, WORKOUT, sequentialIds } from './fixtures';

const ORIGIN = window.location.origin;
const WORKOUT_ID = '00000000-0000-4000-8000-000000000101';
const USER_ID = '00000000-0000-4000-8000-000000000011';
const writes: Array<{ method: string; body: Record<string, unknown> }> = [];

// One object for `.maybeSingle()` (PostgREST's object media type), else a list.
const rows = (request: Request, list: unknown[]) =>
  request.headers.get('accept')?.includes('vnd.pgrst.object')
    ? list[0]
      ? HttpResponse.json(list[0])
      : new HttpResponse(null, { status: 406 })
    : HttpResponse.json(list);

withMswServer();
beforeEach(async () => {
  // Typing from the previous test may still wait for its pause: let it land in that test's database.
  await deviceWritesFlushed();
  await closeLoggerDb();
  globalThis.indexedDB = new IDBFactory();
  writes.length = 0;
  useAuthStore.setState({
    isAuthenticated: true,
    user: {
      id: USER_ID,
      email: 'client@demo.liftwise.app',
      phone: null,
      firstName: 'Casey',
      lastName: 'N',
      clientType: 'programming',
    },
  });
  server.use(
    http.get(`${ORIGIN}/rest/v1/workout_sessions`, ({ request }) => rows(request, [])),
    http.get(`${ORIGIN}/rest/v1/workouts`, ({ request }) => rows(request, [{ ...WORKOUT, id: WORKOUT_ID }])),
    http.get(`${ORIGIN}/rest/v1/workout_log_sets`, () => HttpResponse.json([])),
    http.get(`${ORIGIN}/rest/v1/workout_logs`, ({ request }) => rows(request, [])),
    // The pickers' reads and the server's clock, which the page asks for beside the session.
    http.get(`${ORIGIN}/rest/v1/exercises`, ({ request }) => rows(request, [])),
    http.get(`${ORIGIN}/rest/v1/clients`, ({ request }) => rows(request, [])),
    // No active program: the workout is logged as written.
    http.get(`${ORIGIN}/rest/v1/programs`, ({ request }) => rows(request, [])),
    http.post(`${ORIGIN}/rest/v1/rpc/server_time`, () => HttpResponse.json(Date.now())),
    http.post(`${ORIGIN}/rest/v1/workout_sessions`, async ({ request }) => {
      writes.push({ method: 'POST', body: (await request.json()) as Record<string, unknown> });
      return new HttpResponse(null, { status: 201 });
    }),
    http.patch(`${ORIGIN}/rest/v1/workout_sessions`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      writes.push({ method: 'PATCH', body });
      return HttpResponse.json([{ id: 'x' }]);
    }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  useAuthStore.getState().reset();
});

function renderLogger() {
  return renderWithProviders(<LoggerPage />, { at: `/workouts/${WORKOUT_ID}/start`, path: '/workouts/:id/start' });
}

describe('LoggerPage', () => {
  it('logs a set: typed on the device first, rest timer started, then synced to the session', async () => {
    const user = userEvent.setup();
    renderLogger();
    const reps = await screen.findByRole('textbox', { name: 'Barbell Back Squat set 1 reps' });
    expect(reps).toHaveValue('5');
    expect(reps).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('textbox', { name: 'Barbell Back Squat set 1 weight (kg)' })).toHaveAttribute(
      'inputmode',
      'decimal',
    );

    await user.clear(reps);
    await user.type(reps, '6{Enter}');
    // Enter moves on to the next field of the set (RPE).
    expect(screen.getByRole('textbox', { name: 'Barbell Back Squat set 1 RPE' })).toHaveFocus();
    await user.click(screen.getByRole('checkbox', { name: 'Complete Barbell Back Squat set 1' }));

    expect(screen.getByRole('checkbox', { name: 'Complete Barbell Back Squat set 1' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('timer', { name: 'Rest timer' })).toHaveTextContent('3:00');

    await waitFor(async () => {
      const local = await findLocalSession(USER_ID, WORKOUT_ID);
      expect(local?.state.exercises[0]!.sets[0]).toMatchObject({ reps: 6, completed: true });
    });
    await waitFor(() => expect(screen.getByTestId('sync-status')).toHaveAttribute('data-sync', 'synced'), {
      timeout: 8000,
    });
    const lastState = parseSessionState(writes.at(-1)?.body.state);
    expect(writes[0]?.method).toBe('POST');
    expect(lastState?.exercises[0]!.sets[0]).toMatchObject({ reps: 6, completed: true });
  }, 20_000);

  it("makes the session's engine when the workout opens and disposes it when the page goes (its listeners with it)", async () => {
    const adds = vi.spyOn(window, 'addEventListener');
    const removes = vi.spyOn(window, 'removeEventListener');
    const page = renderLogger();
    await screen.findByRole('textbox', { name: 'Barbell Back Squat set 1 reps' });
    // `pagehide` is the engine's alone (the other shared listeners, react-query's, use online/offline).
    const pagehide = (spy: typeof adds) => spy.mock.calls.filter(([event]) => event === 'pagehide');
    // The engine is made once the session is read, which can come a moment after the first row
    // shows (a loaded machine: CI saw none yet at that point).
    await waitFor(() => expect(pagehide(adds)).toHaveLength(1));
    expect(pagehide(removes)).toHaveLength(0);
    page.unmount();
    expect(pagehide(removes)).toEqual(pagehide(adds));
  });

  it('refuses a bad number with a clear message and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderLogger();
    const reps = await screen.findByRole('textbox', { name: 'Barbell Back Squat set 2 reps' });
    await user.clear(reps);
    await user.type(reps, '5.5');
    expect(reps).toHaveValue('5.5');
    expect(reps).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Reps must be a whole number from 0 to 1000.');
  });

  it('resumes the workout kept on the device exactly, and starts afresh once it was discarded on the server', async () => {
    const state = buildSessionState({
      sessionId: '00000000-0000-4000-8000-00000000aaaa',
      userId: USER_ID,
      workout: { ...WORKOUT, id: WORKOUT_ID },
      history: [],
      startedAt: new Date(T0),
      newId: sequentialIds('local'),
    });
    state.exercises[0]!.sets[0]!.reps = 9;
    const kept = {
      sessionId: state.sessionId,
      userId: USER_ID,
      workoutKey: WORKOUT_ID,
      state,
      baseRevision: 3,
      created: true,
      dirty: false,
      localVersion: 4,
      status: 'active' as const,
    };
    await putLocalSession(kept);
    server.use(
      http.get(`${ORIGIN}/rest/v1/workout_sessions`, ({ request }) =>
        rows(request, [
          {
            id: state.sessionId,
            user_id: USER_ID,
            workout_id: WORKOUT_ID,
            workout_name: 'Full Body A',
            status: 'active',
            state,
            revision: 3,
            started_at: state.startedAt,
          },
        ]),
      ),
    );
    const first = renderLogger();
    expect(await screen.findByRole('textbox', { name: 'Barbell Back Squat set 1 reps' })).toHaveValue('9');
    first.unmount();

    // Discarded from the dashboard: the row is gone, so Start begins a new workout from the plan.
    server.use(http.get(`${ORIGIN}/rest/v1/workout_sessions`, ({ request }) => rows(request, [])));
    renderLogger();
    expect(await screen.findByRole('textbox', { name: 'Barbell Back Squat set 1 reps' })).toHaveValue('5');
    await waitFor(async () =>
      expect((await findLocalSession(USER_ID, WORKOUT_ID))?.sessionId).not.toBe(state.sessionId),
    );
  }, 20_000);

  it('keeps sets logged here when the workout was discarded elsewhere, and lets the person choose', async () => {
    const state = buildSessionState({
      sessionId: '00000000-0000-4000-8000-00000000bbbb',
      userId: USER_ID,
      workout: { ...WORKOUT, id: WORKOUT_ID },
      history: [],
      startedAt: new Date(T0),
      newId: sequentialIds('kept'),
    });
    const squat = state.exercises[0]!;
    squat.sets[0] = { ...squat.sets[0]!, reps: 7, completed: true, completedAt: new Date(T0).toISOString(), rev: 1 };
    await putLocalSession({
      sessionId: state.sessionId,
      userId: USER_ID,
      workoutKey: WORKOUT_ID,
      state,
      baseRevision: 3,
      created: true,
      dirty: true,
      localVersion: 4,
      status: 'active',
    });
    server.use(http.get(`${ORIGIN}/rest/v1/workout_sessions`, ({ request }) => rows(request, [])));
    renderLogger();
    expect(await screen.findByTestId('ended-elsewhere')).toHaveTextContent('discarded on another device');
    expect(screen.getByRole('textbox', { name: 'Barbell Back Squat set 1 reps' })).toHaveValue('7');
    expect((await findLocalSession(USER_ID, WORKOUT_ID))?.sessionId).toBe(state.sessionId);
  }, 20_000);

  it('says when the workout does not exist', async () => {
    server.use(http.get(`${ORIGIN}/rest/v1/workouts`, ({ request }) => rows(request, [])));
    renderLogger();
    expect(await screen.findByRole('heading', { name: 'Workout not found' })).toBeInTheDocument();
  });
  it("starts this week of the client's program: week 3's weight, the week in the header", async () => {
    const started = new Date();
    const twoWeeksAgo = new Date(started.getTime() - 15 * 86_400_000);
    const startKey = `${twoWeeksAgo.getFullYear()}-${String(twoWeeksAgo.getMonth() + 1).padStart(2, '0')}-${String(twoWeeksAgo.getDate()).padStart(2, '0')}`;
    const requested: string[] = [];
    server.use(
      http.get(`${ORIGIN}/rest/v1/programs`, ({ request }) =>
        rows(request, [
          {
            id: 'p-1',
            start_date: startKey,
            created_at: twoWeeksAgo.toISOString(),
            duration_weeks: 8,
            deload_weeks: [4],
            deload_percent: 40,
            deload_target: 'weight',
            program_workouts: [{ workout_id: WORKOUT_ID }],
          },
        ]),
      ),
      http.get(`${ORIGIN}/rest/v1/program_week_prescriptions`, ({ request }) => {
        requested.push(new URL(request.url).search);
        return HttpResponse.json([
          {
            week_number: 2,
            workout_exercise_id: 'we-squat',
            sets: null,
            reps: null,
            weight_kg: 72.5,
            percent_e1rm: null,
            rpe: null,
            note: null,
          },
          {
            week_number: 3,
            workout_exercise_id: 'we-squat',
            sets: null,
            reps: null,
            weight_kg: 75,
            percent_e1rm: null,
            rpe: 8,
            note: 'Pause at the bottom',
          },
        ]);
      }),
    );
    renderLogger();
    expect(await screen.findByRole('textbox', { name: 'Barbell Back Squat set 1 weight (kg)' })).toHaveValue('75');
    expect(screen.getByText('Week 3 of 8')).toBeInTheDocument();
    expect(screen.getByText('RPE 8 · Pause at the bottom')).toBeInTheDocument();
    expect(requested[0]).toContain('program_id=eq.p-1');
    expect(requested[0]).toContain('week_number=lte.3');
    // Let the page's background reads (the catalogue, the session) settle inside this test.
    await waitFor(() => expect(screen.getByTestId('sync-status')).toHaveAttribute('data-sync', 'synced'), {
      timeout: 8000,
    });
  });
});
