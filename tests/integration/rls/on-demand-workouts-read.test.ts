import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demo, serviceClient, signedInClient, uniqueEmail } from '../support/clients';

// A library workout offered on demand is readable, with its exercises, by the clients the offer is
// granted to (20261130100000_on_demand_workouts_readable.sql: private.can_read_workout asks
// private.can_see_on_demand of the on_demand_workouts row), so "Start" opens it in the logger. Not
// by a client of another type, not while the offer or its collection is a draft, not after the
// plan that granted it ends. The workout belongs to the other trainer, so no other rule lets the
// virtual client (the first trainer's) read it.
const svc = serviceClient();
const PT_CATEGORY = '00000000-0000-4000-8000-00000000d001';

const created = { users: [] as string[], workouts: [] as string[], collections: [] as string[], plans: [] as string[] };
const orders: string[] = [];

let victor: SupabaseClient;
let casey: SupabaseClient;

async function insert(table: string, row: Record<string, unknown>): Promise<{ id: string }> {
  const withId = { id: randomUUID(), ...row };
  const { error } = await svc.from(table).insert(withId);
  if (error) throw new Error(`arranging ${table}: ${error.message}`);
  return { id: withId.id as string };
}

/** The other trainer's workout with one exercise, offered on demand in a collection with `grant`. */
async function offeredWorkout(grant: Record<string, unknown>) {
  const workout = await insert('workouts', { name: 'Home strength', created_by: demo.otherTrainer.id });
  created.workouts.push(workout.id);
  const { data: exercise } = await svc.from('exercises').select('id').limit(1).single();
  await insert('workout_exercises', { workout_id: workout.id, exercise_id: exercise!.id, order: 0, sets: 3 });
  const offer = await insert('on_demand_workouts', { workout_id: workout.id, is_published: true });
  const collection = await insert('on_demand_collections', { kind: 'workouts', title: 'Home', is_published: true });
  created.collections.push(collection.id);
  await insert('on_demand_collection_items', { collection_id: collection.id, workout_id: offer.id, position: 0 });
  await insert('on_demand_grants', { collection_id: collection.id, ...grant });
  return { workoutId: workout.id, offerId: offer.id, collectionId: collection.id };
}

/** What the logger reads: the workout and its exercises. */
async function reads(db: SupabaseClient, workoutId: string): Promise<{ workout: boolean; exercises: number }> {
  const workout = await db.from('workouts').select('id').eq('id', workoutId);
  const exercises = await db.from('workout_exercises').select('id').eq('workout_id', workoutId);
  expect(workout.error).toBeNull();
  expect(exercises.error).toBeNull();
  return { workout: (workout.data ?? []).length === 1, exercises: (exercises.data ?? []).length };
}

beforeAll(async () => {
  [victor, casey] = await Promise.all([signedInClient(demo.virtualClient.email), signedInClient(demo.client.email)]);
});

afterAll(async () => {
  await svc.from('on_demand_collections').delete().in('id', created.collections);
  await svc.from('workouts').delete().in('id', created.workouts);
  await svc.from('orders').delete().in('id', orders);
  await svc.from('membership_plans').delete().in('id', created.plans);
  for (const id of created.users) await svc.auth.admin.deleteUser(id);
});

describe('a workout offered on demand', () => {
  it('is read with its exercises by a client of the granted type, not by a client of another type', async () => {
    const { workoutId } = await offeredWorkout({ audience: 'client_type', client_type: 'virtual' });
    expect(await reads(victor, workoutId)).toEqual({ workout: true, exercises: 1 });
    expect(await reads(casey, workoutId)).toEqual({ workout: false, exercises: 0 });
  });

  it('is not read while the offer or its collection is a draft', async () => {
    const { workoutId, offerId, collectionId } = await offeredWorkout({ audience: 'everyone' });
    expect((await reads(casey, workoutId)).workout).toBe(true);
    await svc.from('on_demand_workouts').update({ is_published: false }).eq('id', offerId);
    expect(await reads(casey, workoutId)).toEqual({ workout: false, exercises: 0 });
    await svc.from('on_demand_workouts').update({ is_published: true }).eq('id', offerId);
    await svc.from('on_demand_collections').update({ is_published: false }).eq('id', collectionId);
    expect(await reads(casey, workoutId)).toEqual({ workout: false, exercises: 0 });
  });

  it('is read while the plan that grants it lasts, not after it ends; never edited by the client', async () => {
    const email = uniqueEmail('od-workout');
    const { data } = await svc.auth.admin.createUser({ email, password: DEMO_PASSWORD, email_confirm: true });
    const holderId = data.user!.id;
    created.users.push(holderId);
    const holder = await signedInClient(email);
    const plan = await insert('membership_plans', {
      name: `On-demand workouts ${randomUUID()}`,
      category_id: PT_CATEGORY,
      price_minor: 1000,
    });
    created.plans.push(plan.id);
    const { workoutId } = await offeredWorkout({ audience: 'membership_plan', plan_id: plan.id });
    expect((await reads(holder, workoutId)).workout).toBe(false);
    const order = await insert('orders', {
      client_id: holderId,
      kind: 'membership',
      plan_id: plan.id,
      description: 'Plan',
      list_price_minor: 1000,
      amount_minor: 1000,
      currency: 'GBP',
      status: 'paid',
    });
    orders.push(order.id);
    const membership = await insert('memberships', {
      client_id: holderId,
      plan_id: plan.id,
      order_id: order.id,
      description: 'Plan',
      price_minor: 1000,
      currency: 'GBP',
      billing_interval: 'month',
      current_period_start: new Date(Date.now() - 86_400_000).toISOString(),
      current_period_end: new Date(Date.now() + 29 * 86_400_000).toISOString(),
    });
    expect(await reads(holder, workoutId)).toEqual({ workout: true, exercises: 1 });
    // Reading is all the grant gives: the workout stays its author's to edit.
    const edit = await holder.from('workouts').update({ name: 'Mine now' }).eq('id', workoutId).select('id');
    expect(edit.data ?? []).toEqual([]);

    await svc
      .from('memberships')
      .update({ status: 'ended', ended_at: new Date().toISOString() })
      .eq('id', membership.id);
    expect(await reads(holder, workoutId)).toEqual({ workout: false, exercises: 0 });
  });
});
