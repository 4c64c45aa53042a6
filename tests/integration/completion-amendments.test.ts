import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { demo, serviceClient, signedInClient } from './support/clients';

/**
 * The server half of "every set saved exactly once, to its owner": later finishes of one session
 * amend its log, set revisions (not clocks) order edits, queued work is refused under another
 * account, and plan edits made while a finish waits do not block it. Each test counts the rows in
 * the database against what the devices sent.
 */

interface SetRow {
  id: string;
  exercise_id: string;
  workout_exercise_id?: string | null;
  set_number: number;
  reps: number;
  weight: number;
  revision: number;
}

const CLIENT = demo.client;

function logFor(sessionId: string | null, overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    user_id: CLIENT.id as string,
    session_id: sessionId,
    workout_id: null,
    workout_name: 'Amendments',
    started_at: new Date(Date.now() - 3_600_000).toISOString(),
    completed_at: new Date().toISOString(),
    duration_seconds: 3600,
    notes: null,
    ...overrides,
  };
}

function setsFor(exerciseId: string, count: number, reps = 5): SetRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    exercise_id: exerciseId,
    set_number: index + 1,
    reps,
    weight: 100,
    revision: 1,
  }));
}

async function savedSets(logId: string) {
  const { data } = await serviceClient()
    .from('workout_log_sets')
    .select('id, reps, weight, revision, workout_exercise_id')
    .eq('log_id', logId);
  return (data ?? []) as Array<{
    id: string;
    reps: number;
    weight: number;
    revision: number;
    workout_exercise_id: string | null;
  }>;
}

async function logsOfSession(sessionId: string) {
  const { data } = await serviceClient()
    .from('workout_logs')
    .select('id, user_id, total_volume')
    .eq('session_id', sessionId);
  return data ?? [];
}

async function newSession(client: SupabaseClient): Promise<string> {
  const { data, error } = await client
    .from('workout_sessions')
    .insert({ user_id: CLIENT.id, workout_name: 'Amendments' })
    .select('id')
    .single();
  if (error) throw error;
  return data.id as string;
}

