import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { providers } from '../support/render';

// Start-up reads the profile beside the auth server's check of the stored session (one round trip,
// not two), and uses it only when that check confirms the same user.
const USER_ID = '00000000-0000-4000-8000-0000000000c1';

function storeSession() {
  const nowSeconds = Math.floor(Date.now() / 1000);
  localStorage.setItem(
    'sb-liftwise-auth-token',
    JSON.stringify({
      access_token: 'stored-token',
      refresh_token: 'stored-refresh',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: nowSeconds + 3600,
      user: { id: USER_ID, aud: 'authenticated', role: 'authenticated', app_metadata: {}, user_metadata: {} },
    }),
  );
}

const profileRow = (clientRecord: { id: string } | null) => ({
  id: USER_ID,
  email: 'casey@example.com',
  phone: null,
  first_name: 'Casey',
  last_name: 'Nguyen',
  role: 'client',
  staff_role: null,
  gender: 'female',
  client_type: 'programming',
  cycle_tracking_enabled: false,
  client_record: clientRecord,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A backend whose auth check answers only when `answerUserCheck` is called; every request is logged.
 * `route` answers first when it returns a response (a test's own endpoints).
 */
function fakeBackend(
  userCheck: () => Response,
  clientRecord: { id: string } | null,
  route: (request: Request, url: URL) => Promise<Response | undefined> = async () => undefined,
) {
  const requests: string[] = [];
  let answerUserCheck: () => void = () => undefined;
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}`);
    const answered = await route(request, url);
    if (answered) return answered;
    if (url.pathname === '/auth/v1/user') {
      await new Promise<void>((resolve) => (answerUserCheck = resolve));
      return userCheck();
    }
    if (url.pathname === '/rest/v1/users') return json(profileRow(clientRecord));
    if (url.pathname === '/rest/v1/clients') return new Response(null, { status: 201 });
    if (url.pathname === '/auth/v1/logout') return new Response(null, { status: 204 });
    return json({ message: `unexpected ${url.pathname}` }, 404);
  });
  return { requests, fetchMock, answer: () => answerUserCheck() };
}

async function startApp(fetchMock: typeof fetch) {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { useAuthLifecycle, useAuthStore } = await import('@/features/auth');
  renderHook(() => useAuthLifecycle(() => undefined), { wrapper: providers() });
  return useAuthStore;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetModules();
  localStorage.clear();
});

describe('start-up requests', () => {
  it('reads the profile while the session is being checked, and signs in once it is confirmed', async () => {
    storeSession();
    const backend = fakeBackend(() => json({ id: USER_ID, aud: 'authenticated', role: 'authenticated' }), null);
    const store = await startApp(backend.fetchMock);
    // Both are under way before the auth server has answered.
    await waitFor(() => expect(backend.requests).toEqual(['GET /auth/v1/user', 'GET /rest/v1/users']));
    expect(store.getState().isAuthenticated).toBe(false);
    backend.answer();
    await waitFor(() => expect(store.getState().user?.firstName).toBe('Casey'));
    // The embedded read said the client has no record yet: it is created.
    await waitFor(() => expect(backend.requests).toContain('POST /rest/v1/clients'));
  });

  it('creates no client record when the profile read found one', async () => {
    storeSession();
    const backend = fakeBackend(() => json({ id: USER_ID, aud: 'authenticated', role: 'authenticated' }), {
      id: USER_ID,
    });
    const store = await startApp(backend.fetchMock);
    await waitFor(() => expect(backend.requests).toHaveLength(2));
    backend.answer();
    await waitFor(() => expect(store.getState().isAuthenticated).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(backend.requests.filter((request) => request.includes('/clients'))).toEqual([]);
  });

  it('ignores the profile it read when the auth server refuses the session', async () => {
    storeSession();
    const backend = fakeBackend(() => json({ code: 'session_not_found', message: 'Session not found' }, 403), null);
    const store = await startApp(backend.fetchMock);
    await waitFor(() => expect(backend.requests).toHaveLength(2));
    backend.answer();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.getState().isAuthenticated).toBe(false);
    expect(store.getState().user).toBeNull();
    expect(backend.requests).not.toContain('POST /rest/v1/clients');
  });
});

describe('a setting changed while the start-up profile read is pending', () => {
  it('is not undone by that read: the profile is read again once the change is saved', async () => {
    storeSession();
    let weightUnit: 'kg' | 'lb' = 'kg';
    const backend = fakeBackend(
      () => json({ id: USER_ID, aud: 'authenticated', role: 'authenticated' }),
      { id: USER_ID },
      async (request, url) => {
        if (url.pathname !== '/rest/v1/users') return undefined;
        if (request.method === 'PATCH') {
          weightUnit = ((await request.json()) as { weight_unit: 'kg' | 'lb' }).weight_unit;
          return new Response(null, { status: 204 });
        }
        return json({ ...profileRow({ id: USER_ID }), weight_unit: weightUnit });
      },
    );
    await startApp(backend.fetchMock);
    const { updateWeightUnit } = await import('@/features/settings/api/update-weight-unit');
    const { useWeightUnitStore, selectUnitFor } = await import('@/stores/weight-unit-store');
    // The first profile read has answered (kg); the session check has not.
    await waitFor(() => expect(backend.requests).toEqual(['GET /auth/v1/user', 'GET /rest/v1/users']));
    // Settings: the person picks lb, saved as WeightUnitSetting saves it.
    await updateWeightUnit(USER_ID, 'lb');
    useWeightUnitStore.getState().setUnit(USER_ID, 'lb');
    backend.answer();
    await waitFor(() => expect(backend.requests.filter((line) => line === 'GET /rest/v1/users')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(selectUnitFor(USER_ID)(useWeightUnitStore.getState())).toBe('lb');
  });
});
