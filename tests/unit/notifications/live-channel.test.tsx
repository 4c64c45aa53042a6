import { act, renderHook } from '@testing-library/react';
import { ws } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server, withMswServer } from '../support/msw';
import { providers, testQueryClient } from '../support/render';

// The bell's Realtime channel, answered by msw like the local server: which channel the app joins,
// when, and that a change it hears refreshes the bell's reads.
const realtime = ws.link(`${window.location.origin.replace(/^http/, 'ws')}/realtime/v1/websocket`);
const joined: string[] = [];
const left: string[] = [];
let sendChange: (() => void) | undefined;

withMswServer(() => [
  realtime.addEventListener('connection', ({ client }) => {
    client.addEventListener('message', (event) => {
      const [joinRef, ref, topic, name, payload] = JSON.parse(String(event.data)) as [
        string,
        string,
        string,
        string,
        { config?: { postgres_changes?: { event: string; schema: string; table: string }[] } },
      ];
      if (name === 'phx_join') {
        joined.push(topic);
        const bindings = (payload.config?.postgres_changes ?? []).map((binding, index) => ({
          ...binding,
          id: index + 1,
        }));
        client.send(
          JSON.stringify([
            joinRef,
            ref,
            topic,
            'phx_reply',
            { status: 'ok', response: { postgres_changes: bindings } },
          ]),
        );
        sendChange = () =>
          client.send(
            JSON.stringify([
              null,
              null,
              topic,
              'postgres_changes',
              {
                ids: bindings.map((binding) => binding.id),
                data: {
                  schema: 'public',
                  table: 'notifications',
                  type: 'INSERT',
                  commit_timestamp: new Date().toISOString(),
                  columns: [],
                  record: { id: 'n1' },
                  old_record: {},
                  errors: null,
                },
              },
            ]),
          );
        return;
      }
      if (name === 'phx_leave') left.push(topic);
      if (name === 'phx_leave' || name === 'heartbeat') {
        client.send(JSON.stringify([joinRef, ref, topic, 'phx_reply', { status: 'ok', response: {} }]));
      }
    });
  }),
]);

// The Realtime client takes the WebSocket class when the app's client is made: load the app's
// modules after msw has put its own in place.
let live: typeof import('@/features/notifications/api/use-notifications-live');
let keys: typeof import('@/features/notifications/api/query-keys');
beforeAll(async () => {
  live = await import('@/features/notifications/api/use-notifications-live');
  keys = await import('@/features/notifications/api/query-keys');
});

async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

beforeEach(() => {
  vi.useFakeTimers();
  joined.length = 0;
  left.length = 0;
  sendChange = undefined;
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
});

describe("the bell's live channel", () => {
  it('joins after the delay (off the critical path), and leaves when the bell goes', async () => {
    const bell = renderHook(() => live.useNotificationsLive('me'), { wrapper: providers() });
    await wait(live.BELL_LIVE_DELAY_MS - 1);
    expect(joined).toEqual([]);
    await wait(1_000);
    expect(joined).toEqual(['realtime:notifications:me']);
    bell.unmount();
    await wait(1_000);
    expect(left).toEqual(['realtime:notifications:me']);
  });

  it('refreshes the count and the list when a change arrives', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(keys.notificationKeys.unread('me'), 0);
    queryClient.setQueryData(keys.notificationKeys.list('me'), []);
    const bell = renderHook(() => live.useNotificationsLive('me'), { wrapper: providers({ queryClient }) });
    await wait(live.BELL_LIVE_DELAY_MS + 1_000);
    expect(joined).toEqual(['realtime:notifications:me']);
    // Joining refreshed them once already; mark them fresh again, then a change arrives.
    queryClient.setQueryData(keys.notificationKeys.unread('me'), 0);
    queryClient.setQueryData(keys.notificationKeys.list('me'), []);
    expect(queryClient.getQueryState(keys.notificationKeys.unread('me'))?.isInvalidated).toBe(false);
    sendChange?.();
    await wait(100);
    expect(queryClient.getQueryState(keys.notificationKeys.unread('me'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(keys.notificationKeys.list('me'))?.isInvalidated).toBe(true);
    bell.unmount();
    await wait(1_000);
  });

  it('never joins when the bell is gone before the delay ends (signed out)', async () => {
    const bell = renderHook(() => live.useNotificationsLive('me'), { wrapper: providers() });
    bell.unmount();
    await wait(live.BELL_LIVE_DELAY_MS * 2);
    expect(joined).toEqual([]);
  });
});
