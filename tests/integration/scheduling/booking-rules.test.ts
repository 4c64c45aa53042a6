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
  setUserStatus,
  setWeeklyHours,
  svc,
  type Booking,
  type Person,
} from './support';

/**
 * The booking rules, each through the Data API as the person who would meet it (issue 27, "Rules"):
 * buffers, notice, advance, limits, hours, who may book whom, the cancel window's outcomes, staff
 * overrides and what they record. Errors are 4xx in words.
 */

let trainer: Person;
let client: Person;
let appointment: string;

beforeAll(async () => {
  await setStudio(BASE_STUDIO);
  trainer = await freshTrainer();
  client = await freshClient(trainer.id);
  appointment = await createService({
    name: 'PT 60 + 15 after',
    duration: 60,
    bufferAfter: 15,
    trainers: [trainer.id],
  });
});

afterAll(cleanup);

function book(who: Person, startsAt: Date, extra: Record<string, unknown> = {}) {
  return rpc<Booking>(who.client, 'book_appointment', {
    p_service_id: appointment,
    p_trainer_id: trainer.id,
    p_starts_at: iso(startsAt),
    ...extra,
  });
}

describe('buffers', () => {
  it('refuses 11:00 after a 10:00-11:00 session with a 15-minute after-buffer, and accepts 11:15', async () => {
    const other = await freshClient(trainer.id);
    const first = await book(other, daysAhead(5, 10));
    expect(first.error).toBeNull();
    expect(first.data?.status).toBe('booked');

    const at11 = await book(client, daysAhead(5, 11));
    expect(at11.status).toBe(409);
    expect(at11.error?.message).toBe('That time was just taken');

    const at1115 = await book(client, daysAhead(5, 11, 15));
    expect(at1115.error).toBeNull();
    expect(at1115.data?.starts_at && new Date(at1115.data.starts_at).toISOString()).toBe(iso(daysAhead(5, 11, 15)));
  });
});

describe('notice and advance', () => {
  it('refuses a start inside the minimum notice, in words', async () => {
    const soon = new Date(Date.now() + 60 * 60_000);
    const answer = await book(client, soon);
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toBe('Bookings close 2 hours before the start');
  });

  it('refuses a start beyond the maximum advance and accepts one inside it', async () => {
    const far = await book(client, daysAhead(61, 9));
    expect(far.status).toBe(400);
    expect(far.error?.message).toBe('Bookings open 60 days ahead');
    const near = await book(client, daysAhead(59, 9));
    expect(near.error).toBeNull();
  });

  it('refuses a time that has passed', async () => {
    const answer = await book(client, daysAhead(-1, 9));
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toBe('That time has already passed');
  });
});

describe('limits', () => {
  it('refuses a third booking in a week when the limit is 2, and takes it the next week', async () => {
    const limited = await freshClient(trainer.id);
    await setStudio({ max_bookings_per_week: 2 });
    try {
      // A week (Monday first) well inside the advance window.
      const base = daysAhead(21);
      const monday = (8 - base.getUTCDay()) % 7;
      const first = await book(limited, daysAhead(21 + monday, 7));
      const second = await book(limited, daysAhead(21 + monday + 1, 7));
      expect([first.error, second.error]).toEqual([null, null]);
      const third = await book(limited, daysAhead(21 + monday + 2, 7));
      expect(third.status).toBe(400);
      expect(third.error?.message).toBe('You can have at most 2 bookings a week');
      const nextWeek = await book(limited, daysAhead(21 + monday + 7, 7));
      expect(nextWeek.error).toBeNull();
    } finally {
      await setStudio({ max_bookings_per_week: null });
    }
  });
});

