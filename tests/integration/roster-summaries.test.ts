import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, uniqueEmail } from './support/clients';

/**
 * The roster summaries (supabase/migrations/20260101000800_client_roster.sql) follow every way
 * a history changes: sets logged, edited and removed, a workout deleted, a CSV import. After each
 * step the stored summaries must equal what the raw logs give, recomputed here from scratch.
 */

interface TrainingDay {
  day: string;
  workouts: number;
  completed_sets: number;
}

interface LiftDay {
  exercise_id: string;
  day: string;
  best_e1rm: number;
  best_to_date: number;
  /** The best of earlier days only; null on the exercise's first day. */
  best_before: number | null;
}

interface LoggedSet {
  exercise_id: string;
  weight: number | null;
  reps: number | null;
  completed: boolean;
  is_warmup: boolean;
  performed_at: string;
}

const utcDay = (timestamp: string) => new Date(timestamp).toISOString().slice(0, 10);

/** Epley with reps capped at 12; a single is its own max (strength-math.ts). */
function estimatedOneRepMax(weight: number, reps: number): number {
  return reps === 1 ? weight : weight * (1 + Math.min(reps, 12) / 30);
}

async function freshClient(): Promise<{ client: SupabaseClient; userId: string }> {
  const client = anonClient();
  const { data, error } = await client.auth.signUp({
    email: uniqueEmail('summaries'),
    password: 'SummaryTest1',
    options: { data: { first_name: 'Sum', last_name: 'Mary' } },
  });
  if (error || !data.user) throw error ?? new Error('no user');
  return { client, userId: data.user.id };
}

/** What the summaries should hold, from the raw logs and sets (read with the service client). */
async function expectedSummaries(userId: string): Promise<{ days: TrainingDay[]; lifts: LiftDay[] }> {
  const service = serviceClient();
  const logs = await service.from('workout_logs').select('created_at').eq('user_id', userId);
  const sets = await service
    .from('workout_log_sets')
    .select('exercise_id, weight, reps, completed, is_warmup, performed_at')
    .eq('user_id', userId);
  if (logs.error || sets.error) throw logs.error ?? sets.error;
  const days = new Map<string, TrainingDay>();
  const dayOf = (day: string) => {
    let entry = days.get(day);
    if (!entry) days.set(day, (entry = { day, workouts: 0, completed_sets: 0 }));
    return entry;
  };
  for (const log of logs.data) dayOf(utcDay(log.created_at as string)).workouts += 1;
  const bests = new Map<string, { exercise_id: string; day: string; best: number }>();
  for (const set of sets.data as LoggedSet[]) {
    if (!set.completed || set.is_warmup) continue;
    dayOf(utcDay(set.performed_at)).completed_sets += 1;
    if (!set.weight || !set.reps || set.weight <= 0 || set.reps <= 0) continue;
    const key = `${set.exercise_id}|${utcDay(set.performed_at)}`;
    const e1rm = estimatedOneRepMax(set.weight, set.reps);
    const stored = bests.get(key);
    if (!stored || e1rm > stored.best)
      bests.set(key, { exercise_id: set.exercise_id, day: utcDay(set.performed_at), best: e1rm });
  }
  const lifts: LiftDay[] = [];
  const byExercise = [...bests.values()].sort((a, b) =>
    a.exercise_id === b.exercise_id ? a.day.localeCompare(b.day) : a.exercise_id.localeCompare(b.exercise_id),
  );
  let running: { exercise: string; best: number | null } = { exercise: '', best: null };
  for (const entry of byExercise) {
    if (entry.exercise_id !== running.exercise) running = { exercise: entry.exercise_id, best: null };
    const before = running.best;
    running.best = Math.max(before ?? 0, entry.best);
    lifts.push({
      exercise_id: entry.exercise_id,
      day: entry.day,
      best_e1rm: entry.best,
      best_to_date: running.best,
      best_before: before,
    });
  }
  return { days: [...days.values()].sort((a, b) => a.day.localeCompare(b.day)), lifts };
}

