import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The Realtime side of the client, recorded: which channels were opened and removed.
const realtime = vi.hoisted(() => {
  const opened: string[] = [];
  const removed: string[] = [];
  const channel = (topic: string) => {
    const chain = { on: () => chain, subscribe: () => chain, topic };
    opened.push(topic);
    return chain;
  };
  return {
    opened,
    removed,
    supabase: {
      channel,
      removeChannel: (ch: { topic: string }) => {
        removed.push(ch.topic);
        return Promise.resolve('ok');
      },
    },
  };
});
vi.mock('@/lib/supabase', () => ({ supabase: realtime.supabase }));

const { BADGE_LIVE_DELAY_MS, useMessagingLive } = await import('@/features/messaging/api/use-messaging-live');

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

beforeEach(() => {
  vi.useFakeTimers();
  realtime.opened.length = 0;
  realtime.removed.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('the live messages channel', () => {
  it("waits before joining for the nav badges, so a cold start's critical path stays free", () => {
    const badge = renderHook(() => useMessagingLive('me', { deferred: true }), { wrapper });
    expect(realtime.opened).toEqual([]);
    vi.advanceTimersByTime(BADGE_LIVE_DELAY_MS - 1);
    expect(realtime.opened).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(realtime.opened).toEqual(['messages:me']);
    badge.unmount();
    expect(realtime.removed).toEqual(['messages:me']);
  });

  it('joins at once for the inbox, and the badges share that one channel', () => {
    const badge = renderHook(() => useMessagingLive('me', { deferred: true }), { wrapper });
    const inbox = renderHook(() => useMessagingLive('me'), { wrapper });
    expect(realtime.opened).toEqual(['messages:me']);
    vi.advanceTimersByTime(BADGE_LIVE_DELAY_MS);
    expect(realtime.opened).toEqual(['messages:me']);
    inbox.unmount();
    expect(realtime.removed).toEqual([]);
    badge.unmount();
    expect(realtime.removed).toEqual(['messages:me']);
  });

  it('never joins when the badge is gone before the wait ends (signed out)', () => {
    const badge = renderHook(() => useMessagingLive('me', { deferred: true }), { wrapper });
    badge.unmount();
    vi.advanceTimersByTime(BADGE_LIVE_DELAY_MS * 2);
    expect(realtime.opened).toEqual([]);
    expect(realtime.removed).toEqual([]);
  });
});
