import { AsyncLocalStorage } from 'node:async_hooks';
import type { HonoContext } from '@supabase/lite';
import type { PGlite } from '@electric-sql/pglite';
import type { MiddlewareHandler } from 'hono';
import { readRestCatalog, type ColumnShape, type RestCatalog } from './catalog.ts';

/**
 * A shield in front of lite's Data API for two faults of @supabase/lite 0.10.0
 * (docs/local-backend.md, "Shielding lite"):
 *
 * 1. A non-string, non-array JSON value for an array column (`{"available_equipment": true}`) is
 *    serialised into a malformed protocol message; PGlite answers `invalid message format`, lite's
 *    ROLLBACK fails the same way, and the single connection stays in an aborted transaction:
 *    every later request, sign-in included, answers 500 until restart.
 * 2. Some database errors (check violations, errors raised inside a transaction, values PGlite
 *    cannot serialise) come back as 500 `SUP` where PostgREST answers 400/409 with the SQLSTATE.
 *
 * Bodies and RPC arguments are checked against the live catalog before lite sees them (values
 * PostgREST would coerce are coerced the same way; the rest answer PostgREST's 400); errors lite
 * still answers 500 are mapped to PostgREST's status from the SQLSTATE the database raised; and
 * after any 5xx the connection is probed and rolled back if it was left in a failed transaction.
 */
export interface RestShieldOptions {
  db: PGlite;
  schemas: string[];
  /** Largest request body accepted on /rest/v1, /auth/v1 and /functions/v1 (413 above). */
  maxBodyBytes?: number;
  log?: (line: string) => void;
}

export const DEFAULT_MAX_BODY_BYTES = 4 * 1024 * 1024;
/** Deeper JSON than this is refused before it reaches a parser that recurses on it. */
const MAX_JSON_DEPTH = 128;

interface DatabaseError {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
}

interface RequestState {
  lastError: DatabaseError | null;
}

export interface RestShield {
  middleware: MiddlewareHandler<HonoContext>;
  /** Probes the connection and rolls back a failed transaction; true when healthy. */
  recover: () => Promise<boolean>;
}

export function createRestShield(options: RestShieldOptions): RestShield {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const requests = new AsyncLocalStorage<RequestState>();
  const rawQuery = options.db.query.bind(options.db);
  const rawExec = options.db.exec.bind(options.db);
  recordErrors(options.db, requests);

  let catalog: Promise<RestCatalog> | null = null;
  const loadCatalog = () => {
    catalog ??= readRestCatalog(options.db, options.schemas).catch((error: unknown) => {
      catalog = null;
      throw error;
    });
    return catalog;
  };

  const recover = async (): Promise<boolean> => {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        await rawQuery('select 1');
        return true;
      } catch {
        options.log?.('[liftwise] database connection left in a failed state; rolling back');
        await rawExec('rollback').catch(() => undefined);
      }
    }
    return false;
  };

  const middleware: MiddlewareHandler<HonoContext> = async (c, next) => {
    const path = c.req.path;
    const guarded = path.startsWith('/rest/v1/') || path.startsWith('/auth/v1/') || path.startsWith('/functions/v1/');
    if (!guarded) return next();

    if (hasBody(c.req.method)) {
      const declared = Number(c.req.header('content-length') ?? Number.NaN);
      if (Number.isFinite(declared) && declared > maxBodyBytes) return tooLarge(maxBodyBytes);
      const text = await c.req.raw.clone().text();
      if (Buffer.byteLength(text) > maxBodyBytes) return tooLarge(maxBodyBytes);
      if (path.startsWith('/rest/v1/') && text.trim() !== '' && isJson(c.req.header('content-type'))) {
        const checked = await checkRestBody(path, text, await loadCatalog());
        if (checked instanceof Response) return checked;
        if (checked !== null) {
          // Built from parts: @hono/node-server's lightweight request cannot be the init of another.
          const headers = new Headers(c.req.raw.headers);
          headers.delete('content-length');
          c.req.raw = new Request(c.req.url, { method: c.req.method, headers, body: JSON.stringify(checked) });
        }
      }
    }

    const state: RequestState = { lastError: null };
    await requests.run(state, () => next());
    if (c.res.status < 500) return;
    await recover();
    if (!path.startsWith('/rest/v1/')) return;
    const mapped = mapDatabaseError(state.lastError, Boolean(c.req.header('authorization')));
    if (!mapped) return;
    // Hono copies the replaced response's headers onto the new one: the 500's Content-Length would
    // outlive its body and the server would cut the connection mid-answer.
    c.res.headers.delete('content-length');
    c.res = mapped;
  };

  return { middleware, recover };
}

/** Remembers the last database error of the current request, whichever query raised it. */
function recordErrors(db: PGlite, requests: AsyncLocalStorage<RequestState>): void {
  const remember = (error: unknown) => {
    const state = requests.getStore();
    if (state && typeof error === 'object' && error !== null) state.lastError = error as DatabaseError;
  };
  const query = db.query.bind(db);
  const exec = db.exec.bind(db);
  const transaction = db.transaction.bind(db);
  db.query = (async (...args: Parameters<PGlite['query']>) => {
    try {
      return await query(...args);
    } catch (error) {
      remember(error);
      throw error;
    }
  }) as PGlite['query'];
  db.exec = (async (...args: Parameters<PGlite['exec']>) => {
    try {
      return await exec(...args);
    } catch (error) {
      remember(error);
      throw error;
    }
  }) as PGlite['exec'];
  db.transaction = (async (...args: Parameters<PGlite['transaction']>) => {
    try {
      return await transaction(...args);
    } catch (error) {
      remember(error);
      throw error;
    }
  }) as PGlite['transaction'];
}