/** The stored summaries, read as the client themselves (their own rows, under RLS). */
async function storedSummaries(client: SupabaseClient): Promise<{ days: TrainingDay[]; lifts: LiftDay[] }> {
  const days = await client.from('client_training_days').select('day, workouts, completed_sets').order('day');
  const lifts = await client
    .from('client_lift_days')
    .select('exercise_id, day, best_e1rm, best_to_date, best_before')
    .order('exercise_id')
    .order('day');
  if (days.error || lifts.error) throw days.error ?? lifts.error;
  return { days: days.data as TrainingDay[], lifts: lifts.data as LiftDay[] };
}

/** Stored equals recomputed (estimated maxima to floating-point precision). */
async function expectSummariesFollow(client: SupabaseClient, userId: string): Promise<void> {
  const [stored, expected] = await Promise.all([storedSummaries(client), expectedSummaries(userId)]);
  expect(stored.days).toEqual(expected.days);
  expect(stored.lifts.map(({ exercise_id, day }) => `${exercise_id} ${day}`)).toEqual(
    expected.lifts.map(({ exercise_id, day }) => `${exercise_id} ${day}`),
  );
  stored.lifts.forEach((lift, index) => {
    expect(lift.best_e1rm).toBeCloseTo(expected.lifts[index]!.best_e1rm, 9);
    expect(lift.best_to_date).toBeCloseTo(expected.lifts[index]!.best_to_date, 9);
    const before = expected.lifts[index]!.best_before;
    if (before === null) expect(lift.best_before).toBeNull();
    else expect(lift.best_before).toBeCloseTo(before, 9);
  });
}

async function exerciseIds(count: number): Promise<string[]> {
  const { data, error } = await serviceClient()
    .from('exercises')
    .select('id')
    .eq('is_active', true)
    .order('slug')
    .limit(count);
  if (error) throw error;
  return data.map((row) => row.id as string);
}

