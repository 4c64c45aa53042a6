import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, serviceClient, signedInClient } from './support/clients';

/**
 * Habits and body weight beyond the RLS matrix (tests/integration/rls/body-weight-and-habits.test.ts):
 * a tick sent many times at once counts once, a second weight the same day replaces the first (but
 * not with an older weigh-in from another device), and bad input is a 4xx.
 */
let casey: SupabaseClient;
let taylor: SupabaseClient;
const habitIds: string[] = [];

beforeAll(async () => {
  [casey, taylor] = await Promise.all([signedInClient(demo.client.email), signedInClient(demo.trainer.email)]);
});

afterAll(async () => {
  if (habitIds.length) await serviceClient().from('habits').delete().in('id', habitIds);
  await serviceClient()
    .from('body_weight_entries')
    .delete()
    .eq('client_id', demo.client.id)
    .lt('measured_on', '2021-01-01');
});

async function assignHabit(): Promise<string> {
  const id = randomUUID();
  habitIds.push(id);
  const { error } = await taylor
    .from('habits')
    .insert({ id, client_id: demo.client.id, title: 'Walk 8,000 steps', created_by: demo.trainer.id });
  expect(error).toBeNull();
  return id;
}

/** The app's send of a tick (src/features/habits/api/send-habit-tick.ts): insert, a duplicate is a no-op. */
const tick = (habitId: string, id: string, day: string) =>
  casey
    .from('habit_ticks')
    .upsert(
      { id, habit_id: habitId, client_id: demo.client.id, tick_date: day },
      { onConflict: 'habit_id,tick_date', ignoreDuplicates: true },
    );

describe('habit ticks', () => {
  it('counts a tick once when the same send arrives many times at once', async () => {
    const habitId = await assignHabit();
    const id = randomUUID();
    const results = await Promise.all(Array.from({ length: 6 }, () => tick(habitId, id, '2020-03-02')));
    expect(results.map((r) => r.error)).toEqual(Array(6).fill(null));
    const { data } = await serviceClient().from('habit_ticks').select('id').eq('habit_id', habitId);
    expect(data).toEqual([{ id }]);
  });

  it('counts one tick per habit per day when two devices tick the same day with their own ids', async () => {
    const habitId = await assignHabit();
    const results = await Promise.all([
      tick(habitId, randomUUID(), '2020-03-03'),
      tick(habitId, randomUUID(), '2020-03-03'),
      tick(habitId, randomUUID(), '2020-03-03'),
    ]);
    expect(results.map((r) => r.error)).toEqual([null, null, null]);
    const { data } = await serviceClient().from('habit_ticks').select('tick_date').eq('habit_id', habitId);
    expect(data).toEqual([{ tick_date: '2020-03-03' }]);
  });

  it('refuses a tick on a day too far ahead, and a weekly habit without its days', async () => {
    const habitId = await assignHabit();
    const future = await tick(habitId, randomUUID(), '2199-01-01');
    expect(future.error?.code).toBe('23514');
    expect(future.status).toBe(400);
    const weekly = await taylor
      .from('habits')
      .insert({ client_id: demo.client.id, title: 'Meal prep', frequency: 'weekly', created_by: demo.trainer.id });
    expect(weekly.error?.code).toBe('23514');
    const blank = await taylor
      .from('habits')
      .insert({ client_id: demo.client.id, title: '   ', created_by: demo.trainer.id });
    expect(blank.error?.code).toBe('23514');
  });
});

describe("the roster's habit read", () => {
  it("gives the trainer each active habit with only the ticks since the day asked, and none of another trainer's clients", async () => {
    const habitId = await assignHabit();
    await Promise.all(['2020-02-01', '2020-03-10', '2020-03-11'].map((day) => tick(habitId, randomUUID(), day)));
    // The shape of src/features/clients/api/list-habit-progress.ts.
    const { data, error } = await taylor
      .from('habits')
      .select('id, client_id, habit_ticks(tick_date)')
      .is('archived_at', null)
      .gte('habit_ticks.tick_date', '2020-03-01')
      .order('id');
    expect(error).toBeNull();
    const mine = (data ?? []).find((row) => row.id === habitId);
    expect(mine?.habit_ticks.map((t: { tick_date: string }) => t.tick_date).sort()).toEqual([
      '2020-03-10',
      '2020-03-11',
    ]);
    expect((data ?? []).every((row) => row.client_id !== demo.otherTrainersClient.id)).toBe(true);
  });
});

describe('body weight', () => {
  const save = (day: string, kg: number) =>
    casey
      .from('body_weight_entries')
      .upsert(
        { client_id: demo.client.id, measured_on: day, weight_kg: kg, created_by: demo.client.id },
        { onConflict: 'client_id,measured_on' },
      )
      .select('weight_kg')
      .single();

  it('keeps one weight per day: a second save the same day replaces the first', async () => {
    expect((await save('2020-05-01', 80.4)).data).toEqual({ weight_kg: 80.4 });
    expect((await save('2020-05-01', 80.1)).data).toEqual({ weight_kg: 80.1 });
    const { data } = await serviceClient()
      .from('body_weight_entries')
      .select('weight_kg')
      .eq('client_id', demo.client.id)
      .eq('measured_on', '2020-05-01');
    expect(data).toEqual([{ weight_kg: 80.1 }]);
  });

  it('keeps the weigh-in weighed last when an older one from another device arrives after it', async () => {
    const weigh = (kg: number, weighedAt: string | null) =>
      casey
        .from('body_weight_entries')
        .upsert(
          {
            client_id: demo.client.id,
            measured_on: '2020-05-03',
            weight_kg: kg,
            created_by: demo.client.id,
            weighed_at: weighedAt,
          },
          { onConflict: 'client_id,measured_on' },
        )
        .select('weight_kg, weighed_at')
        .single();
    // The phone weighed at 07:00 (queued offline); the tablet at 08:00, sent at once.
    expect((await weigh(80.9, '2020-05-03T08:00:00Z')).data?.weight_kg).toBe(80.9);
    // The phone's older weigh-in arrives later: the stored one stays.
    const late = await weigh(81.4, '2020-05-03T07:00:00Z');
    expect(late.error).toBeNull();
    expect(late.data?.weight_kg).toBe(80.9);
    expect(Date.parse(late.data?.weighed_at ?? '')).toBe(Date.parse('2020-05-03T08:00:00Z'));
    // A later one replaces it; one written without a time always applies.
    expect((await weigh(80.7, '2020-05-03T09:00:00Z')).data?.weight_kg).toBe(80.7);
    expect((await weigh(80.5, null)).data?.weight_kg).toBe(80.5);
  });

  it('refuses a weigh-in time more than a day ahead of the server, with a 400', async () => {
    const ahead = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const { status, error } = await casey.from('body_weight_entries').upsert(
      {
        client_id: demo.client.id,
        measured_on: '2020-05-04',
        weight_kg: 80,
        created_by: demo.client.id,
        weighed_at: ahead,
      },
      { onConflict: 'client_id,measured_on' },
    );
    expect(error?.code).toBe('23514');
    expect(status).toBe(400);
  });

  it('refuses an implausible weight with a 400', async () => {
    const low = await save('2020-05-02', 5);
    expect(low.error?.code).toBe('23514');
    expect(low.status).toBe(400);
    const huge = await save('2020-05-02', 1e9);
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
  });
});
