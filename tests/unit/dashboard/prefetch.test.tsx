import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchRouteData } from '@/app/route-table';
import { todayKeys } from '@/features/dashboard/api/today-queries';
import { ClientDashboard } from '@/app/pages/dashboard/ClientDashboard';
import { closeTodayCache, saveTodaySnapshot } from '@/features/dashboard/storage/today-cache';
import { trainingKeys } from '@/features/training';
import { releaseQueryClient, signedInQueryClient } from '@/lib/query-client';
import { holdRequests, MAX_REQUEST_HOLD_MS, releaseRequests } from '@/lib/request-gate';
import { signInClient, signOutLocally } from '../support/fixtures';
import { server, withMswServer } from '../support/msw';
import { table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';
import { defaultHandlers, FULL_BODY_A, program, REST, USER_ID } from './dashboard-fixtures';

withMswServer(defaultHandlers);

/** Every Data API read the prefetch makes, by table. */
function recordReads() {
  const tables: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.href.startsWith(REST)) tables.push(url.pathname.split('/').pop()!);
  });
  return tables;
}

beforeEach(async () => {
  await closeTodayCache();
  globalThis.indexedDB = new IDBFactory();
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  releaseRequests();
  releaseQueryClient(signedInQueryClient());
  server.events.removeAllListeners();
  signOutLocally();
});

describe('starting the dashboard reads from the router', () => {
  it("starts a client's plan and session reads into the cache the signed-in app will use", async () => {
    signInClient();
    const tables = recordReads();
    prefetchRouteData('/');
    const cache = signedInQueryClient();
    await waitFor(() => expect(cache.getQueryData(trainingKeys.activeProgram(USER_ID))).toMatchObject({ id: 'p1' }));
    await waitFor(() => expect(cache.getQueryState(trainingKeys.activeSession(USER_ID))?.status).toBe('success'));
    expect(tables.sort()).toEqual(['programs', 'workout_logs', 'workout_logs', 'workout_sessions']);
  });

  it('with no copy on the device, sends the reads at once, without waiting for the device database', async () => {
    // A database that takes as long to open as the longest hold (a slow phone's first open).
    const open = indexedDB.open.bind(indexedDB);
    vi.spyOn(indexedDB, 'open').mockImplementation((...args) => {
      const request = open(...args);
      const listen = request.addEventListener.bind(request);
      request.addEventListener = (type: string, listener: EventListenerOrEventListenerObject) => {
        const call = (event: Event) => (typeof listener === 'function' ? listener(event) : listener.handleEvent(event));
        listen(type, type === 'success' ? (event) => setTimeout(() => call(event), MAX_REQUEST_HOLD_MS) : call);
      };
      return request;
    });
    signInClient();
    const tables = recordReads();
    prefetchRouteData('/');
    await waitFor(() => expect(tables).toHaveLength(4), { timeout: MAX_REQUEST_HOLD_MS / 2 });
    // Today's copy is still looked for, and found missing, once the database answers.
    await waitFor(() => expect(indexedDB.open).toHaveBeenCalled());
  });

  it('starts nothing for staff, on other pages, or when nobody is signed in', async () => {
    const tables = recordReads();
    server.use(http.get(`${REST}/*`, () => HttpResponse.json([])));
    prefetchRouteData('/');
    signInClient({ userRole: 'staff' });
    prefetchRouteData('/');
    signInClient();
    prefetchRouteData('/library/exercises');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tables).toEqual([]);
  });

  it("with Today's copy on the device, draws it first and sends the reads once it is painted", async () => {
    const now = new Date();
    const kept = new QueryClient();
    const answers: unknown[] = [program(false, [{ workout: FULL_BODY_A }]), [], [], null];
    todayKeys(USER_ID, now).forEach((key, index) => kept.setQueryData<unknown>(key, answers[index]));
    await saveTodaySnapshot(kept, USER_ID, todayKeys(USER_ID, now));

    // The page's other cards read these once it is drawn.
    server.use(
      table('users', [{ onboarding_dismissed_at: null, form: [] }]),
      table('workout_log_comments', []),
      table('clients', [
        { daily_calorie_goal: null, macro_protein_goal: null, macro_carb_goal: null, macro_fat_goal: null },
      ]),
    );
    signInClient();
    const tables = recordReads();
    // Held for longer than the test runs, so only the page can let the reads go.
    holdRequests(60_000);
    prefetchRouteData('/');
    const cache = signedInQueryClient();
    await waitFor(() => expect(cache.getQueryData(trainingKeys.activeProgram(USER_ID))).toMatchObject({ id: 'p1' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tables).toEqual([]);

    renderWithProviders(<ClientDashboard userId={USER_ID} firstName="Casey" now={now} />, { queryClient: cache });
    expect(await screen.findByText('Full Body A')).toBeInTheDocument();
    await waitFor(() =>
      expect(tables).toEqual(expect.arrayContaining(['programs', 'workout_logs', 'workout_sessions'])),
    );
  });
});
