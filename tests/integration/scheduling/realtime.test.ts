import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BASE_STUDIO,
  cleanup,
  createService,
  daysAhead,
  freshClient,
  freshTrainer,
  iso,
  rpc,
  setStudio,
  type Booking,
  type Person,
} from './support';

/**
 * Live calendars (issue 27): bookings, sessions and waitlist places are in the supabase_realtime
 * publication (20261127230000_calendar_feeds.sql), and the local Realtime server sends a change only
 * to subscribers whose own token may read the row. A booking made by a client through the RPC
 * reaches the trainer's open calendar and the client's phone, and never an unrelated client.
 */

interface Heard {
  table: string;
  type: string;
  record: Record<string, unknown>;
}

let trainer: Person;
let client: Person;
let stranger: Person;
let service: string;
const channels: { supabase: SupabaseClient; channel: RealtimeChannel }[] = [];

beforeAll(async () => {
  await setStudio(BASE_STUDIO);
  trainer = await freshTrainer();
  const otherTrainer = await freshTrainer();
  client = await freshClient(trainer.id);
  stranger = await freshClient(otherTrainer.id);
  service = await createService({ name: 'Live PT', duration: 60, trainers: [trainer.id] });
});

afterAll(async () => {
  await Promise.all(channels.map(({ supabase, channel }) => supabase.removeChannel(channel)));
  await cleanup();
});

/** Subscribes as `person` to every scheduling table, the way useSchedulingRealtime does. */
async function listen(person: Person, name: string): Promise<Heard[]> {
  const heard: Heard[] = [];
  const { data } = await person.client.auth.getSession();
  person.client.realtime.setAuth(data.session?.access_token ?? null);
  let channel = person.client.channel(`${name}-${Math.random()}`);
  for (const table of ['bookings', 'service_sessions', 'waitlist_entries']) {
    channel = channel.on('postgres_changes', { event: '*', schema: 'public', table }, (payload) => {
      heard.push({ table: payload.table, type: payload.eventType, record: payload.new as Record<string, unknown> });
    });
  }
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
    });
  });
  channels.push({ supabase: person.client, channel });
  return heard;
}

async function waitFor(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting for a change');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('scheduling realtime', () => {
  it("sends a client's booking and its cancel to the trainer and the client, not to an unrelated client", async () => {
    const [trainerHeard, clientHeard, strangerHeard] = await Promise.all([
      listen(trainer, 'trainer'),
      listen(client, 'client'),
      listen(stranger, 'stranger'),
    ]);

    const booked = await rpc<Booking>(client.client, 'book_appointment', {
      p_service_id: service,
      p_trainer_id: trainer.id,
      p_starts_at: iso(daysAhead(2, 9)),
    });
    expect(booked.error).toBeNull();
    const id = booked.data!.id;
    const bookingInsert = (heard: Heard[]) =>
      heard.some((h) => h.table === 'bookings' && h.type === 'INSERT' && h.record.id === id);
    await waitFor(() => bookingInsert(trainerHeard) && bookingInsert(clientHeard));
    expect(trainerHeard.some((h) => h.table === 'service_sessions' && h.record.id === booked.data!.session_id)).toBe(
      true,
    );

    const cancelled = await rpc<Booking>(client.client, 'cancel_booking', { p_booking_id: id, p_reason: 'Ill' });
    expect(cancelled.error).toBeNull();
    await waitFor(() =>
      trainerHeard.some((h) => h.table === 'bookings' && h.type === 'UPDATE' && h.record.status === 'cancelled'),
    );

    // Everything above was delivered to the others; give the stranger's socket the same time again.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(strangerHeard).toEqual([]);
  });
});
