import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalBackend, type LocalBackend } from '../../supabase/local/backend';
import { DEMO_PASSWORD } from '../../supabase/local/demo-accounts';
import { readRestCatalog, type RestCatalog } from '../../supabase/local/rest/catalog';

/**
 * Every column of every table and every RPC argument (read from the catalog, so new migrations
 * are swept too) gets wrong types, nulls, out-of-range, NaN, infinite, huge and deeply nested
 * values, anonymously and as the service role; every function gets malformed bodies. Nothing may
 * answer 5xx, and the backend must be whole afterwards: same row counts, sign-in still works.
 * Its own backend, in process, so the sweep never disturbs the shared one, and a fresh one for
 * every part: the tables in TABLE_PARTS parts, then the RPCs and functions. One backend that takes
 * tens of thousands of failed statements slows down without bound (its WebAssembly heap): with
 * about 35 tables on one backend a single insert stalled for minutes, and in CI the run never
 * ended; about 12 tables a part take under a minute each on this machine.
 */
let backend: LocalBackend;
let catalog: RestCatalog;

let deep: unknown = 1;
for (let i = 0; i < 3000; i++) deep = { a: deep };
const huge = 'x'.repeat(1_000_000);

/** Raw JSON text, so values JSON.stringify cannot write (1e400, -0) reach the server as sent. */
const VALUES: string[] = [
  'true',
  '123',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e308',
  '1e400',
  '-1e400',
  '123456789012345678901234567890',
  'null',
  '"NaN"',
  '"Infinity"',
  '"-infinity"',
  '"294277-01-01"',
  '"not a value"',
  '""',
  '{"a":1}',
  '[]',
  '["x", 1]',
  '[{"a":1}]',
  '[[1,2],[3]]',
  JSON.stringify(huge),
  JSON.stringify(deep),
];
const HUGE_ARRAY = JSON.stringify(Array.from({ length: 100_000 }, () => 'a'));

/** Parts the tables are swept in, each on a fresh backend; MOST_TABLES_A_PART says when to add one. */
const TABLE_PARTS = 6;
const MOST_TABLES_A_PART = 16;

async function boot(): Promise<void> {
  backend = await createLocalBackend({ dataDir: 'memory://', log: () => undefined });
  catalog = await readRestCatalog(backend.db, ['public']);
}

afterEach(async () => {
  await backend?.close();
});

async function send(method: string, path: string, body: string, key: string) {
  const response = await backend.fetch(
    new Request(`http://local${path}`, {
      method,
      headers: {
        apikey: key,
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        prefer: 'return=minimal',
      },
      body,
    }),
  );
  const text = await response.text();
  return { status: response.status, text };
}

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of catalog.relations.keys()) {
    const { rows } = await backend.db.query<{ n: number }>(`select count(*)::int as n from public."${table}"`);
    counts[table] = rows[0]?.n ?? 0;
  }
  return counts;
}

async function signInWorks(): Promise<boolean> {
  const response = await backend.fetch(
    new Request('http://local/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { apikey: backend.keys.publishableKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'client@demo.liftwise.app', password: DEMO_PASSWORD }),
    }),
  );
  return response.status === 200;
}

