import { parseFilter, type PostgresBinding } from './filters.ts';

/**
 * The Phoenix channel protocol as realtime-js 2.109 speaks it to Supabase Realtime, for one socket:
 * decoding and encoding messages (vsn 2.0.0 arrays, 1.0.0 objects), heartbeats, joining a channel
 * with `postgres_changes` bindings, leaving, refreshing a channel's token, and closing a channel
 * with a reason. Pure: the socket, token checks and limits come in from realtime/server.ts, which
 * also decides who may listen to what (change-capture.ts).
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Row = Record<string, Json>;

export interface Claims {
  role: string;
  sub?: string;
  exp?: number;
  [key: string]: unknown;
}

/** A joined channel: its topic, the join reference replies carry, whose token it holds, what it asked for. */
export interface Channel {
  topic: string;
  joinRef: string | null;
  claims: Claims;
  bindings: PostgresBinding[];
}

export type Vsn = '1.0.0' | '2.0.0';
export type PhoenixMessage = [
  joinRef: string | null,
  ref: string | null,
  topic: string,
  event: string,
  payload: unknown,
];

export interface Incoming {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Json;
}

/** Hosted Realtime's join error for the 101st channel on a connection. */
export const TOO_MANY_CHANNELS = 'ChannelRateLimitReached: Too many channels';
export const RLS_NEEDS_USER =
  'Unauthorized: postgres_changes on a table under row-level security needs a signed-in user token';

/** One message from the client (either serializer); null for anything that is not one. */
export function decodeMessage(raw: string): Incoming | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  let message: { joinRef: string | null; ref: string | null; topic: unknown; event: unknown; payload: Json };
  if (Array.isArray(parsed) && parsed.length === 5) {
    const [joinRef, ref, topic, event, payload] = parsed as [string | null, string | null, unknown, unknown, Json];
    message = { joinRef, ref, topic, event, payload };
  } else if (isObject(parsed as Json)) {
    const object = parsed as Record<string, Json>;
    message = {
      joinRef: typeof object.join_ref === 'string' ? object.join_ref : null,
      ref: typeof object.ref === 'string' ? object.ref : null,
      topic: object.topic,
      event: object.event,
      payload: object.payload ?? null,
    };
  } else {
    return null;
  }
  const { topic, event } = message;
  if (typeof topic !== 'string' || typeof event !== 'string') return null;
  return { ...message, topic, event };
}

export function encodeMessage(vsn: Vsn, message: PhoenixMessage): string {
  if (vsn === '2.0.0') return JSON.stringify(message);
  const [joinRef, ref, topic, event, payload] = message;
  return JSON.stringify({ join_ref: joinRef, ref, topic, event, payload });
}

export interface SessionRules {
  /** The claims of a token sent with a join or an `access_token` message, or why it is refused. */
  verifyToken: (token: string) => Claims | string;
  /** Whether these claims may listen to these bindings. */
  mayListen: (claims: Claims, bindings: PostgresBinding[]) => boolean;
  channelsPerSocket: number;
  /** Binding ids are unique across the server: a change message names the bindings it answers. */
  nextBindingId: () => number;
}

export interface ChannelSession {
  /** The joined channels by topic (read by the change delivery). */
  readonly channels: ReadonlyMap<string, Channel>;
  /** Handles one text frame from the client. */
  receive: (raw: string) => void;
  /** Tells the client why the channel ends (an expired or refused token) and forgets it. */
  closeChannel: (channel: Channel, reason: string) => void;
  /** Sends a `postgres_changes` message for the bindings `ids` of the channel. */
  sendChange: (channel: Channel, ids: number[], data: unknown) => void;
}

/**
 * One socket's channels. `apiKeyClaims` are the connection's (its `apikey`), used by a join that
 * brings no token of its own; `send` writes a text frame to the socket.
 */
