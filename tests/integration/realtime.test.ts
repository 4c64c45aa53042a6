import { createHmac, randomUUID } from 'node:crypto';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { RELAXED_AUTH_RATE_LIMITS } from '../../supabase/local/auth/limits';
import { createLocalBackend, type LocalBackend } from '../../supabase/local/backend';
import { serveBackend, type RunningServer } from '../../supabase/local/http-server';
import { generateSecrets } from '../../supabase/local/keys';
import { DEFAULT_REALTIME_LIMITS } from '../../supabase/local/realtime/server';
import { DEMO_PASSWORD, demo } from './support/clients';

/**
 * The local Realtime server (supabase/local/realtime/) through supabase-js from Node. Its own
 * backend, so the test can cut every socket server-side and count connections.
 */
let backend: LocalBackend;
let server: RunningServer;
const opened: SupabaseClient[] = [];
const secrets = generateSecrets();

beforeAll(async () => {
  backend = await createLocalBackend({
    dataDir: 'memory://',
    secrets,
    log: () => undefined,
    authRateLimits: RELAXED_AUTH_RATE_LIMITS,
  });
  server = await serveBackend(backend);
}, 60_000);

afterAll(async () => {
  await Promise.all(opened.map((client) => client.removeAllChannels()));
  await server?.close();
  await backend?.close();
});

function client(key = backend.keys.publishableKey): SupabaseClient {
  const created = createClient(server.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never, heartbeatIntervalMs: 1000, reconnectAfterMs: () => 100 },
  });
  opened.push(created);
  return created;
}

async function signedIn(email: string): Promise<{ supabase: SupabaseClient; token: string }> {
  const supabase = client();
  const { data, error } = await supabase.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error || !data.session) throw new Error(`sign-in as ${email}: ${error?.message}`);
  supabase.realtime.setAuth(data.session.access_token);
  return { supabase, token: data.session.access_token };
}

interface Received {
  eventType: string;
  new: Record<string, unknown>;
  at: number;
}

/** Subscribes to every change on public.messages; resolves with the subscribe status. */
function listen(supabase: SupabaseClient, name: string, onStatus?: (status: string) => void) {
  const received: Received[] = [];
  let channel: RealtimeChannel | undefined;
  const status = new Promise<{ status: string; error?: Error }>((resolve) => {
    channel = supabase
      .channel(name)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'messages' }, (payload) => {
        received.push({ eventType: payload.eventType, new: payload.new as Record<string, unknown>, at: Date.now() });
      })
      .subscribe((state, error) => {
        onStatus?.(state);
        resolve({ status: state, error });
      });
  });
  return { received, status, channel: () => channel };
}

