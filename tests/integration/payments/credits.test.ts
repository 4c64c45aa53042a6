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
import {
  buyPack,
  cleanupPayments,
  createCategory,
  createPack,
  expectLedgerInvariant,
  ledgerOf,
  lotsOf,
  priceService,
  remainingOf,
} from './support';

/**
 * Booking spends credits (issue 28, "Booking spends a credit … in the same transaction as the
 * booking"): the measure's arithmetic (10, book 9, late cancel 8, forgive 9), in-time cancels, fees,
 * staff overrides, and the ledger invariant over a randomised history.
 */

let trainer: Person;
let category: string;
let service: string;
let pack: string;

type PaidBooking = Booking & { payment: string | null; credit_lot_id: string | null; fee_order_id: string | null };

beforeAll(async () => {
  await setStudio({ ...BASE_STUDIO, min_notice_minutes: 0, cancel_window_minutes: 1440 });
  trainer = await freshTrainer();
  category = await createCategory();
  service = await createService({ duration: 60, trainers: [trainer.id] });
  await priceService(service, category, 4500);
  pack = await createPack(category, 10, 40000);
}, 120_000);

afterAll(async () => {
  await cleanup();
  await cleanupPayments();
}, 120_000);

function book(person: Person, at: Date, asClient = person) {
  return rpc<PaidBooking>(asClient.client, 'book_appointment', {
    p_service_id: service,
    p_trainer_id: trainer.id,
    p_starts_at: iso(at),
    p_client_id: person.id,
  });
}

describe('a client with no credit', () => {
  it('cannot book a paid service; a free service books as before', async () => {
    const client = await freshClient(trainer.id);
    const refused = await book(client, daysAhead(5, 9));
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe('You have no credit for this service');

    const free = await createService({ duration: 30, trainers: [trainer.id] });
    const booked = await rpc<PaidBooking>(client.client, 'book_appointment', {
      p_service_id: free,
      p_trainer_id: trainer.id,
      p_starts_at: iso(daysAhead(5, 12)),
    });
    expect(booked.error).toBeNull();
    expect(booked.data?.payment).toBeNull();
  });

  it('staff are told the client has no credit, and may book it unpaid with an override (recorded)', async () => {
    const client = await freshClient(trainer.id);
    const refused = await rpc<PaidBooking>(trainer.client, 'book_appointment', {
      p_service_id: service,
      p_trainer_id: trainer.id,
      p_starts_at: iso(daysAhead(6, 9)),
      p_client_id: client.id,
    });
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe('Client has no credit for this service');

    const overridden = await rpc<PaidBooking>(trainer.client, 'book_appointment', {
      p_service_id: service,
      p_trainer_id: trainer.id,
      p_starts_at: iso(daysAhead(6, 9)),
      p_client_id: client.id,
      p_override: true,
    });
    expect(overridden.error).toBeNull();
    expect(overridden.data).toMatchObject({ payment: 'unpaid', overridden: true, overridden_by: trainer.id });
    expect(overridden.data?.overridden_rules).toContain('credit');
  });
});

