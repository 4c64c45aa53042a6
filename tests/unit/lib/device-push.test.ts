import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '@/features/auth/api/sign-out';
import { turnOffPushOnThisDevice, unsubscribeBrowserPush } from '@/lib/device-push';
import { server, withMswServer } from '../support/msw';
import { AUTH, REST } from '../support/postgrest';

// Issue 31 (push): signing out turns Web Push off for this browser, so the next person on a shared
// device gets none of the account's notifications.

const ENDPOINT = 'https://push.example.test/send/abc';

function fakeBrowser(subscription: { endpoint: string; unsubscribe: () => Promise<boolean> } | null) {
  const registration = { pushManager: { getSubscription: () => Promise.resolve(subscription) } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve(registration) },
  });
}

withMswServer();

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.useRealTimers();
});

describe('turning push off on sign-out', () => {
  it("deletes the account's row for this browser's endpoint, then unsubscribes the browser", async () => {
    const order: string[] = [];
    const unsubscribe = vi.fn(() => {
      order.push('unsubscribe');
      return Promise.resolve(true);
    });
    fakeBrowser({ endpoint: ENDPOINT, unsubscribe });
    server.use(
      http.delete(`${REST}/push_subscriptions`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('endpoint')).toBe(`eq.${ENDPOINT}`);
        order.push('delete row');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await turnOffPushOnThisDevice();
    expect(order).toEqual(['delete row', 'unsubscribe']);
  });

  it('unsubscribes the browser even when the server cannot be reached', async () => {
    const unsubscribe = vi.fn(() => Promise.resolve(true));
    fakeBrowser({ endpoint: ENDPOINT, unsubscribe });
    server.use(http.delete(`${REST}/push_subscriptions`, () => HttpResponse.error()));
    await expect(turnOffPushOnThisDevice()).resolves.toBeUndefined();
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('does nothing (and asks nothing of the server) when this browser has no subscription or no service worker', async () => {
    fakeBrowser(null);
    await expect(turnOffPushOnThisDevice()).resolves.toBeUndefined();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    await expect(turnOffPushOnThisDevice()).resolves.toBeUndefined();
    await expect(unsubscribeBrowserPush()).resolves.toBeUndefined();
  });

  it('never holds sign-out up for long when the push service hangs', async () => {
    vi.useFakeTimers();
    fakeBrowser({ endpoint: ENDPOINT, unsubscribe: () => new Promise<boolean>(() => undefined) });
    server.use(http.delete(`${REST}/push_subscriptions`, () => new HttpResponse(null, { status: 204 })));
    const done = vi.fn();
    void turnOffPushOnThisDevice().then(done);
    await vi.advanceTimersByTimeAsync(3100);
    expect(done).toHaveBeenCalled();
  });

  it('is what signOut does first, while the session can still delete the row', async () => {
    const order: string[] = [];
    fakeBrowser({
      endpoint: ENDPOINT,
      unsubscribe: () => {
        order.push('unsubscribe');
        return Promise.resolve(true);
      },
    });
    server.use(
      http.delete(`${REST}/push_subscriptions`, () => {
        order.push('delete row');
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(`${AUTH}/logout`, () => {
        order.push('sign out');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await signOut();
    expect(order.slice(0, 2)).toEqual(['delete row', 'unsubscribe']);
  });
});