describe('a sweep of malformed input', () => {
  /** Sends one request and keeps what answered 5xx. */
  function checker() {
    const failures: string[] = [];
    let requests = 0;
    const check = async (label: string, method: string, path: string, body: string, key: string) => {
      requests += 1;
      const { status, text } = await send(method, path, body, key);
      if (status >= 500) failures.push(`${label} -> ${status} ${text.slice(0, 120)}`);
      return status;
    };
    return { check, failures, count: () => requests };
  }

  it.each(Array.from({ length: TABLE_PARTS }, (_, part) => part))(
    'never answers 5xx and leaves the backend whole (part %i of the tables)',
    async (part) => {
      await boot();
      // Lite logs every database error it meets; thousands of them are expected here.
      const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const before = await rowCounts();
      const { check, failures, count } = checker();
      const tables = [...catalog.relations].filter((_, index) => index % TABLE_PARTS === part);
      expect(tables.length, `more than ${MOST_TABLES_A_PART} tables a part: raise TABLE_PARTS`).toBeLessThanOrEqual(
        MOST_TABLES_A_PART,
      );

      for (const [table, columns] of tables) {
        // One seeded row per table takes the service-role updates (checks run), then is put back.
        const { rows } = await backend.db.query<Record<string, unknown>>(`select * from public."${table}" limit 1`);
        const seeded = rows[0];
        const target = seeded && 'id' in seeded ? `?id=eq.${String(seeded.id)}` : '?id=is.null';
        for (const [column, shape] of columns) {
          const values = shape.kind === 'array' ? [...VALUES, HUGE_ARRAY] : VALUES;
          for (const value of values) {
            const body = `{"${column}": ${value}}`;
            const label = `${table}.${column} = ${value.slice(0, 40)}`;
            // Anonymous inserts carry the shapes that once broke the connection; big ones go once, below.
            if (value.length < 1000)
              await check(`anon POST ${label}`, 'POST', `/rest/v1/${table}`, body, backend.keys.publishableKey);
            await check(`service PATCH ${label}`, 'PATCH', `/rest/v1/${table}${target}`, body, backend.keys.secretKey);
          }
        }
        // Tables the API may only read (summaries kept by triggers) refused every PATCH: nothing to restore.
        const { rows: grant } = await backend.db.query<{ writable: boolean }>(
          `select has_table_privilege('service_role', 'public."${table}"', 'UPDATE') as writable`,
        );
        if (seeded && 'id' in seeded && grant[0]?.writable) {
          const { rows: generated } = await backend.db.query<{ name: string }>(
            `select attname as name from pg_attribute where attrelid = 'public."${table}"'::regclass and attgenerated <> ''`,
          );
          const skip = new Set(['id', ...generated.map((column) => column.name)]);
          const writable = Object.fromEntries(
            Object.entries(seeded).filter(([key]) => columns.has(key) && !skip.has(key)),
          );
          const restore = await send(
            'PATCH',
            `/rest/v1/${table}${target}`,
            JSON.stringify(writable),
            backend.keys.secretKey,
          );
          expect(restore.status, `restoring ${table}: ${restore.text}`).toBeLessThan(300);
        }
      }
      quiet.mockRestore();

      expect(failures).toEqual([]);
      expect(count()).toBeGreaterThan(1000);
      expect(await rowCounts()).toEqual(before);
      expect(await signInWorks()).toBe(true);
    },
    // About 12 tables and 3,000 requests: under a minute here, 240 s for a loaded CI machine.
    240_000,
  );

  it('never answers 5xx to RPCs, functions and oversize bodies, and leaves the backend whole', async () => {
    await boot();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const before = await rowCounts();
    const { check, failures, count } = checker();

    for (const [fn, args] of catalog.functions) {
      const bodies = ['{}', '[]', '"x"', '{', JSON.stringify(deep)];
      for (const [arg] of args) for (const value of VALUES) bodies.push(`{"${arg}": ${value}}`);
      for (const body of bodies)
        await check(`rpc ${fn} ${body.slice(0, 60)}`, 'POST', `/rest/v1/rpc/${fn}`, body, backend.keys.secretKey);
    }

    for (const name of ['create-user', 'delete-user', 'constructor', '__proto__', 'toString']) {
      for (const body of [
        '',
        '{',
        '[]',
        'null',
        '{"email": 5, "userId": {"a": 1}}',
        JSON.stringify(deep),
        JSON.stringify({ userId: huge }),
      ]) {
        await check(
          `function ${name} ${body.slice(0, 40)}`,
          'POST',
          `/functions/v1/${name}`,
          body,
          backend.keys.publishableKey,
        );
      }
    }

    // A body over the limit is refused whole, before any parser sees it.
    expect(
      await check(
        'oversize body',
        'POST',
        '/rest/v1/clients',
        `{"notes": "${'x'.repeat(5_000_000)}"}`,
        backend.keys.publishableKey,
      ),
    ).toBe(413);

    for (const body of [
      `{"available_equipment": ${JSON.stringify(deep)}}`,
      `{"goals": ${HUGE_ARRAY}}`,
      `{"notes": ${JSON.stringify(huge)}}`,
    ]) {
      await check(
        `anon POST clients ${body.slice(0, 30)}`,
        'POST',
        '/rest/v1/clients',
        body,
        backend.keys.publishableKey,
      );
    }
    quiet.mockRestore();

    expect(failures).toEqual([]);
    expect(count()).toBeGreaterThan(1000);
    expect(await rowCounts()).toEqual(before);
    expect(await signInWorks()).toBe(true);
  }, 240_000);
});
