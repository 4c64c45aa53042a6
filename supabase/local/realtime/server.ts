import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ProjectKeys } from '../api-keys.ts';
import { isExpired, verifyHs256Jwt } from '../jwt.ts';

/**
 * A local Supabase Realtime server: the `postgres_changes` part of the Phoenix channel protocol
 * that realtime-js 2.109 (bundled with supabase-js 2.109) speaks, at /realtime/v1/websocket.
 *
 * Changes are captured by triggers on every table in the `supabase_realtime` publication (the
 * migrations add tables to it, as on a hosted project) into a local queue table, announced with
 * pg_notify and read here. Each change goes to a subscriber only if the subscriber's own JWT can
 * SELECT the row under RLS at that moment: the check runs as that role with those claims, one
 * query per subscriber, as Supabase Realtime does. See docs/messaging.md.
 */

export const REALTIME_PATH = '/realtime/v1/websocket';
const NOTIFY_CHANNEL = 'liftwise_realtime';
const PUBLICATION = 'supabase_realtime';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Row = Record<string, Json>;

interface Claims {
  role: string;
  sub?: string;
  exp?: number;
  [key: string]: unknown;
}

interface PostgresBinding {
  id: number;
  event: string;
  schema: string;
  table?: string;
  filter?: string;
}

interface Channel {
  topic: string;
  joinRef: string | null;
  claims: Claims;
  bindings: PostgresBinding[];
}

interface Connection {
  socket: WebSocket;
  vsn: '1.0.0' | '2.0.0';
  apiKeyClaims: Claims;
  channels: Map<string, Channel>;
}

interface Change {
  id: number;
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Row | null;
  old_record: Row | null;
  commit_timestamp: string;
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

/** Hosted Realtime's join error for the 101st channel on a connection. */
export const TOO_MANY_CHANNELS = 'ChannelRateLimitReached: Too many channels';
/** Hosted Realtime's answer (HTTP 429 on the upgrade) once a project has all its connections. */
export const TOO_MANY_CONNECTIONS = 'Too many connected users';
export const RLS_NEEDS_USER =
  'Unauthorized: postgres_changes on a table under row-level security needs a signed-in user token';

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
  const log = options.log ?? (() => undefined);
  const limits: RealtimeLimits = { ...DEFAULT_REALTIME_LIMITS, ...options.limits };
  const published = await installCapture(db);
  const socketsByKey = new Map<string, number>();
  let rlsChecks = 0;
  const columnsCache = new Map<string, { name: string; type: string }[]>();
  const keyColumnsCache = new Map<string, string[]>();
  const connections = new Set<Connection>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  let nextBindingId = 1;
  let draining = Promise.resolve();

  const unlisten = await db.listen(NOTIFY_CHANNEL, () => {
    draining = draining.then(drain).catch((error: unknown) => log(`realtime: ${String(error)}`));
  });

  async function drain() {
    const { rows } = await db.query<Change>(
      `delete from realtime_local.changes
       returning id, schema, "table", type, record, old_record,
         to_char(committed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as commit_timestamp`,
    );
    rows.sort((a, b) => a.id - b.id);
    for (const change of rows) await deliver(change);
  }

  async function deliver(change: Change) {
    const record = change.type === 'DELETE' ? change.old_record : change.record;
    if (!record) return;
    const targets: { connection: Connection; channel: Channel; ids: number[] }[] = [];
    for (const connection of connections) {
      for (const channel of connection.channels.values()) {
        const ids = channel.bindings.filter((b) => bindingMatches(b, change, record)).map((b) => b.id);
        if (ids.length > 0) targets.push({ connection, channel, ids });
      }
    }
    if (targets.length === 0) return;
    const columns = await tableColumns(change.schema, change.table);
    const keyColumns = await primaryKey(change.schema, change.table);
    const keyOnly = (row: Row | null) =>
      row ? Object.fromEntries(keyColumns.map((name) => [name, row[name] ?? null])) : null;
    // One check per distinct subscriber, however many channels they hold: the answer depends only on
    // who asks (the filters were applied above, on the row itself).
    const decisions = new Map<string, Promise<boolean>>();
    for (const { connection, channel, ids } of targets) {
      if (isExpired(channel.claims, now())) {
        closeChannel(connection, channel, 'Token has expired');
        continue;
      }
      const subscriber = subscriberKey(channel.claims);
      let decision = decisions.get(subscriber);
      if (!decision) {
        decision = canSee(channel.claims, change, record, keyColumns);
        decisions.set(subscriber, decision);
      }
      if (!(await decision)) continue;
      send(connection, [
        null,
        null,
        channel.topic,
        'postgres_changes',
        {
          ids,
          data: {
            schema: change.schema,
            table: change.table,
            commit_timestamp: change.commit_timestamp,
            type: change.type,
            columns,
            // As on Supabase without REPLICA IDENTITY FULL: the old row carries its primary key only.
            record: change.type === 'DELETE' ? {} : (change.record ?? {}),
            old_record: change.type === 'INSERT' ? {} : (keyOnly(change.old_record) ?? {}),
            errors: null,
          },
        },
      ]);
    }
  }

