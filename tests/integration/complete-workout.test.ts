import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, demo, serviceClient, signedInClient } from './support/clients';

const FULL_BODY_A = '00000000-0000-4000-8000-000000000101';

async function exerciseIds(count: number): Promise<string[]> {
  const { data } = await serviceClient().from('exercises').select('id').order('name').limit(count);
  return (data ?? []).map((row: { id: string }) => row.id);
}

function finish(sessionId: string | null, exercises: string[]) {
  const log = {
    id: randomUUID(),
    user_id: demo.client.id as string,
    session_id: sessionId,
    workout_id: FULL_BODY_A,
    workout_name: 'Full Body A',
    started_at: new Date(Date.now() - 3_600_000).toISOString(),
    completed_at: new Date().toISOString(),
    duration_seconds: 3600,
  };
  const sets = exercises.flatMap((exerciseId) =>
    [1, 2, 3].map((setNumber) => ({
      id: randomUUID(),
      exercise_id: exerciseId,
      set_number: setNumber,
      reps: 5,
      weight: 100,
      rpe: 8,
    })),
  );
  return { log, sets };
}

describe('complete_workout_session: one idempotent save', () => {
  let client: SupabaseClient;
  let exercises: string[];

  beforeAll(async () => {
    client = await signedInClient(demo.client.email);
    exercises = await exerciseIds(2);
  });

  it('saves the log and every set once, computes volume, and completes the session', async () => {
    const { data: session } = await client
      .from('workout_sessions')
      .insert({ user_id: demo.client.id, workout_id: FULL_BODY_A, workout_name: 'Full Body A' })
      .select('id')
      .single();
    const payload = finish(session!.id, exercises);

    const first = await client.rpc('complete_workout_session', { p_log: payload.log, p_sets: payload.sets });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ id: payload.log.id, user_id: demo.client.id, total_volume: 3000 });

    // The same finish again (a retry after a lost response) changes nothing.
    const retry = await client.rpc('complete_workout_session', { p_log: payload.log, p_sets: payload.sets });
    expect(retry.error).toBeNull();

    const { count: logs } = await serviceClient()
      .from('workout_logs')
      .select('id', { count: 'exact', head: true })
      .eq('id', payload.log.id);
    const { count: sets } = await serviceClient()
      .from('workout_log_sets')
      .select('id', { count: 'exact', head: true })
      .eq('log_id', payload.log.id);
    expect(logs).toBe(1);
    expect(sets).toBe(6);

    const { data: after } = await client.from('workout_sessions').select('status').eq('id', session!.id).single();
    expect(after?.status).toBe('completed');
    const { data: active } = await client
      .from('workout_sessions')
      .select('id')
      .eq('user_id', demo.client.id)
      .eq('status', 'active');
    expect(active?.map((row: { id: string }) => row.id)).not.toContain(session!.id);
  });

  it('adds sets sent by a later retry that carries more of them, without duplicating earlier ones', async () => {
    const payload = finish(null, exercises);
    await client.rpc('complete_workout_session', { p_log: payload.log, p_sets: payload.sets.slice(0, 2) });
    await client.rpc('complete_workout_session', { p_log: payload.log, p_sets: payload.sets });
    const { count } = await serviceClient()
      .from('workout_log_sets')
      .select('id', { count: 'exact', head: true })
      .eq('log_id', payload.log.id);
    expect(count).toBe(6);
  });

  it('refuses anonymous callers and another user reusing someone else’s log id', async () => {
    const payload = finish(null, exercises);
    const anonymous = await anonClient().rpc('complete_workout_session', { p_log: payload.log, p_sets: payload.sets });
    expect(anonymous.error).not.toBeNull();

    await client.rpc('complete_workout_session', { p_log: payload.log, p_sets: payload.sets });
    const intruder = await signedInClient(demo.virtualClient.email);
    const hijack = await intruder.rpc('complete_workout_session', {
      p_log: payload.log,
      p_sets: [{ ...payload.sets[0], id: randomUUID() }],
    });
    expect(hijack.error?.code).toBe('42501');
    const { count } = await serviceClient()
      .from('workout_log_sets')
      .select('id', { count: 'exact', head: true })
      .eq('log_id', payload.log.id);
    expect(count).toBe(6);
  });

  it('rejects a malformed payload with a clear error', async () => {
    const { error } = await client.rpc('complete_workout_session', {
      p_log: { workout_name: 'x', user_id: demo.client.id },
      p_sets: [],
    });
    expect(error?.message).toMatch(/needs an id/);
    const ownerless = await client.rpc('complete_workout_session', { p_log: { id: randomUUID() }, p_sets: [] });
    expect(ownerless.error?.message).toMatch(/owner/);
    const bad = await client.rpc('complete_workout_session', {
      p_log: { id: randomUUID(), user_id: demo.client.id },
      p_sets: { not: 'an array' },
    });
    expect(bad.error?.message).toMatch(/array/);
  });
});

describe('resuming a session on a second device', () => {
  it('reads back exactly the state the first device saved, and detects a stale write', async () => {
    const phone = await signedInClient(demo.client.email);
    const tablet = await signedInClient(demo.client.email);
    const state = {
      exercises: [{ exerciseId: 'x', sets: [{ id: randomUUID(), reps: 8, weight: 60, completed: true }] }],
      currentExercise: 0,
    };
    const { data: created } = await phone
      .from('workout_sessions')
      .insert({ user_id: demo.client.id, workout_id: FULL_BODY_A, workout_name: 'Full Body A', state, revision: 1 })
      .select('id, revision')
      .single();

    const { data: resumed } = await tablet
      .from('workout_sessions')
      .select('id, state, revision, workouts(name)')
      .eq('user_id', demo.client.id)
      .eq('status', 'active')
      .order('started_at', { ascending: false })
      .limit(1)
      .single();
    expect(resumed?.id).toBe(created!.id);
    expect(resumed?.state).toEqual(state);

    // The tablet writes revision 2; the phone's write based on revision 1 then matches no row.
    const tabletWrite = await tablet
      .from('workout_sessions')
      .update({ state: { ...state, currentExercise: 1 }, revision: 2 })
      .eq('id', created!.id)
      .eq('revision', 1)
      .select('id');
    expect(tabletWrite.data).toHaveLength(1);
    const staleWrite = await phone
      .from('workout_sessions')
      .update({ state, revision: 2 })
      .eq('id', created!.id)
      .eq('revision', 1)
      .select('id');
    expect(staleWrite.data).toHaveLength(0);

    await phone.from('workout_sessions').delete().eq('id', created!.id);
  });
});
