import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { providers } from '../support/render';

// Opening the app in a gym with no signal: the stored session must survive start-up in every
// browser, whatever words its fetch uses for a dead network.
const BROWSERS = [
  ['Chromium', 'Failed to fetch'],
  ['Safari', 'Load failed'],
  ['Firefox', 'NetworkError when attempting to fetch resource.'],
] as const;

function storeSignedInClient() {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const user = {
    id: 'u-casey',
    aud: 'authenticated',
    role: 'authenticated',
    email: 'client@demo.liftwise.app',
    app_metadata: {},
    user_metadata: {},
    created_at: '2026-01-01T00:00:00Z',
  };
  localStorage.setItem(
    'sb-liftwise-auth-token',
    JSON.stringify({
      access_token: 'stored-token',
      refresh_token: 'stored-refresh',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: nowSeconds + 3600,
      user,
    }),
  );
  localStorage.setItem(
    'auth-storage',
    JSON.stringify({
      state: {
        isAuthenticated: true,
        userRole: 'client',
        staffRole: 'trainer',
        userGender: 'female',
        user: {
          id: 'u-casey',
          email: 'client@demo.liftwise.app',
          firstName: 'Casey',
          lastName: 'Nguyen',
          clientType: 'programming',
        },
        cycleTracking: { enabled: true, available: true },
      },
      version: 0,
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetModules();
  localStorage.clear();
});

describe('start-up without a network', () => {
  it.each(BROWSERS)('keeps a %s user signed in', async (_browser, message) => {
    storeSignedInClient();
    const deadNetwork = vi.fn<typeof fetch>(() => Promise.reject(new TypeError(message)));
    vi.stubGlobal('fetch', deadNetwork);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Each case loads a fresh client on the same storage key, which supabase-js warns about.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // Fresh modules, so the Supabase client and the stores read the storage written above.
    const { useAuthLifecycle, useAuthStore } = await import('@/features/auth');
    const onReset = vi.fn();
    renderHook(() => useAuthLifecycle(onReset), { wrapper: providers() });

    await waitFor(() => expect(deadNetwork).toHaveBeenCalled());
    // Give the failed recovery time to act on the error before looking at the outcome.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    expect(localStorage.getItem('sb-liftwise-auth-token')).not.toBeNull();
    expect(onReset).not.toHaveBeenCalled();
  });
});
