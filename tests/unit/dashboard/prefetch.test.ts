import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { prefetchRouteData } from '@/app/route-table';
import { trainingKeys } from '@/features/training';
import { releaseQueryClient, signedInQueryClient } from '@/lib/query-client';
import { signInClient, signOutLocally } from '../support/fixtures';
import { server, withMswServer } from '../support/msw';
import { defaultHandlers, REST, USER_ID } from './dashboard-fixtures';

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

afterEach(() => {
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
});
