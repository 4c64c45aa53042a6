import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BASE_STUDIO,
  cleanup,
  createService,
  daysAhead,
  freshClients,
  freshTrainer,
  iso,
  rpc,
  setStudio,
  svc,
  type Booking,
  type Person,
} from './support';

/**
 * No double booking, even by 50 people at once (issue 27, "Concurrency"): every request goes
 * through the Data API at the same moment with its own signed-in user. The same checks run on
 * PostgreSQL 15 with 50 connections in `npm run test:pg` (scripts/pg-parity/scheduling.ts).
 */

let trainer: Person;
let clients: Person[];

beforeAll(async () => {
  await setStudio(BASE_STUDIO);
  trainer = await freshTrainer();
  clients = await freshClients(50, trainer.id);
}, 120_000);

afterAll(cleanup, 120_000);

function tally(answers: { status: number; error: { message: string } | null }[]) {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const key = answer.error ? `${answer.status} ${answer.error.message}` : `${answer.status} ok`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe('one trainer slot', () => {
  it('50 concurrent bookings give exactly 1 booking and 49 clear conflicts', async () => {
    const service = await createService({ duration: 60, bufferAfter: 15, trainers: [trainer.id] });
    const answers = await Promise.all(
      clients.map((c) =>
        rpc<Booking>(c.client, 'book_appointment', {
          p_service_id: service,
          p_trainer_id: trainer.id,
          p_starts_at: iso(daysAhead(20, 10)),
        }),
      ),
    );
    expect(tally(answers)).toEqual({ '200 ok': 1, '409 That time was just taken': 49 });
    const { count } = await svc()
      .from('bookings')
      .select('id', { count: 'exact', head: true })
      .eq('service_id', service)
      .eq('status', 'booked');
    expect(count).toBe(1);
  });
});

describe('one client', () => {
  it('50 concurrent bookings of two trainers at the same time give exactly 1 booking', async () => {
    const second = await freshTrainer();
    const service = await createService({ duration: 60, trainers: [trainer.id, second.id] });
    const client = clients[0]!;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        rpc<Booking>(client.client, 'book_appointment', {
          p_service_id: service,
          p_trainer_id: index % 2 === 0 ? trainer.id : second.id,
          p_starts_at: iso(daysAhead(21, 10)),
        }),
      ),
    );
    const counts = tally(answers);
    expect(counts['200 ok']).toBe(1);
    // The same trainer twice is "taken"; the other trainer meets the client's own booking.
    expect(
      (counts['409 That time was just taken'] ?? 0) + (counts['409 You already have a booking at that time'] ?? 0),
    ).toBe(49);
    expect(counts['409 You already have a booking at that time']).toBeGreaterThan(0);
  });
});

describe('a class', () => {
  it('capacity 5 with 30 concurrent bookings: exactly 5 booked, 25 on the waitlist', async () => {
    const service = await createService({ name: 'Class of 5', duration: 45, capacity: 5, trainers: [trainer.id] });
    const session = await rpc<{ id: string }>(trainer.client, 'schedule_class', {
      p_service_id: service,
      p_trainer_id: trainer.id,
      p_starts_at: iso(daysAhead(22, 18)),
    });
    expect(session.error).toBeNull();
    const sessionId = session.data!.id;
    const answers = await Promise.all(
      clients.slice(0, 30).map(async (c) => {
        const booked = await rpc<Booking>(c.client, 'book_class', { p_session_id: sessionId });
        if (booked.status === 409 && booked.error?.message === 'This class is full') {
          const waiting = await rpc<{ waitlist_position: number }[]>(c.client, 'join_waitlist', {
            p_session_id: sessionId,
          });
          return waiting.error ? 'refused' : 'waitlisted';
        }
        return booked.error ? `error ${booked.status} ${booked.error.message}` : 'booked';
      }),
    );
    const counts: Record<string, number> = {};
    for (const answer of answers) counts[answer] = (counts[answer] ?? 0) + 1;
    expect(counts.booked).toBe(5);
    expect((counts.waitlisted ?? 0) + (counts.refused ?? 0)).toBe(25);
    const { data } = await svc().from('service_sessions').select('seats_taken').eq('id', sessionId).single();
    expect(data).toEqual({ seats_taken: 5 });
    const { count } = await svc()
      .from('bookings')
      .select('id', { count: 'exact', head: true })
      .eq('session_id', sessionId)
      .eq('status', 'booked');
    expect(count).toBe(5);
    // A client sees the seats, not who holds them.
    const seen = await clients[29]!.client.from('service_sessions').select('capacity, seats_taken').eq('id', sessionId);
    expect(seen.data).toEqual([{ capacity: 5, seats_taken: 5 }]);
    const names = await clients[29]!.client.from('bookings').select('client_id').eq('session_id', sessionId);
    expect((names.data ?? []).every((b: { client_id: string }) => b.client_id === clients[29]!.id)).toBe(true);
  });
});