function hasBody(method: string): boolean {
  return method === 'POST' || method === 'PATCH' || method === 'PUT';
}

function isJson(contentType: string | undefined): boolean {
  return !contentType || contentType.toLowerCase().includes('json');
}

export function postgrestError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): Response {
  return Response.json({ code, details, hint, message }, { status });
}

function tooLarge(limit: number): Response {
  return postgrestError(413, 'PGRST413', `Request body is larger than the ${limit} bytes allowed`);
}

/** PostgREST's status for a SQLSTATE (https://docs.postgrest.org/en/stable/references/errors.html). */
export function statusForSqlState(code: string, authenticated: boolean): number {
  if (code === '42501') return authenticated ? 403 : 401;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  const serverClasses = [
    '08',
    '09',
    '0L',
    '0P',
    '25',
    '28',
    '2D',
    '38',
    '39',
    '3B',
    '40',
    '53',
    '54',
    '55',
    '57',
    '58',
    'F0',
    'HV',
    'P0',
    'XX',
  ];
  const klass = code.slice(0, 2);
  if (klass === '08' || klass === '53') return 503;
  if (klass === '0L' || klass === '0P' || klass === '28') return 403;
  return serverClasses.includes(klass) ? 500 : 400;
}

function mapDatabaseError(error: DatabaseError | null, authenticated: boolean): Response | null {
  if (!error) return null;
  const message = typeof error.message === 'string' ? error.message : 'Database error';
  if (typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code)) {
    const status = statusForSqlState(error.code, authenticated);
    if (status < 500) {
      return postgrestError(status, error.code, message, stringOrNull(error.detail), stringOrNull(error.hint));
    }
    return null;
  }
  // PGlite refuses, before sending, a parameter it cannot serialise for the column's type.
  if (/^Invalid input for .* type/.test(message)) return postgrestError(400, '22P02', message);
  return null;
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

type Checked = { value: unknown } | Response;

/**
 * Checks a /rest/v1 body against the catalog. Returns the body to forward when a value was
 * coerced, null when it can go as it is, or the error response.
 */
export async function checkRestBody(path: string, text: string, catalog: RestCatalog): Promise<unknown> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return postgrestError(400, 'PGRST102', 'Empty or invalid json');
  }
  if (depthOf(body) > MAX_JSON_DEPTH) {
    return postgrestError(400, '54001', `JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
  const rpc = /^\/rest\/v1\/rpc\/([^/]+)$/.exec(path);
  const relation = rpc ? undefined : /^\/rest\/v1\/([^/]+)$/.exec(path)?.[1];
  const shapes = rpc
    ? catalog.functions.get(decodeURIComponent(rpc[1] ?? ''))
    : relation
      ? catalog.relations.get(decodeURIComponent(relation))
      : undefined;
  if (!shapes) return null;

  let changed = false;
  const checkRow = (row: unknown): unknown => {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) return row;
    const out: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(row)) {
      const shape = shapes.get(name);
      if (!shape) {
        out[name] = value;
        continue;
      }
      const checked = checkValue(value, shape);
      if (checked instanceof Response) throw checked;
      if (checked.value !== value) changed = true;
      out[name] = checked.value;
    }
    return out;
  };
  try {
    const result = Array.isArray(body) && !rpc ? body.map(checkRow) : checkRow(body);
    return changed ? result : null;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

function checkValue(value: unknown, shape: ColumnShape): Checked {
  if (value === null) return { value };
  switch (shape.kind) {
    case 'json':
      return { value };
    case 'text':
      return { value: asText(value) };
    case 'number':
      return typeof value === 'number' || typeof value === 'string' ? { value } : invalidInput(shape.typeName, value);
    case 'boolean':
      return typeof value === 'boolean' || typeof value === 'string' ? { value } : invalidInput(shape.typeName, value);
    case 'array':
      return checkArray(value, shape);
    default:
      if (typeof value === 'string') return { value };
      return typeof value === 'number' || typeof value === 'boolean'
        ? { value: String(value) }
        : invalidInput(shape.typeName, value);
  }
}

function checkArray(value: unknown, shape: ColumnShape): Checked {
  if (typeof value === 'string') return { value };
  if (!Array.isArray(value)) return malformedArray(value);
  const element: ColumnShape = {
    kind: shape.elementKind ?? 'other',
    typeName: shape.typeName.replace(/\[\]$/, ''),
    elementKind: null,
  };
  const items: unknown[] = [];
  for (const item of value) {
    if (Array.isArray(item)) {
      const nested = checkArray(item, shape);
      if (nested instanceof Response) return nested;
      items.push(nested.value);
      continue;
    }
    if (item !== null && typeof item === 'object') return malformedArray(value);
    const checked = element.kind === 'json' ? { value: item } : checkValue(item, element);
    if (checked instanceof Response) return checked;
    // PGlite serialises array elements itself: hand it strings, as PostgreSQL's text input would read them.
    items.push(checked.value === null || typeof checked.value === 'string' ? checked.value : String(checked.value));
  }
  return { value: items };
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function invalidInput(typeName: string, value: unknown): Response {
  return postgrestError(400, '22P02', `invalid input syntax for type ${typeName}: "${preview(value)}"`);
}

function malformedArray(value: unknown): Response {
  return postgrestError(
    400,
    '22P02',
    `malformed array literal: "${preview(value)}"`,
    'Array value must start with "{" or dimension information.',
  );
}

function preview(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 80)}...` : text;
}

/** Nesting depth without recursion (a hostile body can be thousands of levels deep). */
function depthOf(root: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (typeof value !== 'object' || value === null) continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const child of Array.isArray(value) ? value : Object.values(value)) stack.push([child, depth + 1]);
  }
  return deepest;
}
