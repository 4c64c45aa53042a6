import { createClient } from '@supabase/supabase-js';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server, withMswServer } from '../support/msw';
import { AUTH_UNAVAILABLE_MESSAGE, RequestTimeoutError, TIMEOUT_MESSAGE, toUserMessage } from '@/lib/errors';
import { REQUEST_TIMEOUT_MS } from '@/lib/constants';
import { createFetchWithTimeout } from '@/lib/fetch-with-timeout';

const API = 'http://backend.test';
withMswServer();
afterEach(() => vi.useRealTimers());

// A short time-out keeps the network tests fast; the 10 s default is checked separately below.
const fastFetch = createFetchWithTimeout(undefined, 50);
const client = createClient(API, 'publishable-key', {
  global: { fetch: fastFetch },
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});

describe('fetch with a time-out (at the network)', () => {
  it('passes answers that arrive in time straight through', async () => {
    server.use(http.get(`${API}/ping`, () => HttpResponse.json({ ok: true })));
    const response = await fastFetch(`${API}/ping`);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('aborts a call that hangs and says so in the spec words', async () => {
    server.use(
      http.get(`${API}/slow`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    await expect(fastFetch(`${API}/slow`)).rejects.toThrow(new RequestTimeoutError());
    await expect(fastFetch(`${API}/slow`)).rejects.toThrow('Request timed out. Please check your internet connection.');
  });

  it('still lets the caller cancel', async () => {
    server.use(
      http.get(`${API}/slow`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = fastFetch(`${API}/slow`, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.not.toBeInstanceOf(RequestTimeoutError);
  });

  it('times out a hanging sign-in through supabase-js with the time-out message', async () => {
    server.use(
      http.post(`${API}/auth/v1/token`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { error } = await client.auth.signInWithPassword({ email: 'a@b.c', password: 'x' });
    expect(error).not.toBeNull();
    expect(toUserMessage(error, 'Invalid credentials. Please try again.')).toBe(TIMEOUT_MESSAGE);
  });

  it('times out a hanging data read through supabase-js', async () => {
    server.use(
      http.get(`${API}/rest/v1/users`, async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const { error } = await client.from('users').select('id');
    expect(toUserMessage(error, 'fallback')).toBe(TIMEOUT_MESSAGE);
  });

  it.each([502, 503, 504])('explains an unavailable auth service (%i)', async (status) => {
    server.use(http.post(`${API}/auth/v1/token`, () => new HttpResponse('upstream down', { status })));
    const { error } = await client.auth.signInWithPassword({ email: 'a@b.c', password: 'x' });
    expect(toUserMessage(error, 'Invalid credentials. Please try again.')).toBe(AUTH_UNAVAILABLE_MESSAGE);
  });

  it('keeps the spec message for wrong credentials', async () => {
    server.use(
      http.post(`${API}/auth/v1/token`, () =>
        HttpResponse.json({ code: 'invalid_credentials', msg: 'Invalid login credentials' }, { status: 400 }),
      ),
    );
    const { error } = await client.auth.signInWithPassword({ email: 'a@b.c', password: 'x' });
    expect(toUserMessage(error, 'Invalid credentials. Please try again.')).toBe(
      'Invalid credentials. Please try again.',
    );
  });
});

describe('the default time-out', () => {
  it('is 10 seconds', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
    vi.useFakeTimers();
    const never = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    const settled = vi.fn();
    const pending = createFetchWithTimeout(never)('http://x.test').catch((error: unknown) => {
      settled(error);
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled).toHaveBeenCalledWith(new RequestTimeoutError());
  });
});
