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
  svc,
  type Booking,
  type Person,
} from '../scheduling/support';
import { buyPack, cleanupPayments, createCategory, createPack, ledgerOf, priceService } from './support';

/**
 * A paid class's waitlist (docs/payments.md, "Booking spends credits"): joining needs what booking
 * needs, and a promotion spends the promoted client's credit or passes them over; it never books a
 * place unpaid.
 */

let trainer: Person;
let service: string;
let pack: string;

type PaidBooking = Booking & { client_id: string; payment: string | null; credit_lot_id: string | null };

beforeAll(async () => {
  await setStudio({ ...BASE_STUDIO, min_notice_minutes: 0, cancel_window_minutes: 60 });
  trainer = await freshTrainer();
  const category = await createCategory();
  service = await createService({ name: 'Paid class', duration: 60, capacity: 1 + 1, trainers: [trainer.id] });
  await priceService(service, category, 1500);
  pack = await createPack(category, 1, 1500);
}, 120_000);

afterAll(async () => {
  await cleanup();
  await cleanupPayments();
}, 120_000);

async function withCredit(): Promise<Person> {
  const person = await freshClient(trainer.id);
  await buyPack(person.client, pack);
  return person;
}

async function fullClass(day: number) {
  const session = await rpc<{ id: string }>(trainer.client, 'schedule_class', {
    p_service_id: service,
    p_trainer_id: trainer.id,
    p_starts_at: iso(daysAhead(day, 18)),
    p_override: true,
  });
  const id = session.data!.id;
  const holders = [await withCredit(), await withCredit()];
  const seats: PaidBooking[] = [];
  for (const h of holders) seats.push((await rpc<PaidBooking>(h.client, 'book_class', { p_session_id: id })).data!);
  expect(seats.map((s) => s.payment)).toEqual(['credit', 'credit']);
  return { id, seats, holders };
}

const join = (person: Person, sessionId: string) => rpc(person.client, 'join_waitlist', { p_session_id: sessionId });

describe('the waitlist of a paid class', () => {
  it('refuses a client with nothing to pay with, and takes one with a credit', async () => {
    const { id } = await fullClass(5);
    const broke = await freshClient(trainer.id);
    const refused = await join(broke, id);
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe('You need a credit for this class to join its waitlist');
    const added = await rpc(trainer.client, 'join_waitlist', { p_session_id: id, p_client_id: broke.id });
    expect(added.status).toBe(400);
    expect(added.error?.message).toMatch(/has no credit for this class to join its waitlist$/);
    expect((await join(await withCredit(), id)).error).toBeNull();
  });

  it("promotes with the promoted client's credit, and passes over one whose credit is gone", async () => {
    const { id, seats, holders } = await fullClass(6);
    const spent = await withCredit();
    const next = await withCredit();
    expect((await join(spent, id)).error).toBeNull();
    expect((await join(next, id)).error).toBeNull();
    // The first in line spends their only credit on another class before a place opens.
    const other = await rpc<{ id: string }>(trainer.client, 'schedule_class', {
      p_service_id: service,
      p_trainer_id: trainer.id,
      p_starts_at: iso(daysAhead(7, 18)),
      p_override: true,
    });
    const elsewhere = await rpc<PaidBooking>(spent.client, 'book_class', { p_session_id: other.data!.id });
    expect(elsewhere.data?.payment).toBe('credit');
    const cancelled = await rpc(holders[0]!.client, 'cancel_booking', { p_booking_id: seats[0]!.id });
    expect(cancelled.error).toBeNull();

    const { data: places } = await svc()
      .from('bookings')
      .select('client_id, payment, status')
      .eq('session_id', id)
      .eq('status', 'booked');
    const byClient = new Map(
      (places ?? []).map((p: { client_id: string; payment: string }) => [p.client_id, p.payment]),
    );
    expect(byClient.get(next.id)).toBe('credit');
    expect(byClient.has(spent.id)).toBe(false);
    expect([...byClient.values()].includes('unpaid')).toBe(false);
    expect((await ledgerOf(next.id)).map((row) => row.reason)).toContain('book');
    const { data: line } = await svc().from('waitlist_entries').select('client_id, status').eq('session_id', id);
    expect(line).toEqual(
      expect.arrayContaining([
        { client_id: spent.id, status: 'waiting' },
        { client_id: next.id, status: 'promoted' },
      ]),
    );
  });
});