describe('the measure: 10 credits, book, late cancel, forgive', () => {
  it('spends, forfeits and gives back exactly one credit each time, with a ledger row for each', async () => {
    const client = await freshClient(trainer.id);
    await buyPack(client.client, pack);
    expect(await remainingOf(client.id)).toBe(10);

    // Book and attend: 9 left.
    const attended = await book(client, daysAhead(3, 9));
    expect(attended.data).toMatchObject({ payment: 'credit' });
    expect(await remainingOf(client.id)).toBe(9);

    // Book tomorrow-ish (inside the 24-hour window) and cancel late: the credit is forfeited, 8 left.
    const soon = new Date(Date.now() + 3 * 3_600_000);
    soon.setUTCMinutes(0, 0, 0);
    const late = await book(client, soon);
    expect(late.error).toBeNull();
    expect(await remainingOf(client.id)).toBe(8);
    const cancelled = await rpc<PaidBooking>(client.client, 'cancel_booking', { p_booking_id: late.data!.id });
    expect(cancelled.data).toMatchObject({ status: 'late_cancelled', outcome: 'forfeit_credit' });
    expect(await remainingOf(client.id)).toBe(8);

    // The client cannot forgive themself; their trainer can, once: 9 left.
    const selfForgive = await rpc(client.client, 'forgive_booking', { p_booking_id: late.data!.id });
    expect(selfForgive.status).toBe(403);
    const forgiven = await rpc<PaidBooking>(trainer.client, 'forgive_booking', {
      p_booking_id: late.data!.id,
      p_note: 'Flat tyre',
    });
    expect(forgiven.error).toBeNull();
    expect(await remainingOf(client.id)).toBe(9);
    const again = await rpc(trainer.client, 'forgive_booking', { p_booking_id: late.data!.id });
    expect(again.status).toBe(409);
    expect(await remainingOf(client.id)).toBe(9);

    const reasons = (await ledgerOf(client.id)).map((row) => `${row.reason} ${row.delta}`);
    expect(reasons).toEqual(['grant 10', 'book -1', 'book -1', 'late_cancel 0', 'forgive 1']);
    await expectLedgerInvariant(client.id);
  });

  it('a cancel in time gives the credit back to the lot it came from', async () => {
    const client = await freshClient(trainer.id);
    await buyPack(client.client, pack);
    const booked = await book(client, daysAhead(8, 10));
    expect(await remainingOf(client.id)).toBe(9);
    await rpc(client.client, 'cancel_booking', { p_booking_id: booked.data!.id });
    expect(await remainingOf(client.id)).toBe(10);
    const [lot] = await lotsOf(client.id);
    const rows = (await ledgerOf(client.id)).filter((row) => row.booking_id === booked.data!.id);
    expect(rows.map((row) => [row.reason, row.delta, row.lot_id])).toEqual([
      ['book', -1, lot!.id],
      ['cancel_return', 1, lot!.id],
    ]);
  });

  it('a late cancel under a fee rule returns the credit and raises a fee order; forgiving voids the fee', async () => {
    await setStudio({ late_cancel_outcome: 'fee', late_cancel_fee_minor: 1000 });
    try {
      const client = await freshClient(trainer.id);
      await buyPack(client.client, pack);
      const soon = new Date(Date.now() + 4 * 3_600_000);
      soon.setUTCMinutes(0, 0, 0);
      const booked = await book(client, soon);
      const cancelled = await rpc<PaidBooking>(client.client, 'cancel_booking', { p_booking_id: booked.data!.id });
      expect(cancelled.data).toMatchObject({ status: 'late_cancelled', outcome: 'fee', fee_minor: 1000 });
      expect(await remainingOf(client.id)).toBe(10);
      const { data: fee } = await svc()
        .from('orders')
        .select('kind, status, amount_minor')
        .eq('id', cancelled.data!.fee_order_id!)
        .single();
      expect(fee).toEqual({ kind: 'fee', status: 'pending', amount_minor: 1000 });
      await rpc(trainer.client, 'forgive_booking', { p_booking_id: booked.data!.id });
      const { data: voided } = await svc()
        .from('orders')
        .select('status')
        .eq('id', cancelled.data!.fee_order_id!)
        .single();
      expect(voided).toEqual({ status: 'void' });
    } finally {
      await setStudio({ late_cancel_outcome: 'forfeit_credit', late_cancel_fee_minor: 0 });
    }
  });
});

describe('concurrency', () => {
  it('one credit and 10 concurrent bookings at different times give exactly one booking', async () => {
    const client = await freshClient(trainer.id);
    const single = await createPack(category, 1, 4000);
    await buyPack(client.client, single);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => book(client, daysAhead(12 + index, 9))));
    const ok = answers.filter((answer) => answer.error === null);
    expect(ok).toHaveLength(1);
    expect(answers.filter((answer) => answer.error?.message === 'You have no credit for this service')).toHaveLength(9);
    expect(await remainingOf(client.id)).toBe(0);
    await expectLedgerInvariant(client.id);
  });
});

describe('the ledger invariant over a randomised history', () => {
  it('holds after every step of 40 random books, cancels, attendances, no-shows and forgivenesses', async () => {
    const client = await freshClient(trainer.id);
    await buyPack(client.client, pack);
    await buyPack(client.client, pack);
    let seed = 20261128;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const upcoming: string[] = [];
    const settled: string[] = [];
    let day = 20;
    for (let step = 0; step < 40; step += 1) {
      const roll = random();
      if (roll < 0.5 || upcoming.length === 0) {
        day += 1;
        const answer = await book(client, daysAhead(day, 9));
        if (answer.data) upcoming.push(answer.data.id);
        else expect(answer.error?.message).toBe('You have no credit for this service');
      } else if (roll < 0.75) {
        const id = upcoming.splice(Math.floor(random() * upcoming.length), 1)[0]!;
        await rpc(client.client, 'cancel_booking', { p_booking_id: id });
      } else {
        // Sessions in the past are marked by staff: move the booking's time back first (service role).
        const id = upcoming.splice(Math.floor(random() * upcoming.length), 1)[0]!;
        const past = new Date(Date.now() - (step + 1) * 3_600_000 * 5);
        await svc()
          .from('bookings')
          .update({ starts_at: past.toISOString(), ends_at: new Date(past.getTime() + 3_600_000).toISOString() })
          .eq('id', id);
        const status = random() < 0.5 ? 'attended' : 'no_show';
        await rpc(trainer.client, 'mark_attendance', { p_booking_id: id, p_status: status });
        if (status === 'no_show') settled.push(id);
      }
      if (settled.length > 0 && random() < 0.2) {
        await rpc(trainer.client, 'forgive_booking', { p_booking_id: settled.shift()! });
      }
      await expectLedgerInvariant(client.id);
    }
    const ledger = await ledgerOf(client.id);
    expect(new Set(ledger.map((row) => row.reason)).size).toBeGreaterThanOrEqual(4);
  }, 120_000);
});

