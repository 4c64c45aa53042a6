import { act, renderHook } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { ws } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server, withMswServer } from '../support/msw';
import { providers } from '../support/render';

// The Realtime socket answered by msw as the local server would: which channels /appointments
// joins and leaves, what it asks for, and a change sent to it.
const realtime = ws.link(`${window.location.origin.replace(/^http/, 'ws')}/realtime/v1/websocket`);

interface Binding {
  event: string;
  schema: string;
  table: string;
}
const joined: { topic: string; bindings: Binding[] }[] = [];
const left: string[] = [];
let sendChange: ((topic: string, table: string) => void) | null = null;

withMswServer(() => [
  realtime.addEventListener('connection', ({ client }) => {
    client.addEventListener('message', (event) => {
      const [joinRef, ref, topic, name, payload] = JSON.parse(String(event.data)) as [
        string,
        string,
        string,
        string,
        { config?: { postgres_changes?: Binding[] } },
      ];
      if (name === 'phx_join') {
        const bindings = payload.config?.postgres_changes ?? [];
        joined.push({ topic, bindings });
        const withIds = bindings.map((binding, index) => ({ ...binding, id: index + 1, filter: undefined }));
        client.send(
          JSON.stringify([joinRef, ref, topic, 'phx_reply', { status: 'ok', response: { postgres_changes: withIds } }]),
        );
        sendChange = (target, table) => {
          const id = withIds.find((binding) => binding.table === table)!.id;
          const data = {
            schema: 'public',
            table,
            commit_timestamp: new Date().toISOString(),
            type: 'UPDATE',
            columns: [{ name: 'id', type: 'uuid' }],
            record: { id: 'b1' },
            old_record: { id: 'b1' },
            errors: null,
          };
          client.send(JSON.stringify([null, null, target, 'postgres_changes', { ids: [id], data }]));
        };
        return;
      }
      if (name === 'phx_leave') left.push(topic);
      if (name === 'phx_leave' || name === 'heartbeat') {
        client.send(JSON.stringify([joinRef, ref, topic, 'phx_reply', { status: 'ok', response: {} }]));
      }
    });
  }),
]);

// The Realtime client takes the WebSocket class when the app's client is made: load after msw.
let live: typeof import('@/features/scheduling/api/scheduling-realtime');
let keys: typeof import('@/features/scheduling/api/scheduling-keys');
beforeAll(async () => {
  live = await import('@/features/scheduling/api/scheduling-realtime');
  keys = await import('@/features/scheduling/api/scheduling-keys');
});

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

describe('useSchedulingRealtime', () => {
  it('listens to bookings, sessions and waitlist places, and leaves when the screen unmounts', async () => {
    const hook = renderHook(() => live.useSchedulingRealtime(), { wrapper: providers() });
    await wait(100);
    expect(joined).toHaveLength(1);
    expect(joined[0]!.bindings.map((b) => `${b.event} ${b.schema}.${b.table}`)).toEqual([
      '* public.bookings',
      '* public.service_sessions',
      '* public.waitlist_entries',
    ]);
    hook.unmount();
    await wait(100);
    expect(left).toEqual([joined[0]!.topic]);
  });

  it('refreshes the calendars, bookings, waitlists, class times and free slots once for a burst of changes', async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const hook = renderHook(() => live.useSchedulingRealtime(), { wrapper: providers({ queryClient }) });
    await wait(100);
    expect(invalidate).not.toHaveBeenCalled();
    const topic = joined[0]!.topic;
    sendChange!(topic, 'service_sessions');
    sendChange!(topic, 'bookings');
    await wait(live.REFRESH_DELAY_MS + 10);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      keys.schedulingKeys.calendars(),
      keys.schedulingKeys.allMyBookings(),
      keys.schedulingKeys.allWaitlists(),
      keys.schedulingKeys.allMyWaitlists(),
      keys.schedulingKeys.allClassTimes(),
      keys.schedulingKeys.allFreeSlots(),
      keys.schedulingKeys.bookingRequests(),
    ]);
    hook.unmount();
  });

  it('opens a new channel when the network comes back, and refreshes once it has joined', async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const hook = renderHook(() => live.useSchedulingRealtime(), { wrapper: providers({ queryClient }) });
    await wait(100);
    const first = joined[0]!.topic;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await wait(live.REFRESH_DELAY_MS + 100);
    expect(left).toContain(first);
    expect(joined).toHaveLength(2);
    expect(joined[1]!.topic).not.toBe(first);
    expect(invalidate).toHaveBeenCalledTimes(7);
    hook.unmount();
    await wait(100);
    expect(left).toContain(joined[1]!.topic);
  });
});
