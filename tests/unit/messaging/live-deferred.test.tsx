import { act, renderHook } from '@testing-library/react';
import { ws } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server, withMswServer } from '../support/msw';
import { providers } from '../support/render';

// The Realtime socket, answered by msw like the local server would: which channels the app joins
// and leaves, read from the Phoenix messages it sends.
const realtime = ws.link(`${window.location.origin.replace(/^http/, 'ws')}/realtime/v1/websocket`);
const joined: string[] = [];
const left: string[] = [];

withMswServer(() => [
  realtime.addEventListener('connection', ({ client }) => {
    client.addEventListener('message', (event) => {
      const [joinRef, ref, topic, name] = JSON.parse(String(event.data)) as [string, string, string, string];
      if (name === 'phx_join') joined.push(topic);
      if (name === 'phx_leave') left.push(topic);
      if (name === 'phx_join' || name === 'phx_leave' || name === 'heartbeat') {
        client.send(JSON.stringify([joinRef, ref, topic, 'phx_reply', { status: 'ok', response: {} }]));
      }
    });
  }),
]);

// The Realtime client takes the WebSocket class when the app's client is made, so the app's modules
// load after msw has put its own in place (withMswServer listens in the first beforeAll).
let live: typeof import('@/features/messaging/api/use-messaging-live');
beforeAll(async () => {
  live = await import('@/features/messaging/api/use-messaging-live');
});

/** Lets timers due by then fire and the socket's messages arrive. */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

beforeEach(() => {
  vi.useFakeTimers();
  joined.length = 0;
  left.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
});

describe('the live messages channel', () => {
  it("waits before joining for the nav badges, so a cold start's critical path stays free", async () => {
    const badge = renderHook(() => live.useMessagingLive('me', { deferred: true }), { wrapper: providers() });
    await wait(live.BADGE_LIVE_DELAY_MS - 1);
    expect(joined).toEqual([]);
    await wait(1_000);
    expect(joined).toEqual(['realtime:messages:me']);
    badge.unmount();
    await wait(1_000);
    expect(left).toEqual(['realtime:messages:me']);
  });

  it('joins at once for the inbox, and the badges share that one channel', async () => {
    const badge = renderHook(() => live.useMessagingLive('me', { deferred: true }), { wrapper: providers() });
    const inbox = renderHook(() => live.useMessagingLive('me'), { wrapper: providers() });
    await wait(100);
    expect(joined).toEqual(['realtime:messages:me']);
    await wait(live.BADGE_LIVE_DELAY_MS);
    expect(joined).toEqual(['realtime:messages:me']);
    inbox.unmount();
    await wait(1_000);
    expect(left).toEqual([]);
    badge.unmount();
    await wait(1_000);
    expect(left).toEqual(['realtime:messages:me']);
  });

  it('never joins when the badge is gone before the wait ends (signed out)', async () => {
    const badge = renderHook(() => live.useMessagingLive('me', { deferred: true }), { wrapper: providers() });
    badge.unmount();
    await wait(live.BADGE_LIVE_DELAY_MS * 2);
    expect(joined).toEqual([]);
    expect(left).toEqual([]);
  });
});