describe('expiry', () => {
  it('housekeeping at an injected time expires what is left of a lot with an expire row, once', async () => {
    const client = await freshClient(trainer.id);
    await buyPack(client.client, pack);
    await book(client, daysAhead(2, 9));
    const later = new Date(Date.now() + 91 * 86_400_000).toISOString();
    const first = await svc().rpc('run_payment_housekeeping', { p_now: later });
    expect(first.error).toBeNull();
    expect((first.data as { expired_lots: number }).expired_lots).toBeGreaterThanOrEqual(1);
    await svc().rpc('run_payment_housekeeping', { p_now: later });
    const expiries = (await ledgerOf(client.id)).filter((row) => row.reason === 'expire');
    expect(expiries.map((row) => row.delta)).toEqual([-9]);
    expect(await remainingOf(client.id)).toBe(0);
  });

  it('is refused to signed-in people', async () => {
    const client = await freshClient(trainer.id);
    const answer = await rpc(client.client, 'run_payment_housekeeping', { p_now: new Date().toISOString() });
    expect([401, 403, 404]).toContain(answer.status);
  });
});

describe('adjustments by staff', () => {
  it('add a noted lot and take from the soonest to expire; never below zero; only for their clients', async () => {
    const client = await freshClient(trainer.id);
    const added = await rpc<number>(trainer.client, 'adjust_credits', {
      p_client_id: client.id,
      p_category_id: category,
      p_delta: 3,
      p_note: 'Goodwill',
    });
    expect(added.data).toBe(3);
    const taken = await rpc<number>(trainer.client, 'adjust_credits', {
      p_client_id: client.id,
      p_category_id: category,
      p_delta: -2,
      p_note: 'Entered twice',
    });
    expect(taken.data).toBe(1);
    const tooMany = await rpc(trainer.client, 'adjust_credits', {
      p_client_id: client.id,
      p_category_id: category,
      p_delta: -5,
      p_note: 'x',
    });
    expect(tooMany.status).toBe(400);
    const noNote = await rpc(trainer.client, 'adjust_credits', {
      p_client_id: client.id,
      p_category_id: category,
      p_delta: 1,
      p_note: ' ',
    });
    expect(noNote.error?.message).toBe('Say why in a note');
    const other = await freshTrainer();
    const notMine = await rpc(other.client, 'adjust_credits', {
      p_client_id: client.id,
      p_category_id: category,
      p_delta: 1,
      p_note: 'x',
    });
    expect(notMine.status).toBe(404);
    const byClient = await rpc(client.client, 'adjust_credits', {
      p_client_id: client.id,
      p_category_id: category,
      p_delta: 5,
      p_note: 'free credits',
    });
    expect(byClient.status).toBe(403);
    await expectLedgerInvariant(client.id);
    expect(await remainingOf(client.id)).toBe(1);
  });
});

describe('the ledger is append-only', () => {
  it('refuses updates and deletes of ledger rows, and direct changes of a lot, to every API role', async () => {
    const client = await freshClient(trainer.id);
    await buyPack(client.client, pack);
    const [row] = await ledgerOf(client.id);
    const { data: rows } = await svc().from('credit_ledger').select('id').eq('client_id', client.id);
    const id = (rows as { id: number }[])[0]!.id;
    const update = await svc().from('credit_ledger').update({ delta: 100 }).eq('id', id);
    expect(update.error).not.toBeNull();
    const remove = await svc().from('credit_ledger').delete().eq('id', id);
    expect(remove.error).not.toBeNull();
    const lot = await svc().from('credit_lots').update({ remaining: 9 }).eq('id', row!.lot_id);
    expect(lot.error?.code).toBe('42501');
    const [after] = await lotsOf(client.id);
    expect(after!.remaining).toBe(10);
  });
});

describe('expiry dates in the studio time zone', () => {
  it('30 days from 10:00 London before the clocks change is 10:00 London after (09:00Z, not 10:00Z)', async () => {
    await setStudio({ time_zone: 'Europe/London' });
    try {
      const client = await freshClient(trainer.id);
      const { data: order, error } = await svc()
        .from('orders')
        .insert({
          client_id: client.id,
          kind: 'pack',
          description: 'DST pack',
          list_price_minor: 1000,
          amount_minor: 1000,
          currency: 'GBP',
          credits: 5,
          category_id: category,
          valid_days: 30,
          paid_at: '2026-03-20T10:00:00Z',
        })
        .select('id, amount_minor, currency')
        .single();
      expect(error).toBeNull();
      await svc().rpc('apply_payment_event', {
        p_provider: 'local',
        p_event_id: `evt_dst_${order!.id}`,
        p_type: 'order.paid',
        p_data: { order_id: order!.id, amount_minor: 1000, currency: 'GBP', payment_id: 'pi_dst' },
      });
      const [lot] = await lotsOf(client.id);
      expect(new Date(lot!.expires_at!).toISOString()).toBe('2026-04-19T09:00:00.000Z');
    } finally {
      await setStudio({ time_zone: 'UTC' });
    }
  });
});
