import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, uniqueEmail } from './support/clients';

/**
 * A cardio set's distance (workout_log_sets.distance_m, metres) through the one completion call:
 * saved once, unchanged by a resend, amended by a higher revision, and a bad distance refused with
 * a message that says what is wrong, before anything is written. The import keeps distances too.
 */

async function freshClient(): Promise<{ client: SupabaseClient; userId: string }> {
  const client = anonClient();
  const { data, error } = await client.auth.signUp({
    email: uniqueEmail('cardio'),
    password: 'CardioTest1',
    options: { data: { first_name: 'Car', last_name: 'Dio' } },
  });
  if (error || !data.user) throw error ?? new Error('no user');
  return { client, userId: data.user.id };
}

async function treadmill(): Promise<{ id: string; name: string }> {
  const { data } = await serviceClient().from('exercises').select('id, name').eq('slug', 'treadmill-run').single();
  return data as { id: string; name: string };
}

function run(userId: string, exerciseId: string, distance: unknown, revision = 1) {
  const logId = randomUUID();
  return {
    logId,
    setId: randomUUID(),
    call(setId: string) {
      return {
        p_log: {
          id: logId,
          user_id: userId,
          session_id: null,
          workout_id: null,
          workout_name: 'Morning run',
          started_at: '2026-02-10T07:00:00Z',
          completed_at: '2026-02-10T07:30:00Z',
          duration_seconds: 1800,
        },
        p_sets: [
          {
            id: setId,
            exercise_id: exerciseId,
            set_number: 1,
            reps: null,
            weight: null,
            duration_seconds: 1500,
            distance_m: distance,
            completed: true,
            revision,
          },
        ],
        p_removed: [],
      };
    },
  };
}

async function savedSets(logId: string) {
  const { data } = await serviceClient()
    .from('workout_log_sets')
    .select('id, distance_m, duration_seconds, revision')
    .eq('log_id', logId);
  return data ?? [];
}

describe('cardio distance through complete_workout_session', () => {
  let client: SupabaseClient;
  let userId: string;
  let exercise: { id: string; name: string };

  beforeAll(async () => {
    ({ client, userId } = await freshClient());
    exercise = await treadmill();
  });

  it('saves a set with its distance once; the same call again changes nothing', async () => {
    const finish = run(userId, exercise.id, 5250.5);
    const payload = finish.call(finish.setId);
    const first = await client.rpc('complete_workout_session', payload);
    expect(first.error).toBeNull();
    const again = await client.rpc('complete_workout_session', payload);
    expect(again.error).toBeNull();

    const sets = await savedSets(finish.logId);
    expect(sets).toHaveLength(1);
    expect(sets[0]).toMatchObject({ id: finish.setId, distance_m: 5250.5, duration_seconds: 1500, revision: 1 });
    // The client reads its own distance back through the Data API (the column is granted like the others).
    const { data: own, error } = await client.from('workout_log_sets').select('distance_m').eq('id', finish.setId);
    expect(error).toBeNull();
    expect(own).toEqual([{ distance_m: 5250.5 }]);

    // A correction (History edit, revision 2) replaces it; a stale resend (revision 1) does not undo it.
    const corrected = run(userId, exercise.id, 6000, 2);
    const fix = { ...corrected.call(finish.setId), p_log: payload.p_log };
    expect((await client.rpc('complete_workout_session', fix)).error).toBeNull();
    expect((await client.rpc('complete_workout_session', payload)).error).toBeNull();
    expect((await savedSets(finish.logId))[0]).toMatchObject({ distance_m: 6000, revision: 2 });
  });

  it.each([
    ['negative distance', -1],
    ['distance over 1000 km', 1_000_001],
    ['distance written as text', 'five km'],
    ['distance that is an object', { km: 5 }],
  ])('refuses a %s with 400 and a clear message, writing nothing', async (_label, distance) => {
    const finish = run(userId, exercise.id, distance);
    const response = await client.rpc('complete_workout_session', finish.call(finish.setId));
    expect(response.status).toBe(400);
    expect(response.error?.message).toBe('Distance must be a number of metres from 0 to 1000000 (1000 km)');
    const { count } = await serviceClient()
      .from('workout_logs')
      .select('id', { count: 'exact', head: true })
      .eq('id', finish.logId);
    expect(count).toBe(0);
  });

  it('imports a set that has only a distance, and refuses one out of range', async () => {
    const row = (no: number, distance: number) => ({
      row: no,
      started_at: '2025-05-06T06:30:00Z',
      workout_name: 'Imported run',
      duration_seconds: 1800,
      workout_notes: null,
      exercise_name: exercise.name,
      set_number: no,
      weight: null,
      reps: null,
      rpe: null,
      is_warmup: false,
      seconds: null,
      distance_m: distance,
      notes: null,
    });
    const bad = await client.rpc('import_workout_history', { p_rows: [row(1, 2_000_000)], p_commit: false });
    expect(bad.error).toBeNull();
    expect(bad.data).toMatchObject({ errors: [{ row: 1, message: 'Distance must be 0 to 1000 km' }] });

    const good = await client.rpc('import_workout_history', { p_rows: [row(1, 8000)], p_commit: true });
    expect(good.error).toBeNull();
    const { data } = await client
      .from('workout_log_sets')
      .select('distance_m, log:workout_logs!inner ( workout_name )')
      .eq('log.workout_name', 'Imported run');
    expect(data?.map((set: { distance_m: number | null }) => set.distance_m)).toEqual([8000]);
  });
});
