import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, withMswServer } from '../support/msw';
import { REST } from '../support/postgrest';
import { rosterRow } from '@/features/clients/lib/roster-row.fixture';
import { getRosterSignals } from '@/features/clients/api/get-roster-signals';
import { flagsFor } from '@/features/clients/lib/roster-signals';

// The roster call asks the database for what it needs: the whole roster, or only the named
// clients (p_client_ids), never the whole roster filtered afterwards.

withMswServer();

function recordCalls(rows: unknown[], habits: unknown[] = []) {
  const calls: { body: unknown; search: string }[] = [];
  const habitReads: URLSearchParams[] = [];
  server.use(
    http.post(`${REST}/rpc/client_roster_signals`, async ({ request }) => {
      calls.push({ body: await request.json(), search: new URL(request.url).search });
      return HttpResponse.json(rows);
    }),
    http.get(`${REST}/habits`, ({ request }) => {
      habitReads.push(new URL(request.url).searchParams);
      return HttpResponse.json(habits);
    }),
  );
  return Object.assign(calls, { habitReads });
}

describe('getRosterSignals', () => {
  it('asks for the whole roster without arguments', async () => {
    const calls = recordCalls([rosterRow(), rosterRow({ client_id: 'c2' })]);
    const rows = await getRosterSignals();
    expect(rows.map((row) => row.client_id)).toEqual(['c1', 'c2']);
    expect([...calls]).toEqual([{ body: {}, search: '' }]);
    expect(calls.habitReads.map((params) => params.get('client_id'))).toEqual([null]);
    expect(rows[0]).toMatchObject({ habit_count: 0, habit_adherence_7: null, habit_streak_days: null });
  });

  it('passes the clients to the database and adds no filter of its own', async () => {
    const calls = recordCalls([rosterRow({ client_id: 'c2' })]);
    const rows = await getRosterSignals(['c2']);
    expect(rows.map((row) => row.client_id)).toEqual(['c2']);
    expect([...calls]).toEqual([{ body: { p_client_ids: ['c2'] }, search: '' }]);
    expect(calls.habitReads.map((params) => params.get('client_id'))).toEqual(['in.(c2)']);
  });

  it("adds each client's habit adherence and streak, counted from their active habits' ticks", async () => {
    // Wednesday 25 November 2026, local noon: the last seven full days are the 18th to the 24th.
    const now = new Date(2026, 10, 25, 12);
    const calls = recordCalls(
      [rosterRow(), rosterRow({ client_id: 'c2' })],
      [
        {
          id: 'h1',
          client_id: 'c1',
          frequency: 'daily',
          days_per_week: null,
          starts_on: '2026-01-01',
          habit_ticks: ['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'].map((tick_date) => ({ tick_date })),
        },
        {
          id: 'h2',
          client_id: 'c1',
          frequency: 'weekly',
          days_per_week: 3,
          starts_on: '2026-01-01',
          habit_ticks: [],
        },
      ],
    );
    const rows = await getRosterSignals(undefined, now);
    expect(rows[0]).toMatchObject({ habit_count: 2, habit_adherence_7: 40, habit_streak_days: 4 });
    expect(rows[1]).toMatchObject({ habit_count: 0, habit_adherence_7: null });
    expect(flagsFor(rows[0]!).map((flag) => flag.text)).toContain('Habits done 40% of the time in the last 7 days');
    // Only active habits, with the ticks of the last 63 days embedded.
    expect(calls.habitReads[0]!.get('archived_at')).toBe('is.null');
    expect(calls.habitReads[0]!.get('habit_ticks.tick_date')).toBe('gte.2026-09-23');
  });

  it('rejects a row that does not match the expected shape', async () => {
    recordCalls([{ ...rosterRow(), week_done: 'two' }]);
    await expect(getRosterSignals(['c1'])).rejects.toThrow();
  });
});