describe('hours, services and people', () => {
  it('refuses a time outside the trainer’s weekly hours and inside a blockout', async () => {
    const partTimer = await freshTrainer({ hours: false });
    await setWeeklyHours(partTimer.id, [0, 1, 2, 3, 4, 5, 6], '09:00', '12:00');
    const service = await createService({ duration: 60, trainers: [partTimer.id] });
    const outside = await rpc(client.client, 'book_appointment', {
      p_service_id: service,
      p_trainer_id: partTimer.id,
      p_starts_at: iso(daysAhead(6, 11, 30)),
    });
    expect(outside.status).toBe(400);
    expect(outside.error?.message).toBe("That time is outside the trainer's working hours");
    await svc()
      .from('trainer_blockouts')
      .insert({ trainer_id: partTimer.id, starts_at: iso(daysAhead(7)), ends_at: iso(daysAhead(8)), reason: 'Sick' });
    const blocked = await rpc(client.client, 'book_appointment', {
      p_service_id: service,
      p_trainer_id: partTimer.id,
      p_starts_at: iso(daysAhead(7, 9)),
    });
    expect(blocked.status).toBe(400);
    const inside = await rpc(client.client, 'book_appointment', {
      p_service_id: service,
      p_trainer_id: partTimer.id,
      p_starts_at: iso(daysAhead(6, 9)),
    });
    expect(inside.error).toBeNull();
  });

  it('refuses a trainer who does not deliver the service, an archived service and a client type not allowed', async () => {
    const stranger = await freshTrainer();
    const notTheirs = await rpc(client.client, 'book_appointment', {
      p_service_id: appointment,
      p_trainer_id: stranger.id,
      p_starts_at: iso(daysAhead(9, 9)),
    });
    expect(notTheirs.error?.message).toBe('This trainer does not offer that service');

    const archived = await createService({ trainers: [trainer.id] });
    await svc().from('services').update({ is_archived: true }).eq('id', archived);
    const old = await rpc(client.client, 'book_appointment', {
      p_service_id: archived,
      p_trainer_id: trainer.id,
      p_starts_at: iso(daysAhead(9, 9)),
    });
    expect(old.status).toBe(400);
    expect(old.error?.message).toBe('This service is no longer offered');

    const inPersonOnly = await createService({ trainers: [trainer.id], allowedClientTypes: ['in-person'] });
    const wrongType = await rpc(client.client, 'book_appointment', {
      p_service_id: inPersonOnly,
      p_trainer_id: trainer.id,
      p_starts_at: iso(daysAhead(9, 9)),
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.error?.message).toBe('This service is not open to your membership type');
  });

  it('lets a client book only for themselves, and a trainer only their own clients', async () => {
    const stranger = await freshClient();
    const forSomeoneElse = await book(client, daysAhead(10, 9), { p_client_id: stranger.id });
    expect(forSomeoneElse.status).toBe(403);
    expect(forSomeoneElse.error?.message).toBe('You can only book for yourself');
    const notTheirClient = await book(trainer, daysAhead(10, 9), { p_client_id: stranger.id });
    expect(notTheirClient.status).toBe(403);
    expect(notTheirClient.error?.message).toBe('You can only book your own clients');
  });

  it('lets no deactivated client or trainer book or be booked', async () => {
    const leaving = await freshClient(trainer.id);
    await setUserStatus(leaving.id, 'inactive');
    const byStaff = await book(trainer, daysAhead(11, 9), { p_client_id: leaving.id });
    expect(byStaff.status).toBe(400);
    expect(byStaff.error?.message).toBe("This client's account is not active");
    const bySelf = await book(leaving, daysAhead(11, 9));
    expect(bySelf.status).toBe(403);

    const away = await freshTrainer();
    const service = await createService({ trainers: [away.id] });
    await setUserStatus(away.id, 'inactive');
    const withAway = await rpc(client.client, 'book_appointment', {
      p_service_id: service,
      p_trainer_id: away.id,
      p_starts_at: iso(daysAhead(11, 9)),
    });
    expect(withAway.status).toBe(400);
    expect(withAway.error?.message).toBe('This trainer is not taking bookings');
  });

  it('takes a request, not a booking, when the studio only takes requests; staff accept it', async () => {
    const asker = await freshClient(trainer.id);
    await setStudio({ client_booking_mode: 'request' });
    try {
      const request = await book(asker, daysAhead(12, 9));
      expect(request.error).toBeNull();
      expect(request.data?.status).toBe('requested');
      const accepted = await rpc<Booking>(trainer.client, 'answer_booking_request', {
        p_booking_id: request.data!.id,
        p_accept: true,
      });
      expect(accepted.data?.status).toBe('booked');
    } finally {
      await setStudio({ client_booking_mode: 'book' });
    }
  });

  it('never lets the browser write a booking directly', async () => {
    const { error } = await client.client.from('bookings').insert({
      session_id: '00000000-0000-4000-8000-000000000000',
      service_id: appointment,
      trainer_id: trainer.id,
      client_id: client.id,
      starts_at: iso(daysAhead(13, 9)),
      ends_at: iso(daysAhead(13, 10)),
    });
    expect(error?.code).toBe('42501');
    const update = await trainer.client.from('bookings').update({ status: 'attended' }).eq('client_id', client.id);
    expect(update.error?.code).toBe('42501');
  });
});

describe('overrides', () => {
  it('lets staff book inside the notice with an explicit override, recorded with who and which rule', async () => {
    const soon = new Date(Date.now() + 60 * 60_000);
    const refused = await book(trainer, soon, { p_client_id: client.id });
    expect(refused.error?.message).toBe('Bookings close 2 hours before the start');
    const overridden = await book(trainer, soon, { p_client_id: client.id, p_override: true });
    expect(overridden.error).toBeNull();
    expect(overridden.data).toMatchObject({ status: 'booked', overridden: true, overridden_by: trainer.id });
    // (Near midnight UTC the hour may also cross the end of the working day: 'hours' is then recorded too.)
    expect(overridden.data?.overridden_rules).toContain('min_notice');
  });

  it('refuses an override from a client', async () => {
    const answer = await book(client, new Date(Date.now() + 60 * 60_000), { p_override: true });
    expect(answer.status).toBe(403);
    expect(answer.error?.message).toBe('Only staff can override booking rules');
  });
});

describe('cancel window', () => {
  it('cancels early at no cost, late at the studio’s late-cancel outcome, and staff may waive it (recorded)', async () => {
    const canceller = await freshClient(trainer.id);
    await setStudio({ late_cancel_outcome: 'fee', late_cancel_fee_minor: 1500 });
    const early = await book(canceller, daysAhead(14, 9));
    const earlyCancel = await rpc<Booking>(canceller.client, 'cancel_booking', {
      p_booking_id: early.data!.id,
      p_reason: 'Away',
    });
    expect(earlyCancel.data).toMatchObject({ status: 'cancelled', outcome: null, fee_minor: null });

    // A window of a week makes a booking two days ahead a late one.
    await setStudio({ cancel_window_minutes: 7 * 1440 });
    const late = await book(canceller, daysAhead(2, 9));
    expect(late.error).toBeNull();
    const lateCancel = await rpc<Booking>(canceller.client, 'cancel_booking', { p_booking_id: late.data!.id });
    expect(lateCancel.data).toMatchObject({ status: 'late_cancelled', outcome: 'fee', fee_minor: 1500 });
    const again = await rpc(canceller.client, 'cancel_booking', { p_booking_id: late.data!.id });
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe('This booking is already late cancelled');

    const waived = await book(canceller, daysAhead(2, 11));
    const waivedCancel = await rpc<Booking>(trainer.client, 'cancel_booking', {
      p_booking_id: waived.data!.id,
      p_waive_penalty: true,
    });
    expect(waivedCancel.data).toMatchObject({
      status: 'cancelled',
      outcome: null,
      overridden: true,
      overridden_rules: ['late_cancel'],
      overridden_by: trainer.id,
    });
    const mine = await book(canceller, daysAhead(2, 13));
    const refusedWaiver = await rpc(canceller.client, 'cancel_booking', {
      p_booking_id: mine.data!.id,
      p_waive_penalty: true,
    });
    expect(refusedWaiver.status).toBe(403);
    await setStudio({ cancel_window_minutes: 1440 });
  });

  it('frees the trainer’s time when an appointment is cancelled', async () => {
    const a = await freshClient(trainer.id);
    const b = await freshClient(trainer.id);
    const first = await book(a, daysAhead(15, 9));
    await rpc(a.client, 'cancel_booking', { p_booking_id: first.data!.id });
    const second = await book(b, daysAhead(15, 9));
    expect(second.error).toBeNull();
  });
});

describe('move and attendance', () => {
  it('moves an appointment under the same rules, and refuses a taken time', async () => {
    const mover = await freshClient(trainer.id);
    const other = await freshClient(trainer.id);
    const mine = await book(mover, daysAhead(16, 9));
    await book(other, daysAhead(16, 14));
    const clash = await rpc(mover.client, 'move_booking', {
      p_booking_id: mine.data!.id,
      p_starts_at: iso(daysAhead(16, 14, 30)),
    });
    expect(clash.status).toBe(409);
    expect(clash.error?.message).toBe('That time was just taken');
    const moved = await rpc<Booking>(mover.client, 'move_booking', {
      p_booking_id: mine.data!.id,
      p_starts_at: iso(daysAhead(16, 16)),
    });
    expect(moved.error).toBeNull();
    expect(new Date(moved.data!.starts_at).toISOString()).toBe(iso(daysAhead(16, 16)));
    // The old time is free again.
    expect((await book(other, daysAhead(16, 9))).error).toBeNull();
  });

  it('marks attended or no-show once started (staff only); a no-show costs the no-show outcome', async () => {
    const attendee = await freshClient(trainer.id);
    await setStudio({ no_show_outcome: 'forfeit_credit' });
    const past = await book(trainer, new Date(Date.now() - 2 * 60 * 60_000), {
      p_client_id: attendee.id,
      p_override: true,
    });
    expect(past.data?.overridden_rules).toContain('past');
    const byClient = await rpc(attendee.client, 'mark_attendance', {
      p_booking_id: past.data!.id,
      p_status: 'attended',
    });
    expect(byClient.status).toBe(403);
    const noShow = await rpc<Booking>(trainer.client, 'mark_attendance', {
      p_booking_id: past.data!.id,
      p_status: 'no_show',
    });
    expect(noShow.data).toMatchObject({ status: 'no_show', outcome: 'forfeit_credit' });
    const future = await book(attendee, daysAhead(17, 9));
    const early = await rpc(trainer.client, 'mark_attendance', { p_booking_id: future.data!.id, p_status: 'attended' });
    expect(early.status).toBe(400);
    expect(early.error?.message).toBe('You can mark attendance once the session has started');
    const bad = await rpc(trainer.client, 'mark_attendance', { p_booking_id: future.data!.id, p_status: 'late' });
    expect(bad.status).toBe(400);
  });
});
