import type { PGlite, Transaction } from '@electric-sql/pglite';
import { isExpired } from '../jwt.ts';
import { bindingMatches, type Change, type PostgresBinding } from './filters.ts';
import type { Claims, Row } from './protocol.ts';

/**
 * Change capture for the local Realtime server: which row changes reach which channel.
 *
 * Hosted Supabase reads the WAL; here triggers on every table in the `supabase_realtime`
 * publication (the migrations add tables to it, as on a hosted project) write each change into a
 * local queue table and announce it with pg_notify. Each change is matched against every channel's
 * bindings (event, table, filter), then sent only to subscribers whose own JWT can SELECT the row
 * under RLS at that moment: the check runs as that role with those claims, once per distinct
 * subscriber, as Supabase Realtime does. See docs/messaging.md.
 */

const NOTIFY_CHANNEL = 'liftwise_realtime';
const PUBLICATION = 'supabase_realtime';

export interface PublishedTable {
  schema: string;
  table: string;
  rls: boolean;
}

/** A channel that may hear changes: whose token it holds, what it asked for, how to reach it. */
export interface Listener {
  claims: Claims;
  bindings: PostgresBinding[];
  deliver: (ids: number[], data: ChangeData) => void;
  /** The token expired: the channel is closed, not sent to. */
  expire: () => void;
}

export interface ChangeData {
  schema: string;
  table: string;
  commit_timestamp: string;
  type: Change['type'];
  columns: { name: string; type: string }[];
  record: Row;
  old_record: Row;
  errors: null;
}

export interface ChangeCapture {
  published: PublishedTable[];
  /** How many row-level-security checks deliveries have run so far. */
  rlsCheckCount: () => number;
  stop: () => Promise<void>;
}

export interface ChangeCaptureOptions {
  /** The channels to match each change against, read when the change is delivered. */
  listeners: () => Iterable<Listener>;
  now: () => number;
  log: (line: string) => void;
}

export async function startChangeCapture(db: PGlite, options: ChangeCaptureOptions): Promise<ChangeCapture> {
  const { now, log } = options;
  const published = await installCapture(db);
  const shapes = tableShapes(db);
  let rlsChecks = 0;
  let draining = Promise.resolve();

  const unlisten = await db.listen(NOTIFY_CHANNEL, () => {
    draining = draining.then(drain).catch((error: unknown) => log(`realtime: ${String(error)}`));
  });

  async function drain() {
    for (const change of await takeChanges(db)) await deliver(change);
  }

  async function deliver(change: Change) {
    const record = change.type === 'DELETE' ? change.old_record : change.record;
    if (!record) return;
    const targets: { listener: Listener; ids: number[] }[] = [];
    for (const listener of options.listeners()) {
      const ids = listener.bindings.filter((b) => bindingMatches(b, change, record)).map((b) => b.id);
      if (ids.length > 0) targets.push({ listener, ids });
    }
    if (targets.length === 0) return;
    const columns = await shapes.columns(change.schema, change.table);
    const keyColumns = await shapes.primaryKey(change.schema, change.table);
    const data = changeData(change, columns, keyColumns);
    // One check per distinct subscriber, however many channels they hold: the answer depends only on
    // who asks (the filters were applied above, on the row itself).
    const decisions = new Map<string, Promise<boolean>>();
    for (const { listener, ids } of targets) {
      if (isExpired(listener.claims, now())) {
        listener.expire();
        continue;
      }
      const subscriber = subscriberKey(listener.claims);
      let decision = decisions.get(subscriber);
      if (!decision) {
        decision = mayHear(listener.claims, change, record, keyColumns);
        decisions.set(subscriber, decision);
      }
      if (await decision) listener.deliver(ids, data);
    }
  }

  async function mayHear(claims: Claims, change: Change, record: Row, keyColumns: string[]): Promise<boolean> {
    if (claims.role === 'service_role') return true;
    // A deleted row can no longer be checked against RLS: only the service role hears deletes.
    if (change.type === 'DELETE' || keyColumns.length === 0) return false;
    if (claims.role !== 'anon' && claims.role !== 'authenticated') return false;
    rlsChecks += 1;
    return canSelect(db, claims, change, record, keyColumns);
  }

  return {
    published,
    rlsCheckCount: () => rlsChecks,
    stop: async () => {
      await unlisten();
      await draining;
    },
  };
}

/**
 * The `data` of a postgres_changes message. As on Supabase without REPLICA IDENTITY FULL, the old
 * row carries its primary key only.
 */
export function changeData(change: Change, columns: ChangeData['columns'], keyColumns: string[]): ChangeData {
  const keyOnly = (row: Row | null) =>
    row ? Object.fromEntries(keyColumns.map((name) => [name, row[name] ?? null])) : null;
  return {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commit_timestamp,
    type: change.type,
    columns,
    record: change.type === 'DELETE' ? {} : (change.record ?? {}),
    old_record: change.type === 'INSERT' ? {} : (keyOnly(change.old_record) ?? {}),
    errors: null,
  };
}

/** Who a channel listens as: the same claims (expiry aside) see the same rows. */
export function subscriberKey(claims: Claims): string {
  const { exp: _exp, iat: _iat, ...identity } = claims;
  return JSON.stringify(Object.entries(identity).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The publishable key alone (role anon) may not listen to a table under RLS: every change would
 * cost a policy check only to be refused, and no policy here is written for anon.
 */
export function mayListen(claims: Claims, bindings: PostgresBinding[], published: PublishedTable[]): boolean {
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

/** Runs `select 1 from <table> where <key> = <the row's key>` as the subscriber, with their claims. */
async function canSelect(
  db: PGlite,
  claims: Claims,
  change: Change,
  record: Row,
  keyColumns: string[],
): Promise<boolean> {
  const target = `${quoteIdent(change.schema)}.${quoteIdent(change.table)}`;
  const keys = keyColumns.map(quoteIdent).join(', ');
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

/** Takes every queued change off the queue, oldest first. */
async function takeChanges(db: PGlite): Promise<Change[]> {
  const { rows } = await db.query<Change>(
    `delete from realtime_local.changes
     returning id, schema, "table", type, record, old_record,
       to_char(committed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as commit_timestamp`,
  );
  return rows.sort((a, b) => a.id - b.id);
}

/** A table's columns and primary key, read from the catalog once. */
function tableShapes(db: PGlite) {
  const columnsCache = new Map<string, { name: string; type: string }[]>();
  const keyColumnsCache = new Map<string, string[]>();
  return {
    async columns(schema: string, table: string) {
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
    },
    async primaryKey(schema: string, table: string) {
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
    },
  };
}

/**
 * Local only (never a migration: hosted Supabase reads the WAL instead): a queue table and a
 * trigger on every table of the supabase_realtime publication.
 */
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

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