describe('complete_workout_session: amendments, ownership and plan edits', () => {
  let phone: SupabaseClient;
  let tablet: SupabaseClient;
  let squat: string;
  let bench: string;

  beforeAll(async () => {
    phone = await signedInClient(CLIENT.email);
    tablet = await signedInClient(CLIENT.email);
    const { data } = await serviceClient().from('exercises').select('id').eq('is_active', true).order('name').limit(2);
    [squat, bench] = (data ?? []).map((row: { id: string }) => row.id) as [string, string];
  });

  it('merges a second device’s finish of the same session into one log, every set once', async () => {
    const session = await newSession(phone);
    const shared = setsFor(squat, 2);
    const phoneSets = [...shared, ...setsFor(squat, 1)];
    const tabletSets = [...shared, ...setsFor(bench, 3)];

    const first = await phone.rpc('complete_workout_session', { p_log: logFor(session), p_sets: phoneSets });
    expect(first.error).toBeNull();
    const second = await tablet.rpc('complete_workout_session', { p_log: logFor(session), p_sets: tabletSets });
    expect(second.error).toBeNull();
    expect(second.data.id).toBe(first.data.id);

    const logs = await logsOfSession(session);
    expect(logs).toHaveLength(1);
    const sets = await savedSets(first.data.id);
    expect(sets).toHaveLength(6);
    expect(logs[0]!.total_volume).toBe(6 * 5 * 100);

    // Sent again (a lost response, a second tab): still six.
    await tablet.rpc('complete_workout_session', { p_log: logFor(session), p_sets: tabletSets });
    expect(await savedSets(first.data.id)).toHaveLength(6);
  });

  it('keeps the higher revision whatever order the devices arrive in', async () => {
    const session = await newSession(phone);
    const [set] = setsFor(squat, 1);
    const corrected = { ...set!, reps: 8, revision: 3 };
    const stale = { ...set!, reps: 5, revision: 2 };

    await tablet.rpc('complete_workout_session', { p_log: logFor(session), p_sets: [corrected] });
    const late = await phone.rpc('complete_workout_session', { p_log: logFor(session), p_sets: [stale] });
    expect(late.error).toBeNull();

    const [saved] = await savedSets(late.data.id);
    expect(saved).toMatchObject({ id: set!.id, reps: 8, revision: 3 });
  });

  it('applies a correction made after the workout was finished elsewhere, in the same log', async () => {
    const session = await newSession(phone);
    const sets = setsFor(squat, 2);
    const first = await phone.rpc('complete_workout_session', { p_log: logFor(session), p_sets: sets });
    const correction = [{ ...sets[0]!, weight: 102.5, revision: 2 }, sets[1]!, ...setsFor(squat, 1)];
    const amended = await tablet.rpc('complete_workout_session', { p_log: logFor(session), p_sets: correction });
    expect(amended.data.id).toBe(first.data.id);
    const saved = await savedSets(first.data.id);
    expect(saved).toHaveLength(3);
    expect(saved.find((row) => row.id === sets[0]!.id)?.weight).toBe(102.5);
    expect(await logsOfSession(session)).toHaveLength(1);
  });

  it('deletes a saved set only for a removal newer than what the server holds', async () => {
    const session = await newSession(phone);
    const sets = setsFor(squat, 3);
    const first = await phone.rpc('complete_workout_session', { p_log: logFor(session), p_sets: sets });
    const removed = await tablet.rpc('complete_workout_session', {
      p_log: logFor(session),
      p_sets: [sets[0]!],
      p_removed: [
        { id: sets[1]!.id, revision: 2 },
        { id: sets[2]!.id, revision: 1 },
      ],
    });
    expect(removed.error).toBeNull();
    const saved = (await savedSets(first.data.id)).map((row) => row.id).sort();
    expect(saved).toEqual([sets[0]!.id, sets[2]!.id].sort());
  });

  it('refuses a finish queued by another account, saving nothing anywhere', async () => {
    const other = await signedInClient(demo.virtualClient.email);
    const session = await newSession(phone);
    const log = logFor(session);
    const sets = setsFor(squat, 2);

    const handedOver = await other.rpc('complete_workout_session', { p_log: log, p_sets: sets });
    expect(handedOver.error?.code).toBe('42501');
    expect(handedOver.error?.message).toMatch(/another account/);

    const { count } = await serviceClient()
      .from('workout_log_sets')
      .select('id', { count: 'exact', head: true })
      .in(
        'id',
        sets.map((set) => set.id),
      );
    expect(count).toBe(0);
    expect(await logsOfSession(session)).toHaveLength(0);

    // The owner, signed in again, saves it.
    const owner = await phone.rpc('complete_workout_session', { p_log: log, p_sets: sets });
    expect(owner.error).toBeNull();
    expect(owner.data.user_id).toBe(CLIENT.id);
  });

  it('refuses a log id that belongs to someone else even with the caller’s own user id', async () => {
    const log = logFor(null);
    await phone.rpc('complete_workout_session', { p_log: log, p_sets: setsFor(squat, 1) });
    const other = await signedInClient(demo.virtualClient.email);
    const hijack = await other.rpc('complete_workout_session', {
      p_log: { ...log, user_id: demo.virtualClient.id },
      p_sets: setsFor(squat, 1),
    });
    expect(hijack.error?.code).toBe('42501');
    expect(await savedSets(log.id)).toHaveLength(1);
  });

  it('saves a finish whose planned exercise the coach removed meanwhile, keeping the link as history', async () => {
    const trainer = await signedInClient(demo.trainer.email);
    // No returning: the read policy's helper cannot see a row inside the statement that inserts it.
    const workout = { id: randomUUID() };
    const { error } = await trainer
      .from('workouts')
      .insert({ id: workout.id, name: 'Plan that changes', created_by: demo.trainer.id, client_id: CLIENT.id });
    expect(error).toBeNull();
    const { data: planned } = await trainer
      .from('workout_exercises')
      .insert([
        { workout_id: workout.id, exercise_id: squat, order: 0 },
        { workout_id: workout.id, exercise_id: bench, order: 1 },
      ])
      .select('id, exercise_id');
    const plannedBench = planned!.find((row: { exercise_id: string }) => row.exercise_id === bench)!.id as string;

    const session = await newSession(phone);
    const sets = setsFor(bench, 2).map((set) => ({ ...set, workout_exercise_id: plannedBench }));
    // While the finish waits offline, the coach removes the exercise from the plan.
    const removal = await trainer.from('workout_exercises').delete().eq('id', plannedBench).select('id');
    expect(removal.data).toHaveLength(1);

    const result = await phone.rpc('complete_workout_session', {
      p_log: logFor(session, { workout_id: workout.id }),
      p_sets: sets,
    });
    expect(result.error).toBeNull();
    const saved = await savedSets(result.data.id);
    expect(saved).toHaveLength(2);
    expect(saved.every((row) => row.workout_exercise_id === plannedBench)).toBe(true);

    // And when the whole workout is deleted meanwhile (the API refuses while a log uses it; deleting
    // the author's account still does), the log keeps its name without the link.
    const refused = await trainer.from('workouts').delete().eq('id', workout.id);
    expect(refused.status).toBe(409);
    await serviceClient().from('workouts').delete().eq('id', workout.id);
    const later = await phone.rpc('complete_workout_session', {
      p_log: logFor(await newSession(phone), { workout_id: workout.id }),
      p_sets: setsFor(squat, 1),
    });
    expect(later.error).toBeNull();
    expect(later.data).toMatchObject({ workout_id: null, workout_name: 'Amendments' });
  });

  it('makes one log when two finishes of one session arrive at the same moment', async () => {
    const session = await newSession(phone);
    const a = setsFor(squat, 2);
    const b = setsFor(bench, 2);
    const results = await Promise.all([
      phone.rpc('complete_workout_session', { p_log: logFor(session), p_sets: a }),
      tablet.rpc('complete_workout_session', { p_log: logFor(session), p_sets: b }),
    ]);
    expect(results.map((result) => result.error)).toEqual([null, null]);
    const logs = await logsOfSession(session);
    expect(logs).toHaveLength(1);
    expect(await savedSets(logs[0]!.id as string)).toHaveLength(4);
  });
});