describe('roster summaries follow the log', () => {
  let client: SupabaseClient;
  let userId: string;
  let squat: string;
  let bench: string;

  beforeAll(async () => {
    ({ client, userId } = await freshClient());
    [squat, bench] = (await exerciseIds(2)) as [string, string];
  });

  async function logWorkout(day: string, sets: Array<Partial<LoggedSet> & { exercise_id: string }>): Promise<string[]> {
    const logId = randomUUID();
    const log = await client
      .from('workout_logs')
      .insert({ id: logId, user_id: userId, workout_name: 'Summary probe', created_at: `${day}T18:00:00Z` });
    if (log.error) throw log.error;
    const rows = sets.map((set, index) => ({
      id: randomUUID(),
      log_id: logId,
      user_id: userId,
      set_number: index + 1,
      weight: 100,
      reps: 5,
      performed_at: `${day}T17:${String(10 + index).padStart(2, '0')}:00Z`,
      ...set,
    }));
    const inserted = await client.from('workout_log_sets').insert(rows);
    if (inserted.error) throw inserted.error;
    return [logId, ...rows.map((row) => row.id)];
  }

  it('counts logged workouts and working sets, and keeps the best lift of each day and to date', async () => {
    await logWorkout('2026-03-02', [
      { exercise_id: squat, weight: 60, reps: 5, is_warmup: true },
      { exercise_id: squat, weight: 100, reps: 5 },
      { exercise_id: squat, weight: 105, reps: 3 },
      { exercise_id: bench, weight: 70, reps: 8, completed: false },
    ]);
    await logWorkout('2026-03-05', [{ exercise_id: squat, weight: 90, reps: 5 }]);
    const stored = await storedSummaries(client);
    expect(stored.days).toEqual([
      { day: '2026-03-02', workouts: 1, completed_sets: 2 },
      { day: '2026-03-05', workouts: 1, completed_sets: 1 },
    ]);
    // 100 x 5 -> 116.67 beats 105 x 3 -> 115.5; the later, lighter day keeps the earlier best to date
    // and has it as its best before (the first day has none).
    const hundredths = (value: number | null) => (value === null ? null : Math.round(value * 100));
    expect(
      stored.lifts.map((lift) => [
        lift.day,
        hundredths(lift.best_e1rm),
        hundredths(lift.best_to_date),
        hundredths(lift.best_before),
      ]),
    ).toEqual([
      ['2026-03-02', 11667, 11667, null],
      ['2026-03-05', 10500, 11667, 11667],
    ]);
    await expectSummariesFollow(client, userId);
  });

  it('follows an edit of a set (weight, warm-up flag, day), including later days’ best to date', async () => {
    const [, heavy, light] = await logWorkout('2026-04-06', [
      { exercise_id: bench, weight: 80, reps: 5 },
      { exercise_id: bench, weight: 60, reps: 10 },
    ]);
    await logWorkout('2026-04-09', [{ exercise_id: bench, weight: 75, reps: 5 }]);

    const lighter = await client.from('workout_log_sets').update({ weight: 50 }).eq('id', heavy!);
    expect(lighter.error).toBeNull();
    let lifts = (await storedSummaries(client)).lifts.filter((lift) => lift.exercise_id === bench);
    // 60 x 10 -> 80 is now the 6 April best; 9 April's 75 x 5 -> 87.5 is the new best to date.
    expect(lifts.find((lift) => lift.day === '2026-04-06')?.best_e1rm).toBeCloseTo(80, 9);
    expect(lifts.find((lift) => lift.day === '2026-04-09')?.best_to_date).toBeCloseTo(87.5, 9);

    const warmup = await client.from('workout_log_sets').update({ is_warmup: true }).eq('id', light!);
    expect(warmup.error).toBeNull();
    const moved = await client
      .from('workout_log_sets')
      .update({ performed_at: '2026-04-07T09:00:00Z' })
      .eq('id', heavy!);
    expect(moved.error).toBeNull();
    lifts = (await storedSummaries(client)).lifts.filter((lift) => lift.exercise_id === bench);
    expect(lifts.map((lift) => lift.day)).toEqual(['2026-04-07', '2026-04-09']);
    await expectSummariesFollow(client, userId);
  });

  it('follows removals: a set, then the whole workout', async () => {
    const [logId, first] = await logWorkout('2026-05-11', [
      { exercise_id: squat, weight: 140, reps: 2 },
      { exercise_id: squat, weight: 120, reps: 5 },
    ]);
    const removed = await client.from('workout_log_sets').delete().eq('id', first!);
    expect(removed.error).toBeNull();
    let stored = await storedSummaries(client);
    expect(stored.days.find((day) => day.day === '2026-05-11')).toEqual({
      day: '2026-05-11',
      workouts: 1,
      completed_sets: 1,
    });
    await expectSummariesFollow(client, userId);

    const gone = await client.from('workout_logs').delete().eq('id', logId!);
    expect(gone.error).toBeNull();
    stored = await storedSummaries(client);
    expect(stored.days.map((day) => day.day)).not.toContain('2026-05-11');
    expect(stored.lifts.map((lift) => lift.day)).not.toContain('2026-05-11');
    await expectSummariesFollow(client, userId);
  });

  it('follows a CSV import', async () => {
    const row = (n: number, overrides: Record<string, unknown>) => ({
      row: n,
      started_at: '2026-06-15T07:00:00Z',
      workout_name: 'Imported',
      duration_seconds: 3000,
      workout_notes: null,
      exercise_name: 'Bench Press (Barbell)',
      set_number: n,
      weight: 90,
      reps: 5,
      rpe: 8,
      is_warmup: false,
      seconds: null,
      notes: null,
      ...overrides,
    });
    const before = await storedSummaries(client);
    const { error } = await client.rpc('import_workout_history', {
      p_rows: [
        row(1, { is_warmup: true, weight: 40 }),
        row(2, {}),
        row(3, { weight: 95, reps: 3 }),
        row(4, { started_at: '2026-06-18T07:00:00Z', set_number: 1, weight: 92.5 }),
      ],
      p_commit: true,
    });
    expect(error).toBeNull();
    const after = await storedSummaries(client);
    expect(after.days.length).toBe(before.days.length + 2);
    expect(after.days.filter((day) => day.day >= '2026-06-15')).toEqual([
      { day: '2026-06-15', workouts: 1, completed_sets: 2 },
      { day: '2026-06-18', workouts: 1, completed_sets: 1 },
    ]);
    await expectSummariesFollow(client, userId);
  });
});
