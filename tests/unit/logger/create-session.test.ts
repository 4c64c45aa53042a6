import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createSession } from '@/features/logger/api/create-session';
import { server, withMswServer } from '../support/msw';
import { freshState } from './fixtures';

const ORIGIN = window.location.origin;
withMswServer();

describe('starting a session on the server', () => {
  it('sends one insert for two starts of the same session, asking the server to ignore a duplicate', async () => {
    const requests: Array<{ prefer: string | null; onConflict: string | null }> = [];
    server.use(
      http.post(`${ORIGIN}/rest/v1/workout_sessions`, async ({ request }) => {
        requests.push({
          prefer: request.headers.get('prefer'),
          onConflict: new URL(request.url).searchParams.get('on_conflict'),
        });
        await new Promise((resolve) => setTimeout(resolve, 20));
        return new HttpResponse(null, { status: 201 });
      }),
    );
    const state = freshState();
    await Promise.all([createSession(state, 1), createSession(state, 1)]);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.prefer).toContain('resolution=ignore-duplicates');
    expect(requests[0]?.onConflict).toBe('id');

    // Once the first has answered, a later start (a retry) goes out again: it is safe to repeat.
    await createSession(state, 1);
    expect(requests).toHaveLength(2);
  });

  it('still counts a unique violation from a server without ignore-duplicates as done, and throws other errors', async () => {
    server.use(
      http.post(`${ORIGIN}/rest/v1/workout_sessions`, () =>
        HttpResponse.json({ code: '23505', message: 'duplicate key' }, { status: 409 }),
      ),
    );
    await expect(createSession(freshState(), 1)).resolves.toBeUndefined();
    server.use(
      http.post(`${ORIGIN}/rest/v1/workout_sessions`, () =>
        HttpResponse.json({ code: '42501', message: 'denied' }, { status: 403 }),
      ),
    );
    await expect(createSession(freshState(), 1)).rejects.toMatchObject({ code: '42501' });
  });
});
