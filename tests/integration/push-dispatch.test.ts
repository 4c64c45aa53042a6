import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { createPushDispatchHandler } from '../../supabase/functions/push-dispatch/handler';
import { generateVapidKeys } from '../../supabase/local/keys';
import { browserKeys, decryptPushBody, readVapidAuthorization, type BrowserKeys } from '../support/push-receiver';
import { anonClient, backend, serviceClient, uniqueEmail } from './support/clients';

/**
 * push-dispatch against a local push service: an HTTP server in this test stands for the browser's
 * push service. It decrypts each aes128gcm body with the subscription's private key and checks the
 * VAPID JWT and headers, so what web-push built is proven readable by a browser; no network.
 * Endpoints are stored as https://push.liftwise.test/<id> (the database takes https only) and the
 * function's injected fetch carries them to the local server unchanged but for the origin.
 */

const PUSH_ORIGIN = 'https://push.liftwise.test';
const SUBJECT = 'mailto:ops@liftwise.test';
const vapid = generateVapidKeys();

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let server: Server;
let serverUrl = '';
const received: Received[] = [];
/** The status the push service answers per endpoint path (default 201 Created). */
const answers = new Map<string, number>();

function dispatcher() {
  const env: Record<string, string> = {
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: SUBJECT,
  };
  const handler = createPushDispatchHandler(
    {
      supabaseUrl: backend().url,
      secretKey: backend().secretKey,
      env: (name) => env[name],
      clientOptions: { realtime: { transport: ws as never } },
    },
    {
      sendPush: async (request) => {
        const url = new URL(request.url);
        expect(url.origin).toBe(PUSH_ORIGIN);
        return fetch(`${serverUrl}${url.pathname}`, {
          method: request.method,
          headers: request.headers,
          body: await request.arrayBuffer(),
        });
      },
    },
  );
  return async (body?: unknown, authorization = `Bearer ${backend().secretKey}`) => {
    const response = await handler(
      new Request('http://functions.test/functions/v1/push-dispatch', {
        method: 'POST',
        headers: { Authorization: authorization, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
}

const dispatch = dispatcher();

async function freshUser(): Promise<{ client: SupabaseClient; userId: string }> {
  const client = anonClient();
  const { data, error } = await client.auth.signUp({ email: uniqueEmail('push'), password: 'PushTest1' });
  if (error || !data.user) throw error ?? new Error('no user');
  return { client, userId: data.user.id };
}

async function subscribe(client: SupabaseClient, kinds?: string[]) {
  const keys = browserKeys();
  const path = `/${randomUUID()}`;
  const { data, error } = await client.rpc('save_push_subscription', {
    p_endpoint: `${PUSH_ORIGIN}${path}`,
    p_p256dh: keys.p256dh,
    p_auth: keys.auth,
    ...(kinds ? { p_kinds: kinds } : {}),
    p_device_label: 'Test browser',
  });
  if (error) throw error;
  return { id: data as string, path, keys };
}

async function notify(recipientId: string, kind = 'message', title = 'New message from Coach') {
  const { data, error } = await serviceClient()
    .from('notifications')
    .insert({ recipient_id: recipientId, kind, title, body: 'See you at 9 <b>sharp</b>', link: '/inbox' })
    .select('id')
    .single();
  if (error) throw error;
  return (data as { id: string }).id;
}

function receivedAt(path: string) {
  return received.filter((request) => request.path === path);
}

function decrypt(request: Received, keys: BrowserKeys) {
  return JSON.parse(decryptPushBody(request.body, keys)) as Record<string, unknown>;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answers.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('push-dispatch', () => {
  it('delivers a notification encrypted for the subscription, signed with VAPID, once', async () => {
    const { client, userId } = await freshUser();
    const subscription = await subscribe(client);
    const notificationId = await notify(userId);

    const before = Math.floor(Date.now() / 1000);
    const run = await dispatch();
    expect(run.status).toBe(200);
    const [request, ...more] = receivedAt(subscription.path);
    expect(more).toHaveLength(0);
    expect(request).toBeDefined();
    if (!request) return;

    expect(decrypt(request, subscription.keys)).toEqual({
      id: notificationId,
      kind: 'message',
      title: 'New message from Coach',
      body: 'See you at 9 <b>sharp</b>',
      link: '/inbox',
      tag: 'liftwise:/inbox',
    });
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers['content-type']).toBe('application/octet-stream');
    expect(Number(request.headers.ttl)).toBe(12 * 60 * 60);
    expect(Number(request.headers['content-length'])).toBe(request.body.length);
    const claims = readVapidAuthorization(request.headers.authorization ?? null, vapid.publicKey);
    expect(claims.aud).toBe(PUSH_ORIGIN);
    expect(claims.sub).toBe(SUBJECT);
    expect(claims.exp).toBeGreaterThan(before);
    expect(claims.exp).toBeLessThanOrEqual(before + 24 * 60 * 60);

    // Settled: a second run sends nothing, and the device is marked as reached.
    await dispatch();
    expect(receivedAt(subscription.path)).toHaveLength(1);
    const { data } = await client.from('push_subscriptions').select('last_success_at, failure_count').single();
    expect(data?.last_success_at).not.toBeNull();
    expect(data?.failure_count).toBe(0);
  });

  it('drops a subscription the push service answers 410 Gone for', async () => {
    const { client, userId } = await freshUser();
    const subscription = await subscribe(client);
    answers.set(subscription.path, 410);
    await notify(userId);

    const run = await dispatch();
    expect(run.body).toMatchObject({ gone: 1 });
    expect(receivedAt(subscription.path)).toHaveLength(1);
    const { data } = await serviceClient().from('push_subscriptions').select('id').eq('id', subscription.id);
    expect(data).toEqual([]);
  });

  it('retries a 503 later, a bounded number of times', async () => {
    const { client, userId } = await freshUser();
    const subscription = await subscribe(client);
    answers.set(subscription.path, 503);
    await notify(userId);

    await dispatch();
    expect(receivedAt(subscription.path)).toHaveLength(1);
    // Not due again straight away; due 30 s, 2 min, 8 min, 32 min after each attempt; 5 in all.
    await dispatch();
    expect(receivedAt(subscription.path)).toHaveLength(1);
    for (const hoursLater of [1, 2, 3, 4, 5, 6]) {
      await dispatch({ now: new Date(Date.now() + hoursLater * 3_600_000).toISOString() });
    }
    expect(receivedAt(subscription.path)).toHaveLength(5);
    const { data } = await client.from('push_subscriptions').select('failure_count').single();
    expect(data?.failure_count).toBe(5);
  });

  it('sends each delivery once when two dispatchers run at once', async () => {
    const { client, userId } = await freshUser();
    const subscription = await subscribe(client);
    for (let index = 0; index < 6; index += 1) await notify(userId, 'message', `Message ${index}`);

    await Promise.all([dispatch({ limit: 2 }), dispatch({ limit: 2 }), dispatch({ limit: 3 })]);
    await dispatch();
    const titles = receivedAt(subscription.path).map((request) => decrypt(request, subscription.keys).title);
    expect(titles.toSorted()).toEqual(['Message 0', 'Message 1', 'Message 2', 'Message 3', 'Message 4', 'Message 5']);
  });

  it('sends only the kinds the device opted into', async () => {
    const { client, userId } = await freshUser();
    const subscription = await subscribe(client, ['booking_made']);
    await notify(userId, 'message', 'A message');
    await notify(userId, 'booking_made', 'Booked: Strength, Tue 09:00');

    await dispatch();
    const titles = receivedAt(subscription.path).map((request) => decrypt(request, subscription.keys).title);
    expect(titles).toEqual(['Booked: Strength, Tue 09:00']);

    // Turning message back on applies to the next ones, not to those already skipped.
    const { error } = await client
      .from('push_subscriptions')
      .update({ kinds: ['booking_made', 'message'] })
      .eq('id', subscription.id);
    expect(error).toBeNull();
    await notify(userId, 'message', 'Another message');
    await dispatch();
    expect(receivedAt(subscription.path)).toHaveLength(2);
  });

  it('answers 401 to anyone but the scheduler', async () => {
    const { client } = await freshUser();
    const { data } = await client.auth.getSession();
    expect((await dispatch(undefined, `Bearer ${data.session?.access_token}`)).status).toBe(401);
    expect((await dispatch(undefined, `Bearer ${backend().publishableKey}`)).status).toBe(401);
    expect((await dispatch(undefined, '')).status).toBe(401);
  });

  it('refuses a malformed request with a 400', async () => {
    expect((await dispatch({ limit: 'all' })).status).toBe(400);
    expect((await dispatch({ now: 'yesterday' })).status).toBe(400);
  });
});
