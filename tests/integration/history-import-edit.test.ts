import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, uniqueEmail } from './support/clients';

/**
 * History on the server: a CSV import is checked row by row and imported whole or not at all, and
 * importing the same file again adds nothing; editing a finished workout goes through the same
 * completion call as the logger (per-set revisions), is idempotent, and records recompute from the
 * saved sets. Each client here is a fresh account so the counts are its own.
 */

interface ImportReport {
  rows: number;
  workouts: number;
  sets: number;
  new_workouts: number;
  new_sets: number;
  errors: Array<{ row: number; message: string }>;
}

async function freshClient(): Promise<{ client: SupabaseClient; userId: string }> {
  const client = anonClient();
  const { data, error } = await client.auth.signUp({
    email: uniqueEmail('history'),
    password: 'HistoryTest1',
    options: { data: { first_name: 'Hist', last_name: 'Ory' } },
  });
  if (error || !data.user) throw error ?? new Error('no user');
  return { client, userId: data.user.id };
}

function row(rowNo: number, overrides: Record<string, unknown> = {}) {
  return {
    row: rowNo,
    started_at: '2025-03-04T17:30:00Z',
    workout_name: 'Push day',
    duration_seconds: 3600,
    workout_notes: 'Felt strong',
    exercise_name: 'Bench Press (Barbell)',
    set_number: rowNo,
    weight: 80,
    reps: 5,
    rpe: 8,
    is_warmup: false,
    seconds: null,
    notes: null,
    ...overrides,
  };
}

async function countOf(userId: string) {
  const service = serviceClient();
  const logs = await service.from('workout_logs').select('id', { count: 'exact', head: true }).eq('user_id', userId);
  const sets = await service
    .from('workout_log_sets')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', userId);
  return { logs: logs.count ?? -1, sets: sets.count ?? -1 };
}

describe('importing a workout history', () => {
  let client: SupabaseClient;
  let userId: string;

  beforeAll(async () => {
    ({ client, userId } = await freshClient());
  });

  const good = [
    row(1),
    row(2),
    row(3, { is_warmup: true, weight: 40 }),
    row(4, { exercise_name: 'goblet squat', set_number: 1 }),
  ];
  const bad = [
    row(5, { exercise_name: 'Underwater Basket Weaving', set_number: 1 }),
    row(6, { started_at: 'yesterday', set_number: 5 }),
    row(7, { reps: -3, set_number: 6 }),
  ];

  it('previews: counts the good rows and reports each bad one with its row number', async () => {
    const { data, error } = await client.rpc('import_workout_history', { p_rows: [...good, ...bad], p_commit: false });
    expect(error).toBeNull();
    const report = data as ImportReport;
    expect(report.rows).toBe(7);
    expect(report.sets).toBe(4);
    expect(report.workouts).toBe(1);
    expect(report.errors.map((e) => e.row)).toEqual([5, 6, 7]);
    expect(report.errors[0]?.message).toContain('Underwater Basket Weaving');
    expect(await countOf(userId)).toEqual({ logs: 0, sets: 0 });
  });

  it('imports nothing when a committed file still has bad rows', async () => {
    const { error } = await client.rpc('import_workout_history', { p_rows: [...good, ...bad], p_commit: true });
    expect(error?.code).toBe('22023');
    expect(error?.message).toContain('nothing was imported');
    expect(await countOf(userId)).toEqual({ logs: 0, sets: 0 });
  });

  it('imports the good rows in one go, and a second import of the same file adds nothing', async () => {
    const first = await client.rpc('import_workout_history', { p_rows: good, p_commit: true });
    expect(first.error).toBeNull();
    expect((first.data as ImportReport).new_sets).toBe(4);
    expect(await countOf(userId)).toEqual({ logs: 1, sets: 4 });

    const again = await client.rpc('import_workout_history', { p_rows: good, p_commit: true });
    expect(again.error).toBeNull();
    expect((again.data as ImportReport).new_sets).toBe(0);
    expect(await countOf(userId)).toEqual({ logs: 1, sets: 4 });

    const { data: log } = await serviceClient()
      .from('workout_logs')
      .select('total_volume, duration_seconds, notes, workout_name')
      .eq('user_id', userId)
      .single();
    // Working sets only: 2 × 80 × 5 bench + 80 × 5 squat; the warm-up does not count.
    expect(log).toMatchObject({
      total_volume: 1200,
      duration_seconds: 3600,
      notes: 'Felt strong',
      workout_name: 'Push day',
    });
  });

  it('refuses signed-out callers', async () => {
    const { error } = await anonClient().rpc('import_workout_history', { p_rows: good, p_commit: false });
    expect(error).not.toBeNull();
  });
});