  /** Runs `select 1 from <table> where <key> = <the row's key>` as the subscriber, with their claims. */
  async function canSee(claims: Claims, change: Change, record: Row, keyColumns: string[]): Promise<boolean> {
    if (claims.role === 'service_role') return true;
    // A deleted row can no longer be checked against RLS: only the service role hears deletes.
    if (change.type === 'DELETE' || keyColumns.length === 0) return false;
    if (claims.role !== 'anon' && claims.role !== 'authenticated') return false;
    const target = `${quoteIdent(change.schema)}.${quoteIdent(change.table)}`;
    const keys = keyColumns.map(quoteIdent).join(', ');
    rlsChecks += 1;
    try {
      return await db.transaction(async (tx: Transaction) => {
        await tx.query(
          `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
             set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true)`,
          [claims.role, JSON.stringify(claims), claims.sub ?? ''],
        );
        const { rows } = await tx.query(
          `select 1 from ${target} where (${keys}) = (select ${keys} from jsonb_populate_record(null::${target}, $1::jsonb))`,
          [JSON.stringify(record)],
        );
        await tx.rollback();
        return rows.length > 0;
      });
    } catch {
      return false;
    }
  }

  async function tableColumns(schema: string, table: string) {
    const cacheKey = `${schema}.${table}`;
    const cached = columnsCache.get(cacheKey);
    if (cached) return cached;
    const { rows } = await db.query<{ name: string; type: string }>(
      `select a.attname as name, t.typname as type
       from pg_attribute a join pg_type t on t.oid = a.atttypid
       where a.attrelid = format('%I.%I', $1::text, $2::text)::regclass and a.attnum > 0 and not a.attisdropped
       order by a.attnum`,
      [schema, table],
    );
    columnsCache.set(cacheKey, rows);
    return rows;
  }

  async function primaryKey(schema: string, table: string) {
    const cacheKey = `${schema}.${table}`;
    const cached = keyColumnsCache.get(cacheKey);
    if (cached) return cached;
    const { rows } = await db.query<{ name: string }>(
      `select a.attname as name
       from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
       where i.indrelid = format('%I.%I', $1::text, $2::text)::regclass and i.indisprimary
       order by a.attnum`,
      [schema, table],
    );
    const names = rows.map((row) => row.name);
    keyColumnsCache.set(cacheKey, names);
    return names;
  }

  function verifyToken(token: string): Claims | string {
    if (token === keys.publishableKey) return { role: 'anon' };
    if (token === keys.secretKey) return { role: 'service_role' };
    const claims = verifyHs256(token, jwtSecret);
    if (!claims) return 'Invalid token';
    if (isExpired(claims, now())) return 'Token has expired';
    return claims;
  }

  /**
   * The publishable key alone (role anon) may not listen to a table under RLS: every change would
   * cost a policy check only to be refused, and no policy here is written for anon.
   */
  function mayListen(claims: Claims, bindings: PostgresBinding[]): boolean {
    if (claims.role !== 'anon') return true;
    return !bindings.some((binding) =>
      published.some(
        (table) =>
          table.rls &&
          (binding.schema === '*' || binding.schema === table.schema) &&
          (!binding.table || binding.table === '*' || binding.table === table.table),
      ),
    );
  }

  function send(connection: Connection, message: [string | null, string | null, string, string, unknown]) {
    if (connection.socket.readyState !== connection.socket.OPEN) return;
    const [joinRef, ref, topic, event, payload] = message;
    const text =
      connection.vsn === '2.0.0'
        ? JSON.stringify(message)
        : JSON.stringify({ join_ref: joinRef, ref, topic, event, payload });
    connection.socket.send(text);
  }

  function reply(
    connection: Connection,
    joinRef: string | null,
    ref: string | null,
    topic: string,
    status: 'ok' | 'error',
    response: unknown,
  ) {
    send(connection, [joinRef, ref, topic, 'phx_reply', { status, response }]);
  }

