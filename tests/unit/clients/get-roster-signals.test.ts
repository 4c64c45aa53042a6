import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, withMswServer } from '../support/msw';
import { REST } from '../support/postgrest';
import { rosterRow } from '@/features/clients/lib/roster-row.fixture';
import { getRosterSignals } from '@/features/clients/api/get-roster-signals';

// The roster call asks the database for what it needs: the whole roster, or only the named
// clients (p_client_ids), never the whole roster filtered afterwards.

withMswServer();

function recordCalls(rows: unknown[]) {
  const calls: { body: unknown; search: string }[] = [];
  server.use(
    http.post(`${REST}/rpc/client_roster_signals`, async ({ request }) => {
      calls.push({ body: await request.json(), search: new URL(request.url).search });
      return HttpResponse.json(rows);
    }),
  );
  return calls;
}

describe('getRosterSignals', () => {
  it('asks for the whole roster without arguments', async () => {
    const calls = recordCalls([rosterRow(), rosterRow({ client_id: 'c2' })]);
    const rows = await getRosterSignals();
    expect(rows.map((row) => row.client_id)).toEqual(['c1', 'c2']);
    expect(calls).toEqual([{ body: {}, search: '' }]);
  });

  it('passes the clients to the database and adds no filter of its own', async () => {
    const calls = recordCalls([rosterRow({ client_id: 'c2' })]);
    const rows = await getRosterSignals(['c2']);
    expect(rows.map((row) => row.client_id)).toEqual(['c2']);
    expect(calls).toEqual([{ body: { p_client_ids: ['c2'] }, search: '' }]);
  });

  it('rejects a row that does not match the expected shape', async () => {
    recordCalls([{ ...rosterRow(), week_done: 'two' }]);
    await expect(getRosterSignals(['c1'])).rejects.toThrow();
  });
});