export function createChannelSession(
  apiKeyClaims: Claims,
  rules: SessionRules,
  vsn: Vsn,
  send: (text: string) => void,
): ChannelSession {
  const channels = new Map<string, Channel>();
  const write = (message: PhoenixMessage) => send(encodeMessage(vsn, message));
  const reply = (message: Incoming, status: 'ok' | 'error', response: unknown) =>
    write([message.joinRef, message.ref, message.topic, 'phx_reply', { status, response }]);
  const refuse = (message: Incoming, reason: string) => reply(message, 'error', { reason });

  function closeChannel(channel: Channel, reason: string) {
    write([
      channel.joinRef,
      null,
      channel.topic,
      'system',
      { message: reason, status: 'error', extension: 'system', channel: channel.topic.replace(/^realtime:/, '') },
    ]);
    write([channel.joinRef, null, channel.topic, 'phx_close', {}]);
    channels.delete(channel.topic);
  }

  function join(message: Incoming) {
    const { topic, joinRef } = message;
    const body = isObject(message.payload) ? message.payload : {};
    const config = isObject(body.config) ? body.config : {};
    const token = typeof body.access_token === 'string' ? body.access_token : undefined;
    const claims = token ? rules.verifyToken(token) : apiKeyClaims;
    if (typeof claims === 'string') return refuse(message, claims);
    if (config.private === true)
      return refuse(message, 'Private channels are not supported by the local Realtime server');
    if (!channels.has(topic) && channels.size >= rules.channelsPerSocket) return refuse(message, TOO_MANY_CHANNELS);
    const bindings = readBindings(config.postgres_changes, rules.nextBindingId);
    if (typeof bindings === 'string') return refuse(message, bindings);
    if (!rules.mayListen(claims, bindings)) return refuse(message, RLS_NEEDS_USER);
    channels.set(topic, { topic, joinRef, claims, bindings });
    reply(message, 'ok', {
      postgres_changes: bindings.map(({ id, event, schema, table, filter }) => ({ id, event, schema, table, filter })),
    });
    if (bindings.length > 0) {
      write([
        joinRef,
        null,
        topic,
        'system',
        {
          message: 'Subscribed to PostgreSQL',
          status: 'ok',
          extension: 'postgres_changes',
          channel: topic.replace(/^realtime:/, ''),
        },
      ]);
    }
  }

  function refreshToken(message: Incoming, channel: Channel) {
    const { payload } = message;
    const token = isObject(payload) && typeof payload.access_token === 'string' ? payload.access_token : '';
    const claims = rules.verifyToken(token);
    if (typeof claims === 'string') return closeChannel(channel, claims);
    if (!rules.mayListen(claims, channel.bindings)) return closeChannel(channel, RLS_NEEDS_USER);
    channel.claims = claims;
    reply(message, 'ok', {});
  }

  function receive(raw: string) {
    const message = decodeMessage(raw);
    if (!message) return;
    const { topic, event } = message;
    if (topic === 'phoenix') {
      if (event === 'heartbeat') write([null, message.ref, topic, 'phx_reply', { status: 'ok', response: {} }]);
      return;
    }
    const channel = channels.get(topic);
    switch (event) {
      case 'phx_join':
        return join(message);
      case 'phx_leave':
        channels.delete(topic);
        reply(message, 'ok', {});
        write([message.joinRef, message.ref, topic, 'phx_close', {}]);
        return;
      case 'access_token':
        if (channel) refreshToken(message, channel);
        return;
      default:
        // Broadcast and presence are not served locally; acknowledge so the client does not time out.
        if (channel) reply(message, 'ok', {});
    }
  }

  return {
    channels,
    receive,
    closeChannel,
    sendChange: (channel, ids, data) => write([null, null, channel.topic, 'postgres_changes', { ids, data }]),
  };
}

/** The `postgres_changes` bindings a join asks for, or why they are refused. */
function readBindings(requested: Json | undefined, nextId: () => number): PostgresBinding[] | string {
  const bindings: PostgresBinding[] = [];
  for (const entry of Array.isArray(requested) ? requested : []) {
    if (!isObject(entry) || typeof entry.event !== 'string' || typeof entry.schema !== 'string') {
      return 'Invalid postgres_changes subscription';
    }
    const filter = typeof entry.filter === 'string' && entry.filter !== '' ? entry.filter : undefined;
    if (filter && !parseFilter(filter)) return `Invalid filter: ${filter}`;
    bindings.push({
      id: nextId(),
      event: entry.event,
      schema: entry.schema,
      table: typeof entry.table === 'string' ? entry.table : undefined,
      filter,
    });
  }
  return bindings;
}

export function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
