import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarQuery } from '@/features/scheduling/api/calendar-query';
import {
  BASE_STUDIO,
  cleanup,
  createService,
  freshClient,
  freshTrainer,
  setStudio,
  svc,
  type Person,
} from '../scheduling/support';

/**
 * Forgiving a late cancel from the staff booking sheet, on the embedded backend: the booking spent a
 * credit and the sheet's calendar read shows how it was paid; the late cancel forfeits it; only the
 * client's trainer may forgive, once, and the credit comes back with a `forgive` row.
 */

const PT = '00000000-0000-4000-8000-00000000d001'; // 1:1 PT (supabase/seeds/payments-demo.sql)

let taylor: Person;
let sam: Person;
let casey: Person;
let serviceId: string;

const ptBalance = async () => {
  const { data, error } = await taylor.client.rpc('credit_balances', { p_client_id: casey.id });
  if (error) throw error;
  return (data as Array<{ category_id: string | null; remaining: number }>).find((row) => row.category_id === PT)
    ?.remaining;
};

beforeAll(async () => {
  await setStudio({ ...BASE_STUDIO, min_notice_minutes: 0, cancel_window_minutes: 1440 });
  [taylor, sam] = await Promise.all([freshTrainer(), freshTrainer({ hours: false })]);
  casey = await freshClient(taylor.id);
  serviceId = await createService({ name: 'PT forgive', duration: 60, trainers: [taylor.id] });
  const linked = await svc().from('service_credit_categories').insert({ service_id: serviceId, category_id: PT });
  expect(linked.error).toBeNull();
  const added = await taylor.client.rpc('adjust_credits', {
    p_client_id: casey.id,
    p_category_id: PT,
    p_delta: 3,
    p_note: 'Starter credits',
  });
  expect(added.error).toBeNull();
});

afterAll(cleanup);

describe('forgiving a late cancel', () => {
  it("gives the forfeited credit back once, by the client's trainer only", async () => {
    const start = new Date(Date.now() + 3 * 3_600_000);
    start.setUTCMinutes(0, 0, 0);
    const booked = await taylor.client.rpc('book_appointment', {
      p_service_id: serviceId,
      p_trainer_id: taylor.id,
      p_client_id: casey.id,
      p_starts_at: start.toISOString(),
    });
    expect(booked.error).toBeNull();
    const booking = booked.data as { id: string; payment: string | null };
    expect(booking.payment).toBe('credit');
    expect(await ptBalance()).toBe(2);

    const cancelled = await taylor.client.rpc('cancel_booking', { p_booking_id: booking.id, p_reason: 'Ill' });
    expect(cancelled.data).toMatchObject({ status: 'late_cancelled', outcome: 'forfeit_credit' });
    expect(await ptBalance()).toBe(2);

    const other = await sam.client.rpc('forgive_booking', { p_booking_id: booking.id });
    expect(other.error).not.toBeNull();
    expect([403, 404]).toContain(other.status);

    const forgiven = await taylor.client.rpc('forgive_booking', { p_booking_id: booking.id, p_note: 'Was ill' });
    expect(forgiven.error).toBeNull();
    expect(forgiven.data).toMatchObject({ id: booking.id, status: 'late_cancelled' });
    expect((forgiven.data as { forgiven_at: string | null }).forgiven_at).not.toBeNull();
    expect(await ptBalance()).toBe(3);
    const again = await taylor.client.rpc('forgive_booking', { p_booking_id: booking.id });
    expect(again.status).toBe(409);
    expect(await ptBalance()).toBe(3);

    const rows = await taylor.client
      .from('credit_ledger')
      .select('reason, delta, note, actor_id')
      .eq('booking_id', booking.id)
      .order('id');
    expect(rows.data).toEqual([
      { reason: 'book', delta: -1, note: null, actor_id: taylor.id },
      { reason: 'late_cancel', delta: 0, note: null, actor_id: taylor.id },
      { reason: 'forgive', delta: 1, note: 'Was ill', actor_id: taylor.id },
    ]);
  });

  it("shows the sheet's calendar read how a booking was paid (the columns the sheet selects)", async () => {
    const start = new Date(Date.now() + 2 * 86_400_000);
    start.setUTCHours(10, 0, 0, 0);
    const booked = await taylor.client.rpc('book_appointment', {
      p_service_id: serviceId,
      p_trainer_id: taylor.id,
      p_client_id: casey.id,
      p_starts_at: start.toISOString(),
    });
    expect(booked.error).toBeNull();
    const from = new Date(start.getTime() - 3_600_000).toISOString();
    const to = new Date(start.getTime() + 3_600_000).toISOString();
    const { data, error } = await calendarQuery(taylor.client, taylor.id, from, to);
    expect(error).toBeNull();
    expect(data).toMatchObject([
      { bookings: [{ status: 'booked', payment: 'credit', outcome: null, forgiven_at: null }] },
    ]);
  });
});
