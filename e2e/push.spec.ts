import { expect, test, type Page } from '@playwright/test';
import { waitForServiceWorker } from './support/service-worker';
import { signInAs } from './support/session';

// Web Push from Settings (docs/notifications.md). Chromium here has no push service it can reach
// (no network, --disable-background-networking), so the browser's real pushManager.subscribe()
// fails: the first test checks that the person is told so and nothing is saved. The second stands
// in for the push service only: pushManager.subscribe/getSubscription answer a subscription made
// in the page (a real P-256 key and auth secret, an https endpoint) and record the key it was asked
// for; everything else is real: the permission, the service worker, push-vapid-key, the RPC, the row.

const section = (page: Page) => page.getByRole('region', { name: 'Notifications on this device' });

/** The signed-in person's push_subscriptions rows, read through the Data API with their session. */
function myRows(page: Page): Promise<unknown[]> {
  return page.evaluate(async () => {
    const tokenKey = Object.keys(localStorage).find((key) => key.endsWith('-auth-token')) ?? '';
    const session = JSON.parse(localStorage.getItem(tokenKey) ?? '{}') as { access_token?: string };
    const response = await fetch('/rest/v1/push_subscriptions?select=id,endpoint,kinds', {
      headers: { apikey: 'sb_publishable_liftwise_local_development', Authorization: `Bearer ${session.access_token}` },
    });
    return (await response.json()) as unknown[];
  });
}

async function openSettings(page: Page) {
  await signInAs(page, 'client');
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await waitForServiceWorker(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
}

test('with no reachable push service, turning notifications on says so and saves nothing', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  const subscribeErrors: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('pushManager.subscribe failed')) subscribeErrors.push(message.text());
  });
  await openSettings(page);
  await section(page).getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(section(page).getByRole('alert')).toContainText('push service did not answer');
  // What Chromium answered, for the record (docs/notifications.md quotes it).
  console.log(subscribeErrors.join('\n'));
  expect(await myRows(page)).toEqual([]);
});

test('a client turns notifications on, picks kinds and turns them off again', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await page.addInitScript(() => {
    // A stand-in for the browser's push service (see the top of this file), kept across reloads.
    const STORE = 'e2e-push-subscription';
    const b64url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const fromB64url = (text: string) =>
      Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
    const build = (saved: { endpoint: string; p256dh: string; auth: string; key: string }) => ({
      endpoint: saved.endpoint,
      options: { userVisibleOnly: true, applicationServerKey: fromB64url(saved.key).buffer },
      toJSON: () => ({ endpoint: saved.endpoint, keys: { p256dh: saved.p256dh, auth: saved.auth } }),
      unsubscribe: async () => {
        localStorage.removeItem(STORE);
        return true;
      },
    });
    PushManager.prototype.getSubscription = async function getSubscription() {
      const saved = localStorage.getItem(STORE);
      return saved ? (build(JSON.parse(saved)) as unknown as PushSubscription) : null;
    };
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
      const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
      const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
      const saved = {
        endpoint: `https://push.liftwise.test/e2e/${crypto.randomUUID()}`,
        p256dh: b64url(raw),
        auth: b64url(crypto.getRandomValues(new Uint8Array(16))),
        key: b64url(key),
      };
      localStorage.setItem(STORE, JSON.stringify(saved));
      return build(saved) as unknown as PushSubscription;
    };
  });
  await openSettings(page);
  expect(await page.evaluate(() => Notification.permission)).toBe('granted');

  await section(page).getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(section(page)).toContainText(/On for this device \(Chrome on \w+\)/);
  // The browser was asked to subscribe with the server's VAPID public key (65 bytes, from push-vapid-key).
  const askedKey = await page.evaluate(() => JSON.parse(localStorage.getItem('e2e-push-subscription') ?? '{}').key);
  expect(Buffer.from(askedKey as string, 'base64url')).toHaveLength(65);

  // The row exists, for this browser's endpoint, and a reload reads it back.
  const endpoint = await page.evaluate(
    () => JSON.parse(localStorage.getItem('e2e-push-subscription') ?? '{}').endpoint,
  );
  expect(await myRows(page)).toEqual([expect.objectContaining({ endpoint })]);
  await page.reload();
  const messages = section(page).getByRole('switch', { name: 'New messages' });
  await expect(messages).toHaveAttribute('aria-checked', 'true');
  await expect(section(page).getByRole('switch', { name: 'Tasks for you' })).toHaveCount(0);
  await messages.click();
  await expect(messages).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(section(page).getByRole('switch', { name: 'New messages' })).toHaveAttribute('aria-checked', 'false');
  await expect(section(page).getByRole('switch', { name: 'Session reminders' })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  await section(page).getByRole('button', { name: 'Turn off on this device' }).click();
  await expect(section(page).getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('e2e-push-subscription'))).toBeNull();
  expect(await myRows(page)).toEqual([]);
});
