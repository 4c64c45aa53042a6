import { createClient } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isNetworkFailure, NETWORK_MESSAGE, RequestTimeoutError, toUserMessage } from '@/lib/errors';

// What each engine's fetch throws when there is no connection. Playwright here drives Chromium
// only, so Safari's and Firefox's words are covered by feeding them through the real supabase-js.
const BROWSERS = [
  ['Chromium', 'Failed to fetch'],
  ['Safari', 'Load failed'],
  ['Firefox', 'NetworkError when attempting to fetch resource.'],
  ['Node (undici)', 'fetch failed'],
] as const;

function clientWhoseNetworkSays(message: string) {
  const deadNetwork: typeof fetch = () => Promise.reject(new TypeError(message));
  return createClient('http://backend.test', 'publishable-key', {
    global: { fetch: deadNetwork },
    auth: {
      storageKey: `network-test-${message}`,
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
  });
}

describe('isNetworkFailure', () => {
  // auth-js logs each failed fetch, and warns about one client per case; neither is the subject.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it.each(BROWSERS)('recognises %s losing the connection in an auth call', async (_browser, message) => {
    const { error } = await clientWhoseNetworkSays(message).auth.getUser('a-token');
    expect(error).not.toBeNull();
    expect(isNetworkFailure(error)).toBe(true);
    expect(toUserMessage(error, 'fallback')).toBe(NETWORK_MESSAGE);
  });

  it.each(BROWSERS)('recognises %s losing the connection in a Data API write', async (_browser, message) => {
    // A write, because postgrest-js retries failed reads for several seconds before giving up.
    const { error } = await clientWhoseNetworkSays(message).from('users').insert({ id: 'u-1' });
    expect(error).not.toBeNull();
    expect(isNetworkFailure(error)).toBe(true);
  });

  it('counts a timed-out request as a network failure', () => {
    expect(isNetworkFailure(new RequestTimeoutError())).toBe(true);
  });

  it('does not take answers from the server for a dead network', () => {
    expect(isNetworkFailure({ message: 'permission denied for table users', code: '42501' })).toBe(false);
    expect(isNetworkFailure({ message: 'Invalid JWT', status: 401 })).toBe(false);
    expect(isNetworkFailure(new Error('Unexpected token < in JSON'))).toBe(false);
    expect(isNetworkFailure(undefined)).toBe(false);
  });
});