  function closeChannel(connection: Connection, channel: Channel, reason: string) {
    send(connection, [
      channel.joinRef,
      null,
      channel.topic,
      'system',
      { message: reason, status: 'error', extension: 'system', channel: channel.topic.replace(/^realtime:/, '') },
    ]);
    send(connection, [channel.joinRef, null, channel.topic, 'phx_close', {}]);
    connection.channels.delete(channel.topic);
  }

  function join(connection: Connection, joinRef: string | null, ref: string | null, topic: string, payload: Json) {
    const body = isObject(payload) ? payload : {};
    const config = isObject(body.config) ? body.config : {};
    const token = typeof body.access_token === 'string' ? body.access_token : undefined;
    const claims = token ? verifyToken(token) : connection.apiKeyClaims;
    if (typeof claims === 'string') {
      reply(connection, joinRef, ref, topic, 'error', { reason: claims });
      return;
    }
    if (config.private === true) {
      reply(connection, joinRef, ref, topic, 'error', {
        reason: 'Private channels are not supported by the local Realtime server',
      });
      return;
    }
    if (!connection.channels.has(topic) && connection.channels.size >= limits.channelsPerSocket) {
      reply(connection, joinRef, ref, topic, 'error', { reason: TOO_MANY_CHANNELS });
      return;
    }
    const requested = Array.isArray(config.postgres_changes) ? config.postgres_changes : [];
    const bindings: PostgresBinding[] = [];
    for (const entry of requested) {
      if (!isObject(entry) || typeof entry.event !== 'string' || typeof entry.schema !== 'string') {
        reply(connection, joinRef, ref, topic, 'error', { reason: 'Invalid postgres_changes subscription' });
        return;
      }
      const filter = typeof entry.filter === 'string' && entry.filter !== '' ? entry.filter : undefined;
      if (filter && !parseFilter(filter)) {
        reply(connection, joinRef, ref, topic, 'error', { reason: `Invalid filter: ${filter}` });
        return;
      }
      bindings.push({
        id: nextBindingId++,
        event: entry.event,
        schema: entry.schema,
        table: typeof entry.table === 'string' ? entry.table : undefined,
        filter,
      });
    }
    if (!mayListen(claims, bindings)) {
      reply(connection, joinRef, ref, topic, 'error', { reason: RLS_NEEDS_USER });
      return;
    }
    connection.channels.set(topic, { topic, joinRef, claims, bindings });
    reply(connection, joinRef, ref, topic, 'ok', {
      postgres_changes: bindings.map(({ id, event, schema, table, filter }) => ({ id, event, schema, table, filter })),
    });
    if (bindings.length > 0) {
      send(connection, [
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

  function onMessage(connection: Connection, raw: string) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return;
    }
    let joinRef: string | null;
    let ref: string | null;
    let topic: unknown;
    let event: unknown;
    let payload: Json;
    if (Array.isArray(parsed) && parsed.length === 5) {
      [joinRef, ref, topic, event, payload] = parsed as [string | null, string | null, unknown, unknown, Json];
    } else if (isObject(parsed as Json)) {
      const message = parsed as Record<string, Json>;
      joinRef = typeof message.join_ref === 'string' ? message.join_ref : null;
      ref = typeof message.ref === 'string' ? message.ref : null;
      topic = message.topic;
      event = message.event;
      payload = message.payload ?? null;
    } else {
      return;
    }
    if (typeof topic !== 'string' || typeof event !== 'string') return;
    if (topic === 'phoenix') {
      if (event === 'heartbeat') reply(connection, null, ref, topic, 'ok', {});
      return;
    }
    const channel = connection.channels.get(topic);
    switch (event) {
      case 'phx_join':
        join(connection, joinRef, ref, topic, payload);
        return;
      case 'phx_leave':
        connection.channels.delete(topic);
        reply(connection, joinRef, ref, topic, 'ok', {});
        send(connection, [joinRef, ref, topic, 'phx_close', {}]);
        return;
      case 'access_token': {
        if (!channel) return;
        const token = isObject(payload) && typeof payload.access_token === 'string' ? payload.access_token : '';
        const claims = verifyToken(token);
        if (typeof claims === 'string') {
          closeChannel(connection, channel, claims);
          return;
        }
        if (!mayListen(claims, channel.bindings)) {
          closeChannel(connection, channel, RLS_NEEDS_USER);
          return;
        }
        channel.claims = claims;
        reply(connection, joinRef, ref, topic, 'ok', {});
        return;
      }
      default:
        // Broadcast and presence are not served locally; acknowledge so the client does not time out.
        if (channel) reply(connection, joinRef, ref, topic, 'ok', {});
    }
  }

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
      const connection: Connection = { socket: ws, vsn, apiKeyClaims, channels: new Map() };
      connections.add(connection);
      ws.on('message', (data, isBinary) => {
        if (!isBinary) onMessage(connection, data.toString());
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
    rlsCheckCount: () => rlsChecks,
    close: async () => {
      for (const connection of connections) connection.socket.terminate();
      connections.clear();
      await unlisten();
      await draining;
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/**
 * Local only (never a migration: hosted Supabase reads the WAL instead): a queue table and a
 * trigger on every table of the supabase_realtime publication.
 */
interface PublishedTable {
  schema: string;
  table: string;
  rls: boolean;
}

async function installCapture(db: PGlite): Promise<PublishedTable[]> {
  await db.exec(`
    create schema if not exists realtime_local;
    revoke all on schema realtime_local from public;
    create table if not exists realtime_local.changes (
      id bigint generated always as identity primary key,
      schema text not null,
      "table" text not null,
      type text not null,
      record jsonb,
      old_record jsonb,
      committed_at timestamptz not null default clock_timestamp()
    );
    truncate realtime_local.changes;
    create or replace function realtime_local.capture()
    returns trigger
    language plpgsql
    security definer
    set search_path = ''
    as $$
    begin
      insert into realtime_local.changes (schema, "table", type, record, old_record)
      values (
        tg_table_schema, tg_table_name, tg_op,
        case when tg_op = 'DELETE' then null else to_jsonb(new) end,
        case when tg_op = 'INSERT' then null else to_jsonb(old) end
      );
      perform pg_notify('${NOTIFY_CHANNEL}', '');
      return null;
    end;
    $$;
    revoke all on function realtime_local.capture() from public;
  `);
  const { rows } = await db.query<{ schemaname: string; tablename: string; rls: boolean }>(
    `select p.schemaname, p.tablename, c.relrowsecurity as rls
     from pg_publication_tables p
     join pg_class c on c.oid = format('%I.%I', p.schemaname, p.tablename)::regclass
     where p.pubname = $1`,
    [PUBLICATION],
  );
  for (const { schemaname, tablename } of rows) {
    await db.exec(
      `create or replace trigger realtime_local_capture after insert or update or delete on ${quoteIdent(schemaname)}.${quoteIdent(tablename)}
       for each row execute function realtime_local.capture()`,
    );
  }
  return rows.map(({ schemaname, tablename, rls }) => ({ schema: schemaname, table: tablename, rls }));
}

/** Who a channel listens as: the same claims (expiry aside) see the same rows. */
function subscriberKey(claims: Claims): string {
  const { exp: _exp, iat: _iat, ...identity } = claims;
  return JSON.stringify(Object.entries(identity).sort(([a], [b]) => a.localeCompare(b)));
}

function bindingMatches(binding: PostgresBinding, change: Change, record: Row): boolean {
  if (binding.event !== '*' && binding.event.toUpperCase() !== change.type) return false;
  if (binding.schema !== '*' && binding.schema !== change.schema) return false;
  if (binding.table && binding.table !== '*' && binding.table !== change.table) return false;
  if (!binding.filter) return true;
  const filter = parseFilter(binding.filter);
  if (!filter) return false;
  const value = record[filter.column];
  const text = value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);
  if (text === null) return false;
  const compare = (other: string) => {
    const a = Number(text);
    const b = Number(other);
    return Number.isFinite(a) && Number.isFinite(b) && text !== '' && other !== '' ? a - b : text.localeCompare(other);
  };
  switch (filter.op) {
    case 'eq':
      return text === filter.value;
    case 'neq':
      return text !== filter.value;
    case 'in':
      return filter.value
        .replace(/^\(|\)$/g, '')
        .split(',')
        .map((item) => item.trim().replace(/^"|"$/g, ''))
        .includes(text);
    case 'lt':
      return compare(filter.value) < 0;
    case 'lte':
      return compare(filter.value) <= 0;
    case 'gt':
      return compare(filter.value) > 0;
    case 'gte':
      return compare(filter.value) >= 0;
  }
}

const FILTER = /^([A-Za-z_][A-Za-z0-9_]*)=(eq|neq|lt|lte|gt|gte|in)\.(.*)$/s;

function parseFilter(filter: string) {
  const match = FILTER.exec(filter);
  if (!match) return null;
  const [, column = '', op = 'eq', value = ''] = match;
  return { column, op: op as 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in', value };
}

/** A session JWT of the embedded backend: HS256 with its secret, with a role. */
export function verifyHs256(token: string, secret: string): Claims | null {
  const claims = verifyHs256Jwt(token, secret);
  return claims && typeof claims.role === 'string' ? (claims as Claims) : null;
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