describe('editing a finished workout', () => {
  let client: SupabaseClient;
  let userId: string;
  let exerciseId: string;

  beforeAll(async () => {
    ({ client, userId } = await freshClient());
    const { data } = await client.from('exercises').select('id').eq('name', 'Barbell Bench Press').single();
    exerciseId = (data as { id: string }).id;
  });

  async function finish(logId: string, sessionId: string | null, sets: unknown[], removed: unknown[] = []) {
    const started = '2025-05-01T10:00:00Z';
    return client.rpc('complete_workout_session', {
      p_log: {
        id: logId,
        user_id: userId,
        session_id: sessionId,
        workout_id: null,
        workout_name: 'Bench',
        started_at: started,
        completed_at: '2025-05-01T11:00:00Z',
        duration_seconds: 3600,
        notes: null,
      },
      p_sets: sets,
      p_removed: removed,
    });
  }

  const set = (id: string, setNumber: number, weight: number, revision: number) => ({
    id,
    exercise_id: exerciseId,
    set_number: setNumber,
    reps: 5,
    weight,
    rpe: 8,
    is_warmup: false,
    completed: true,
    performed_at: '2025-05-01T10:30:00Z',
    revision,
  });

  it('fixes a weight, adds a forgotten set and deletes one; sending the edit twice changes nothing', async () => {
    // An earlier workout gives the bench a history, so a record can be set and then taken back.
    const earlier = await client.rpc('complete_workout_session', {
      p_log: {
        id: randomUUID(),
        user_id: userId,
        session_id: null,
        workout_name: 'Bench',
        started_at: '2025-04-01T10:00:00Z',
        completed_at: '2025-04-01T11:00:00Z',
      },
      p_sets: [{ ...set(randomUUID(), 1, 100, 1), performed_at: '2025-04-01T10:30:00Z' }],
    });
    expect(earlier.error).toBeNull();

    const logId = randomUUID();
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    const done = await finish(logId, randomUUID(), [set(a, 1, 100, 1), set(b, 2, 1000, 1), set(c, 3, 100, 1)]);
    expect(done.error).toBeNull();

    const heaviest = async () => {
      const { data } = await client
        .from('workout_log_sets')
        .select('weight')
        .eq('user_id', userId)
        .order('weight', { ascending: false })
        .limit(1)
        .single();
      return (data as { weight: number }).weight;
    };
    expect(await heaviest()).toBe(1000);

    const { data: saved } = await client.from('workout_logs').select('session_id').eq('id', logId).single();
    const sessionId = (saved as { session_id: string }).session_id;
    const added = randomUUID();
    const edit = () => finish(logId, sessionId, [set(b, 2, 100, 2), set(added, 4, 105, 1)], [{ id: c, revision: 2 }]);

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const result = await edit();
      expect(result.error).toBeNull();
      expect((result.data as { id: string; total_volume: number }).id).toBe(logId);
      expect((result.data as { total_volume: number }).total_volume).toBe(5 * (100 + 100 + 105));
    }

    const { data: sets } = await serviceClient()
      .from('workout_log_sets')
      .select('id, weight, revision')
      .eq('log_id', logId)
      .order('set_number');
    expect(sets).toEqual([
      { id: a, weight: 100, revision: 1 },
      { id: b, weight: 100, revision: 2 },
      { id: added, weight: 105, revision: 1 },
    ]);
    expect(await countOf(userId)).toEqual({ logs: 2, sets: 4 });
    // The wrong 1000 kg is gone from the saved sets, so the record derived from them is 105 kg.
    expect(await heaviest()).toBe(105);
  });
});
