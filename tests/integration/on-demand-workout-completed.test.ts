import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, serviceClient, signedInClient } from './support/clients';

// A saved workout log marks the on-demand workout it came from completed, on the server
// (20261201600000_on_demand_workout_completed.sql): once, only for a client the offer is granted to,
// and only for the caller's own log. The other trainer's workout, so nothing but the offer lets the
// virtual client (Victor) read it.
const svc = serviceClient();
const created = { workouts: [] as string[], collections: [] as string[], logs: [] as string[] };

let victor: SupabaseClient;
let casey: SupabaseClient;
let exerciseId: string;

async function insert(table: string, row: Record<string, unknown>): Promise<string> {
  const id = randomUUID();
  const { error } = await svc.from(table).insert({ id, ...row });
  if (error) throw new Error(`arranging ${table}: ${error.message}`);
  return id;
}

/** A workout offered on demand in a published collection granted with `grant`. */
async function offeredWorkout(grant: Record<string, unknown>, published = true) {
  const workoutId = await insert('workouts', { name: 'Home strength', created_by: demo.otherTrainer.id });
  created.workouts.push(workoutId);
  await insert('workout_exercises', { workout_id: workoutId, exercise_id: exerciseId, order: 0, sets: 3 });
  const offerId = await insert('on_demand_workouts', { workout_id: workoutId, is_published: published });
  const collectionId = await insert('on_demand_collections', { kind: 'workouts', title: 'Home', is_published: true });
  created.collections.push(collectionId);
  await insert('on_demand_collection_items', { collection_id: collectionId, workout_id: offerId, position: 0 });
  await insert('on_demand_grants', { collection_id: collectionId, ...grant });
  return { workoutId, offerId };
}

/** Saves a log of `workoutId` as `db` (the logger's finish), one set. */
async function saveLog(db: SupabaseClient, userId: string, workoutId: string, logId: string = randomUUID()) {
  created.logs.push(logId);
  const log = {
    id: logId,
    user_id: userId,
    session_id: null,
    workout_id: workoutId,
    workout_name: 'Home strength',
    started_at: new Date(Date.now() - 1_800_000).toISOString(),
    completed_at: new Date().toISOString(),
    duration_seconds: 1800,
  };
  const sets = [{ id: randomUUID(), exercise_id: exerciseId, set_number: 1, reps: 8, weight: 20 }];
  return db.rpc('complete_workout_session', { p_log: log, p_sets: sets });
}

async function progressOf(clientId: string, offerId: string) {
  const { data, error } = await svc
    .from('on_demand_progress')
    .select('id, completed_at, opened_at')
    .eq('client_id', clientId)
    .eq('workout_id', offerId);
  expect(error).toBeNull();
  return data ?? [];
}

beforeAll(async () => {
  [victor, casey] = await Promise.all([signedInClient(demo.virtualClient.email), signedInClient(demo.client.email)]);
  const { data } = await svc.from('exercises').select('id').order('name').limit(1).single();
  exerciseId = (data as { id: string }).id;
});

afterAll(async () => {
  await svc.from('workout_logs').delete().in('id', created.logs);
  await svc.from('on_demand_collections').delete().in('id', created.collections);
  await svc.from('workouts').delete().in('id', created.workouts);
});

describe('a saved log of an on-demand workout', () => {
  it('marks the offer completed for the granted client, once: a second log keeps the first completion', async () => {
    const { workoutId, offerId } = await offeredWorkout({ audience: 'client_type', client_type: 'virtual' });
    const first = await saveLog(victor, demo.virtualClient.id, workoutId);
    expect(first.error).toBeNull();
    const [row] = await progressOf(demo.virtualClient.id, offerId);
    expect(row?.completed_at).toBeTruthy();

    // The same finish again (a retry) and a second workout of it change nothing.
    const logId = created.logs.at(-1);
    expect((await saveLog(victor, demo.virtualClient.id, workoutId, logId)).error).toBeNull();
    expect((await saveLog(victor, demo.virtualClient.id, workoutId)).error).toBeNull();
    const after = await progressOf(demo.virtualClient.id, offerId);
    expect(after).toHaveLength(1);
    expect(after[0]!.completed_at).toBe(row!.completed_at);

    // The client reads it on their screen, their trainer on the client's profile.
    const mine = await victor.from('on_demand_progress').select('completed_at').eq('workout_id', offerId);
    expect(mine.data?.[0]?.completed_at).toBe(row!.completed_at);
    const trainer = await signedInClient(demo.trainer.email);
    const seen = await trainer
      .from('on_demand_progress')
      .select('completed_at')
      .eq('client_id', demo.virtualClient.id)
      .eq('workout_id', offerId);
    expect(seen.data?.[0]?.completed_at).toBe(row!.completed_at);
  });

  it('completes a row the client had opened, keeping when it was first opened', async () => {
    const { workoutId, offerId } = await offeredWorkout({ audience: 'client', client_id: demo.client.id });
    const opened = await casey
      .from('on_demand_progress')
      .upsert(
        { client_id: demo.client.id, workout_id: offerId, resource_id: null },
        { onConflict: 'client_id,resource_id,workout_id' },
      );
    expect(opened.error).toBeNull();
    const [before] = await progressOf(demo.client.id, offerId);
    expect(before?.completed_at).toBeNull();
    expect((await saveLog(casey, demo.client.id, workoutId)).error).toBeNull();
    const [after] = await progressOf(demo.client.id, offerId);
    expect(after?.completed_at).toBeTruthy();
    expect(after?.opened_at).toBe(before!.opened_at);
  });

  it('marks nothing for a client without a grant, nor while the offer is a draft', async () => {
    const other = await offeredWorkout({ audience: 'client_type', client_type: 'virtual' });
    // Casey (in person) is not granted it and cannot read it; a log naming it still saves, marks nothing.
    expect((await saveLog(casey, demo.client.id, other.workoutId)).error).toBeNull();
    expect(await progressOf(demo.client.id, other.offerId)).toEqual([]);

    const draft = await offeredWorkout({ audience: 'everyone' }, false);
    expect((await saveLog(casey, demo.client.id, draft.workoutId)).error).toBeNull();
    expect(await progressOf(demo.client.id, draft.offerId)).toEqual([]);
  });

  it('marks nothing for a log written by the service role or by staff', async () => {
    const { workoutId, offerId } = await offeredWorkout({ audience: 'everyone' });
    const logId = randomUUID();
    created.logs.push(logId);
    const direct = await svc
      .from('workout_logs')
      .insert({ id: logId, user_id: demo.client.id, workout_id: workoutId, workout_name: 'Home strength' });
    expect(direct.error).toBeNull();
    expect(await progressOf(demo.client.id, offerId)).toEqual([]);

    const trainer = await signedInClient(demo.otherTrainer.email);
    expect((await saveLog(trainer, demo.otherTrainer.id, workoutId)).error).toBeNull();
    expect(await progressOf(demo.otherTrainer.id, offerId)).toEqual([]);
  });

  it('leaves the progress policies as they were: a client still cannot mark an offer they are not granted', async () => {
    const { offerId } = await offeredWorkout({ audience: 'client_type', client_type: 'virtual' });
    const refused = await casey
      .from('on_demand_progress')
      .insert({ client_id: demo.client.id, workout_id: offerId, completed_at: new Date().toISOString() });
    expect(refused.error).not.toBeNull();
    expect(await progressOf(demo.client.id, offerId)).toEqual([]);
  });
});