describe('the waitlist', () => {
  async function fullClassWithWaitlist(startsAt: Date, waiting: number) {
    const service = await createService({ duration: 60, capacity: 2, trainers: [trainer.id] });
    const session = await rpc<{ id: string }>(trainer.client, 'schedule_class', {
      p_service_id: service,
      p_trainer_id: trainer.id,
      p_starts_at: iso(startsAt),
      p_override: true,
    });
    const id = session.data!.id;
    const [a, b, ...rest] = clients.slice(30, 32 + waiting);
    const seats = await Promise.all([a!, b!].map((c) => rpc<Booking>(c.client, 'book_class', { p_session_id: id })));
    for (const c of rest) {
      const joined = await rpc(c.client, 'join_waitlist', { p_session_id: id });
      expect(joined.error).toBeNull();
    }
    return { id, seats: seats.map((s) => s.data!), holders: [a!, b!], waiting: rest };
  }

  it('promotes the first waiting client exactly once when cancels race, and tells them', async () => {
    const { id, seats, holders, waiting } = await fullClassWithWaitlist(daysAhead(23, 18), 1);
    const first = waiting[0]!;
    // The same place cancelled twice at once (client and trainer), and the other place too.
    const answers = await Promise.all([
      rpc<Booking>(holders[0]!.client, 'cancel_booking', { p_booking_id: seats[0]!.id }),
      rpc<Booking>(trainer.client, 'cancel_booking', { p_booking_id: seats[0]!.id }),
      rpc<Booking>(holders[1]!.client, 'cancel_booking', { p_booking_id: seats[1]!.id }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 409]);
    const { data: promoted } = await svc()
      .from('bookings')
      .select('id, status')
      .eq('session_id', id)
      .eq('client_id', first.id);
    expect(promoted).toEqual([{ id: expect.any(String), status: 'booked' }]);
    const { data: entries } = await svc().from('waitlist_entries').select('status').eq('session_id', id);
    expect(entries).toEqual([{ status: 'promoted' }]);
    const { data: session } = await svc().from('service_sessions').select('seats_taken').eq('id', id).single();
    expect(session).toEqual({ seats_taken: 1 });
    const { data: told } = await svc().from('messages').select('body').eq('recipient_id', first.id);
    expect(told).toHaveLength(1);
    expect(told![0]!.body).toMatch(/^A place opened in Test session on .+ and you are booked in/);
  });

  it('promotes nobody after the cancellation deadline', async () => {
    // Starts in 3 hours: inside the 24-hour window.
    const { id, seats, holders, waiting } = await fullClassWithWaitlist(new Date(Date.now() + 3 * 3600_000), 1);
    const cancelled = await rpc<Booking>(holders[0]!.client, 'cancel_booking', { p_booking_id: seats[0]!.id });
    expect(cancelled.data?.status).toBe('late_cancelled');
    const { data: entries } = await svc().from('waitlist_entries').select('status').eq('session_id', id);
    expect(entries).toEqual([{ status: 'waiting' }]);
    const { count } = await svc()
      .from('bookings')
      .select('id', { count: 'exact', head: true })
      .eq('session_id', id)
      .eq('client_id', waiting[0]!.id);
    expect(count).toBe(0);
  });
});
