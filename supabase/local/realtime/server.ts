import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ProjectKeys } from '../api-keys.ts';
import { isExpired, verifyHs256Jwt } from '../jwt.ts';
import { mayListen, startChangeCapture, type Listener } from './change-capture.ts';
import { createChannelSession, type ChannelSession, type Claims, type SessionRules } from './protocol.ts';

/**
 * A local Supabase Realtime server: the `postgres_changes` part of the Phoenix channel protocol
 * that realtime-js 2.109 (bundled with supabase-js 2.109) speaks, at /realtime/v1/websocket.
 * This file holds the sockets: the upgrade (API key, connection limit) and which tokens are
 * accepted. protocol.ts speaks the channel protocol on each socket; change-capture.ts decides which
 * row changes reach which channel (filters, RLS per subscriber). See docs/messaging.md.
 */

export const REALTIME_PATH = '/realtime/v1/websocket';

interface Connection {
  socket: WebSocket;
  session: ChannelSession;
}

/**
 * What one client may cost, with hosted Supabase Realtime's numbers (docs/messaging.md, "Limits"):
 * 100 channels per connection on every plan, 200 concurrent connections on the Free plan (here per
 * project key, which is what a hosted project's connections share).
 */
export interface RealtimeLimits {
  channelsPerSocket: number;
  socketsPerKey: number;
}

export const DEFAULT_REALTIME_LIMITS: RealtimeLimits = { channelsPerSocket: 100, socketsPerKey: 200 };

/** Hosted Realtime's answer (HTTP 429 on the upgrade) once a project has all its connections. */
export const TOO_MANY_CONNECTIONS = 'Too many connected users';

export interface RealtimeServer {
  /** Takes over an HTTP upgrade for /realtime/v1/websocket; false when the path is not ours. */
  handleUpgrade: (request: IncomingMessage, socket: Duplex, head: Buffer) => boolean;
  /** Closes every client socket (tests use it to show that clients reconnect). */
  dropConnections: () => void;
  connectionCount: () => number;
  /** How many row-level-security checks deliveries have run so far (one per change and distinct subscriber). */
  rlsCheckCount: () => number;
  close: () => Promise<void>;
}

export interface RealtimeOptions {
  db: PGlite;
  keys: ProjectKeys;
  jwtSecret: string;
  log?: (line: string) => void;
  now?: () => number;
  limits?: Partial<RealtimeLimits>;
}

export async function createRealtimeServer(options: RealtimeOptions): Promise<RealtimeServer> {
  const { db, keys, jwtSecret } = options;
  const now = options.now ?? Date.now;
  const limits: RealtimeLimits = { ...DEFAULT_REALTIME_LIMITS, ...options.limits };
  const socketsByKey = new Map<string, number>();
  const connections = new Set<Connection>();
  let nextBindingId = 1;

  const capture = await startChangeCapture(db, {
    listeners: () => listeners(connections),
    now,
    log: options.log ?? (() => undefined),
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });

  function verifyToken(token: string): Claims | string {
    if (token === keys.publishableKey) return { role: 'anon' };
    if (token === keys.secretKey) return { role: 'service_role' };
    const claims = verifyHs256(token, jwtSecret);
    if (!claims) return 'Invalid token';
    if (isExpired(claims, now())) return 'Token has expired';
    return claims;
  }

  const rules: SessionRules = {
    verifyToken,
    mayListen: (claims, bindings) => mayListen(claims, bindings, capture.published),
    channelsPerSocket: limits.channelsPerSocket,
    nextBindingId: () => nextBindingId++,
  };

  const handleUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): boolean => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== REALTIME_PATH) return false;
    const apiKey = url.searchParams.get('apikey') ?? request.headers.apikey;
    const apiKeyClaims = typeof apiKey === 'string' ? verifyToken(apiKey) : 'Missing apikey';
    if (typeof apiKeyClaims === 'string') {
      socket.end(`HTTP/1.1 401 Unauthorized\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n${apiKeyClaims}`);
      return true;
    }
    const key = apiKey as string;
    const open = socketsByKey.get(key) ?? 0;
    if (open >= limits.socketsPerKey) {
      const body = JSON.stringify({ error: TOO_MANY_CONNECTIONS });
      socket.end(
        `HTTP/1.1 429 Too Many Requests\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
      return true;
    }
    // Counted from the upgrade until the underlying socket closes, so a burst of upgrades cannot
    // slip past the limit before their handshakes finish.
    socketsByKey.set(key, open + 1);
    socket.once('close', () => {
      const left = (socketsByKey.get(key) ?? 1) - 1;
      if (left > 0) socketsByKey.set(key, left);
      else socketsByKey.delete(key);
    });
    const vsn = url.searchParams.get('vsn') === '1.0.0' ? '1.0.0' : '2.0.0';
    wss.handleUpgrade(request, socket, head, (ws) => {
      const session = createChannelSession(apiKeyClaims, rules, vsn, (text) => {
        if (ws.readyState === ws.OPEN) ws.send(text);
      });
      const connection: Connection = { socket: ws, session };
      connections.add(connection);
      ws.on('message', (data, isBinary) => {
        if (!isBinary) session.receive(data.toString());
      });
      ws.on('close', () => connections.delete(connection));
      ws.on('error', () => connections.delete(connection));
    });
    return true;
  };

  return {
    handleUpgrade,
    dropConnections: () => {
      for (const connection of connections) connection.socket.terminate();
      connections.clear();
    },
    connectionCount: () => connections.size,
    rlsCheckCount: capture.rlsCheckCount,
    close: async () => {
      for (const connection of connections) connection.socket.terminate();
      connections.clear();
      await capture.stop();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/** Every joined channel of every socket, as change capture sees it. */
function* listeners(connections: Iterable<Connection>): Generator<Listener> {
  for (const { session } of connections) {
    for (const channel of session.channels.values()) {
      yield {
        // Read when used: an access_token message may replace the channel's token meanwhile.
        get claims() {
          return channel.claims;
        },
        bindings: channel.bindings,
        deliver: (ids, data) => session.sendChange(channel, ids, data),
        expire: () => session.closeChannel(channel, 'Token has expired'),
      };
    }
  }
}

/** A session JWT of the embedded backend: HS256 with its secret, with a role. */
function verifyHs256(token: string, secret: string): Claims | null {
  const claims = verifyHs256Jwt(token, secret);
  return claims && typeof claims.role === 'string' ? (claims as Claims) : null;
}