async function waitFor(check: () => boolean, timeoutMs = 3000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

describe('local Realtime: postgres_changes on messages', () => {
  it('delivers each message live to both people in the thread, and to nobody else', async () => {
    const trainer = await signedIn(demo.trainer.email);
    const casey = await signedIn(demo.client.email);
    const outsider = await signedIn(demo.otherTrainersClient.email);
    const trainerFeed = listen(trainer.supabase, 'trainer-feed');
    const caseyFeed = listen(casey.supabase, 'casey-feed');
    const outsiderFeed = listen(outsider.supabase, 'outsider-feed');
    expect((await trainerFeed.status).status).toBe('SUBSCRIBED');
    expect((await caseyFeed.status).status).toBe('SUBSCRIBED');
    expect((await outsiderFeed.status).status).toBe('SUBSCRIBED');

    const fromTrainer = randomUUID();
    const { error } = await trainer.supabase.from('messages').insert({
      id: fromTrainer,
      sender_id: demo.trainer.id,
      recipient_id: demo.client.id,
      body: 'How did squats go?',
    });
    expect(error).toBeNull();
    expect(await waitFor(() => caseyFeed.received.some((r) => r.new.id === fromTrainer))).toBe(true);
    const caseyGot = caseyFeed.received.find((r) => r.new.id === fromTrainer);
    expect(caseyGot?.eventType).toBe('INSERT');
    expect(caseyGot?.new.body).toBe('How did squats go?');

    const fromCasey = randomUUID();
    await casey.supabase
      .from('messages')
      .insert({ id: fromCasey, sender_id: demo.client.id, recipient_id: demo.trainer.id, body: 'Felt strong' });
    expect(await waitFor(() => trainerFeed.received.some((r) => r.new.id === fromCasey))).toBe(true);
    // The sender hears their own insert too (it is their row).
    expect(await waitFor(() => caseyFeed.received.some((r) => r.new.id === fromCasey))).toBe(true);

    // Read receipt: the recipient marks read, the sender hears the UPDATE.
    const { error: readError } = await trainer.supabase.rpc('mark_thread_read', { other: demo.client.id });
    expect(readError).toBeNull();
    expect(
      await waitFor(() =>
        caseyFeed.received.some((r) => r.eventType === 'UPDATE' && r.new.id === fromCasey && r.new.read_at !== null),
      ),
    ).toBe(true);

    // The outsider was subscribed all along and heard none of it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(outsiderFeed.received).toEqual([]);
    expect(trainerFeed.received.filter((r) => r.new.id === fromCasey && r.eventType === 'INSERT')).toHaveLength(1);
  });

  it('refuses an invalid token and an expired one', async () => {
    const invalid = client();
    invalid.realtime.setAuth('eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYXV0aGVudGljYXRlZCJ9.bm90LWEtc2lnbmF0dXJl');
    const refused = await listen(invalid, 'invalid').status;
    expect(refused.status).toBe('CHANNEL_ERROR');
    expect(refused.error?.message).toMatch(/Invalid token/);

    const forged = client();
    // A well-formed, correctly shaped token signed with the wrong secret.
    forged.realtime.setAuth(signHs256({ role: 'service_role', exp: Math.floor(Date.now() / 1000) + 60 }, 'wrong'));
    expect((await listen(forged, 'forged').status).status).toBe('CHANNEL_ERROR');

    const expired = client();
    const { jwtSecret } = secrets;
    expired.realtime.setAuth(
      signHs256({ role: 'authenticated', sub: demo.client.id, exp: Math.floor(Date.now() / 1000) - 10 }, jwtSecret),
    );
    const expiredStatus = await listen(expired, 'expired').status;
    expect(expiredStatus.status).toBe('CHANNEL_ERROR');
    expect(expiredStatus.error?.message).toMatch(/expired/);
  });

  it('refuses a socket without a project key', async () => {
    const status = await new Promise<number>((resolve) => {
      const socket = new ws(`${server.url.replace('http', 'ws')}/realtime/v1/websocket?vsn=2.0.0&apikey=nope`);
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('open', () => resolve(101));
      socket.on('error', () => undefined);
    });
    expect(status).toBe(401);
  });

  it('reconnects after the socket drops, rejoins, and lets the app refetch what it missed', async () => {
    const trainer = await signedIn(demo.trainer.email);
    const casey = await signedIn(demo.client.email);
    let subscribedCount = 0;
    const feed = listen(casey.supabase, 'casey-reconnect', (state) => {
      if (state === 'SUBSCRIBED') subscribedCount += 1;
    });
    expect((await feed.status).status).toBe('SUBSCRIBED');
    const before = backend.realtime.connectionCount();
    expect(before).toBeGreaterThan(0);

    backend.realtime.dropConnections();
    // Sent while Casey's socket is down: the live event is lost, the refetch finds it.
    const missed = randomUUID();
    await trainer.supabase.from('messages').insert({
      id: missed,
      sender_id: demo.trainer.id,
      recipient_id: demo.client.id,
      body: 'Sent while you were away',
    });

    expect(await waitFor(() => subscribedCount >= 2, 5000)).toBe(true);
    const { data } = await casey.supabase.from('messages').select('id').eq('id', missed);
    expect(data).toEqual([{ id: missed }]);

    const after = randomUUID();
    await trainer.supabase
      .from('messages')
      .insert({ id: after, sender_id: demo.trainer.id, recipient_id: demo.client.id, body: 'And this one live' });
    expect(await waitFor(() => feed.received.some((r) => r.new.id === after))).toBe(true);
  });

  it('stops delivering when an access-token update is invalid', async () => {
    const casey = await signedIn(demo.client.email);
    const statuses: string[] = [];
    const feed = listen(casey.supabase, 'casey-token', (state) => statuses.push(state));
    expect((await feed.status).status).toBe('SUBSCRIBED');
    await casey.supabase.realtime.setAuth('not-a-jwt');
    expect(await waitFor(() => statuses.includes('CLOSED') || statuses.includes('CHANNEL_ERROR'))).toBe(true);
  });
});

describe('local Realtime: what one socket may cost', () => {
  it('refuses postgres_changes on a table under RLS with the publishable key alone', async () => {
    const anonymous = client();
    const feed = listen(anonymous, 'anonymous-feed');
    const refused = await feed.status;
    expect(refused.status).toBe('CHANNEL_ERROR');
    expect(refused.error?.message).toMatch(/row-level security needs a signed-in user token/);
    await anonymous.removeAllChannels();
  });

  it('refuses the 101st channel on one socket with the Phoenix error reply (hosted Realtime: 100 per connection)', async () => {
    const casey = await signedIn(demo.client.email);
    const statuses = await Promise.all(
      Array.from({ length: DEFAULT_REALTIME_LIMITS.channelsPerSocket }, (_, i) =>
        listen(casey.supabase, `many-${i}`).status.then((result) => result.status),
      ),
    );
    expect(statuses.every((status) => status === 'SUBSCRIBED')).toBe(true);
    const excess = await listen(casey.supabase, 'one-too-many').status;
    expect(excess.status).toBe('CHANNEL_ERROR');
    expect(excess.error?.message).toMatch(/ChannelRateLimitReached: Too many channels/);
    await casey.supabase.removeAllChannels();
    // Leaving frees the slots.
    expect((await listen(casey.supabase, 'after-leaving').status).status).toBe('SUBSCRIBED');
    await casey.supabase.removeAllChannels();
  });

  it('refuses sockets beyond the per-key limit with 429 (hosted Free plan: 200 connections), and frees them on close', async () => {
    const url = `${server.url.replace('http', 'ws')}/realtime/v1/websocket?vsn=2.0.0&apikey=${backend.keys.secretKey}`;
    const open = (): Promise<{ socket: ws; status: number; body: string }> =>
      new Promise((resolve) => {
        const socket = new ws(url);
        socket.on('open', () => resolve({ socket, status: 101, body: '' }));
        socket.on('unexpected-response', (_request, response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ socket, status: response.statusCode ?? 0, body }));
        });
        socket.on('error', () => undefined);
      });
    const sockets: ws[] = [];
    for (let i = 0; i < DEFAULT_REALTIME_LIMITS.socketsPerKey; i++) {
      const result = await open();
      expect(result.status).toBe(101);
      sockets.push(result.socket);
    }
    const excess = await open();
    expect(excess.status).toBe(429);
    expect(JSON.parse(excess.body)).toEqual({ error: 'Too many connected users' });
    // Another key (the app's publishable key) is not affected.
    const other = await signedIn(demo.virtualClient.email);
    expect((await listen(other.supabase, 'other-key').status).status).toBe('SUBSCRIBED');
    await other.supabase.removeAllChannels();

    const closed = sockets.splice(0, 1)[0]!;
    await new Promise<void>((resolve) => {
      closed.on('close', () => resolve());
      closed.close();
    });
    expect(await waitFor(() => backend.realtime.connectionCount() > 0)).toBe(true);
    let again = await open();
    for (let attempt = 0; again.status !== 101 && attempt < 20; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      again = await open();
    }
    expect(again.status).toBe(101);
    sockets.push(again.socket);
    for (const socket of sockets) socket.terminate();
  });

  it('checks each change against RLS once per distinct subscriber, not once per channel', async () => {
    // Only this test's subscribers: leave what earlier tests joined (refused channels hold nothing).
    for (const opener of opened) {
      for (const channel of opener.getChannels()) if (channel.state === 'joined') await opener.removeChannel(channel);
    }
    const trainer = await signedIn(demo.trainer.email);
    const casey = await signedIn(demo.client.email);
    const outsider = await signedIn(demo.otherTrainersClient.email);
    const caseyFeeds = [
      ...Array.from({ length: 4 }, (_, i) => listen(casey.supabase, `casey-${i}`)),
      listenFiltered(casey.supabase, 'casey-filtered', `recipient_id=eq.${demo.client.id}`),
    ];
    const trainerFeeds = Array.from({ length: 3 }, (_, i) => listen(trainer.supabase, `trainer-${i}`));
    const outsiderFeeds = Array.from({ length: 2 }, (_, i) => listen(outsider.supabase, `outsider-${i}`));
    const all = [...caseyFeeds, ...trainerFeeds, ...outsiderFeeds];
    for (const feed of all) expect((await feed.status).status).toBe('SUBSCRIBED');

    const before = backend.realtime.rlsCheckCount();
    const id = randomUUID();
    const { error } = await trainer.supabase
      .from('messages')
      .insert({ id, sender_id: demo.trainer.id, recipient_id: demo.client.id, body: 'Counted once each' });
    expect(error).toBeNull();
    const heard = (feed: { received: Received[] }) => feed.received.some((r) => r.new.id === id);
    expect(await waitFor(() => [...caseyFeeds, ...trainerFeeds].every(heard))).toBe(true);
    expect(await waitFor(() => backend.realtime.rlsCheckCount() - before >= 3)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Ten channels, three people: three checks (it was ten).
    expect(backend.realtime.rlsCheckCount() - before).toBe(3);
    expect(outsiderFeeds.some(heard)).toBe(false);
  });
});

/** Like listen, with a filter on the binding. */
function listenFiltered(supabase: SupabaseClient, name: string, filter: string) {
  const received: Received[] = [];
  const status = new Promise<{ status: string; error?: Error }>((resolve) => {
    supabase
      .channel(name)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'messages', filter }, (payload) => {
        received.push({ eventType: payload.eventType, new: payload.new as Record<string, unknown>, at: Date.now() });
      })
      .subscribe((state, error) => resolve({ status: state, error }));
  });
  return { received, status };
}

function signHs256(claims: Record<string, unknown>, secret: string): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  const signature = createHmac('sha256', secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}
