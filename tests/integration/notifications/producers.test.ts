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
import { notificationsOf, ofKind } from './support';

/**
 * The producers of 20261130150100_notification_producers.sql: bookings made, moved, cancelled,
 * requested and answered, waitlist promotions and programs assigned. The other party is told, in
 * plain words with the studio's time; the one who acted is not; a repeat never notifies twice.
 */

const ZONE = 'America/New_York';

/** "Tue 3 Dec 09:00" in the studio's zone, as the database writes it. */
function studioLabel(at: string | Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(at))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.hour}:${parts.minute}`;
}

let trainer: Person;
let client: Person;
let service: string;

beforeAll(async () => {
  await setStudio({ ...BASE_STUDIO, time_zone: ZONE });
  trainer = await freshTrainer();
  client = await freshClient(trainer.id);
  service = await createService({ name: 'Personal training', duration: 60, trainers: [trainer.id] });
});

afterAll(cleanup);

async function book(by: Person, startsAt: Date, forClient?: Person): Promise<Booking> {
  const answer = await rpc<Booking>(by.client, 'book_appointment', {
    p_service_id: service,
    p_trainer_id: trainer.id,
    p_starts_at: iso(startsAt),
    ...(forClient ? { p_client_id: forClient.id } : {}),
  });
  if (answer.error) throw new Error(`booking: ${answer.error.message}`);
  return answer.data!;
}

describe('bookings', () => {
  it('a client books: the trainer is told in plain words with the studio time, the client is not', async () => {
    const booking = await book(client, daysAhead(3, 14));
    const made = await ofKind(trainer.id, 'booking_made');
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      title: `Client Fixture booked Personal training, ${studioLabel(booking.starts_at)}`,
      link: '/appointments',
      dedupe_key: `booking_made:${booking.id}`,
    });
    expect(made[0]!.title).toMatch(/^Client Fixture booked Personal training, \w{3} \d{1,2} \w{3} \d\d:\d\d$/);
    expect(await notificationsOf(client.id)).toEqual([]);
  });

  it('the trainer books, moves and cancels for the client: the client is told each time, the trainer never', async () => {
    const other = await freshClient(trainer.id);
    const booking = await book(trainer, daysAhead(4, 15), other);
    const firstTime = booking.starts_at;
    const moved = await rpc<Booking>(trainer.client, 'move_booking', {
      p_booking_id: booking.id,
      p_starts_at: iso(daysAhead(4, 17)),
    });
    expect(moved.error).toBeNull();
    // Moving back to the first time is a new move, and is told too.
    const back = await rpc<Booking>(trainer.client, 'move_booking', {
      p_booking_id: booking.id,
      p_starts_at: firstTime,
    });
    expect(back.error).toBeNull();
    const cancelled = await rpc<Booking>(trainer.client, 'cancel_booking', {
      p_booking_id: booking.id,
      p_reason: 'Trainer is ill',
    });
    expect(cancelled.error).toBeNull();

    const told = await notificationsOf(other.id);
    expect(told.map((row) => [row.kind, row.title, row.body])).toEqual([
      ['booking_made', `Trainer Fixture booked you into Personal training, ${studioLabel(firstTime)}`, ''],
      [
        'booking_moved',
        `Trainer Fixture moved Personal training to ${studioLabel(moved.data!.starts_at)}`,
        `It was ${studioLabel(firstTime)}.`,
      ],
      [
        'booking_moved',
        `Trainer Fixture moved Personal training to ${studioLabel(firstTime)}`,
        `It was ${studioLabel(moved.data!.starts_at)}.`,
      ],
      [
        'booking_cancelled',
        `Trainer Fixture cancelled Personal training, ${studioLabel(firstTime)}`,
        'Reason: Trainer is ill',
      ],
    ]);
    const aboutIt = (await notificationsOf(trainer.id)).filter((row) => row.dedupe_key?.includes(booking.id));
    expect(aboutIt).toEqual([]);
  });

  it('a client cancels: the trainer is told once, even when the cancel is sent again', async () => {
    const other = await freshClient(trainer.id);
    const booking = await book(other, daysAhead(5, 14));
    const first = await rpc<Booking>(other.client, 'cancel_booking', { p_booking_id: booking.id });
    expect(first.error).toBeNull();
    const again = await rpc<Booking>(other.client, 'cancel_booking', { p_booking_id: booking.id });
    expect(again.status).toBe(409);
    const cancelled = (await ofKind(trainer.id, 'booking_cancelled')).filter((row) =>
      row.dedupe_key?.endsWith(booking.id),
    );
    expect(cancelled.map((row) => row.title)).toEqual([
      `Client Fixture cancelled Personal training, ${studioLabel(booking.starts_at)}`,
    ]);
    expect(await ofKind(other.id, 'booking_cancelled')).toEqual([]);
  });

  it('a weekly series booked for a client is one notification, not one per session', async () => {
    const other = await freshClient(trainer.id);
    const first = daysAhead(7);
    const weekday = first.getUTCDay();
    const { data, error } = await rpc<{ booking_id: string | null; starts_at: string }[]>(
      trainer.client,
      'book_series',
      {
        p_service_id: service,
        p_trainer_id: trainer.id,
        p_client_id: other.id,
        p_first_date: first.toISOString().slice(0, 10),
        p_local_time: '08:00',
        p_weekdays: [weekday],
        p_weeks: 3,
      },
    );
    expect(error).toBeNull();
    expect(data!.filter((row) => row.booking_id)).toHaveLength(3);
    const made = await ofKind(other.id, 'booking_made');
    expect(made).toHaveLength(1);
    expect(made[0]!.title).toBe(
      `Trainer Fixture booked you into a weekly series of Personal training, from ${studioLabel(data![0]!.starts_at)}`,
    );
  });

  it('a request asks the trainer; the answer tells the client', async () => {
    await setStudio({ client_booking_mode: 'request' });
    try {
      const other = await freshClient(trainer.id);
      const asked = await book(other, daysAhead(6, 14));
      expect(asked.status).toBe('requested');
      const request = (await ofKind(trainer.id, 'booking_made')).find((row) => row.dedupe_key?.endsWith(asked.id));
      expect(request?.title).toBe(`Client Fixture asked to book Personal training, ${studioLabel(asked.starts_at)}`);
      const accepted = await rpc(trainer.client, 'answer_booking_request', { p_booking_id: asked.id, p_accept: true });
      expect(accepted.error).toBeNull();
      expect((await notificationsOf(other.id)).map((row) => row.title)).toEqual([
        `Trainer Fixture confirmed Personal training, ${studioLabel(asked.starts_at)}`,
      ]);

      const declinedAsk = await book(other, daysAhead(8, 14));
      await rpc(trainer.client, 'answer_booking_request', { p_booking_id: declinedAsk.id, p_accept: false });
      const declined = await ofKind(other.id, 'booking_cancelled');
      expect(declined.map((row) => row.title)).toEqual([
        `Trainer Fixture declined your request for Personal training, ${studioLabel(declinedAsk.starts_at)}`,
      ]);
    } finally {
      await setStudio({ client_booking_mode: 'book' });
    }
  });
});

describe('waitlist promotion', () => {
  it('tells the promoted client once (as a promotion, not a booking) and the trainer who came off the list', async () => {
    const classService = await createService({ name: 'Kettlebell class', capacity: 1 + 1, trainers: [trainer.id] });
    const session = await rpc<{ id: string }>(trainer.client, 'schedule_class', {
      p_service_id: classService,
      p_trainer_id: trainer.id,
      p_starts_at: iso(daysAhead(9, 18)),
    });
    expect(session.error).toBeNull();
    const [a, b, waiting] = await Promise.all([
      freshClient(trainer.id),
      freshClient(trainer.id),
      freshClient(trainer.id),
    ]);
    const seatA = await rpc<Booking>(a!.client, 'book_class', { p_session_id: session.data!.id });
    await rpc<Booking>(b!.client, 'book_class', { p_session_id: session.data!.id });
    expect((await rpc(waiting!.client, 'join_waitlist', { p_session_id: session.data!.id })).error).toBeNull();

    expect((await rpc(a!.client, 'cancel_booking', { p_booking_id: seatA.data!.id })).error).toBeNull();

    const label = studioLabel(seatA.data!.starts_at);
    const told = await notificationsOf(waiting!.id);
    expect(told.filter((row) => row.kind !== 'message').map((row) => [row.kind, row.title])).toEqual([
      ['waitlist_promoted', `A place opened: you are booked into Kettlebell class, ${label}`],
    ]);
    // The trainer's message about it (scheduling's) is notified as a message, once.
    expect(told.filter((row) => row.kind === 'message')).toHaveLength(1);
    expect((await ofKind(trainer.id, 'booking_made')).map((row) => row.title)).toContain(
      `Client Fixture came off the waitlist into Kettlebell class, ${label}`,
    );
  });
});

describe('programs', () => {
  async function template(): Promise<string> {
    const workout = await svc()
      .from('workouts')
      .insert({ name: 'Notify workout', created_by: trainer.id })
      .select('id')
      .single<{ id: string }>();
    const program = await svc()
      .from('programs')
      .insert({ name: 'Strength block', created_by: trainer.id, status: 'draft', duration_weeks: 6 })
      .select('id')
      .single<{ id: string }>();
    const link = await svc()
      .from('program_workouts')
      .insert({ program_id: program.data!.id, workout_id: workout.data!.id });
    if (workout.error || program.error || link.error) throw new Error('arranging a program');
    return program.data!.id;
  }

  it('assigning a program tells the client, linking to their copy; the trainer is not told', async () => {
    const other = await freshClient(trainer.id);
    const assigned = await rpc<string[]>(trainer.client, 'assign_program', {
      p_program_id: await template(),
      p_client_ids: [other.id],
    });
    expect(assigned.error).toBeNull();
    const told = await ofKind(other.id, 'program_assigned');
    expect(told.map((row) => [row.title, row.body, row.link])).toEqual([
      ['Trainer Fixture assigned you a program: Strength block', '6 weeks', `/programs/${assigned.data![0]}`],
    ]);
    expect(await ofKind(trainer.id, 'program_assigned')).toEqual([]);
  });

  it('activating a draft made for a client tells them once; putting its client back (a repair) does not', async () => {
    const other = await freshClient(trainer.id);
    const draft = await svc()
      .from('programs')
      .insert({ name: 'Draft block', created_by: trainer.id, client_id: other.id, status: 'draft' })
      .select('id')
      .single<{ id: string }>();
    expect(draft.error).toBeNull();
    expect(await ofKind(other.id, 'program_assigned')).toEqual([]);
    await svc().from('programs').update({ status: 'active' }).eq('id', draft.data!.id);
    await svc().from('programs').update({ client_id: null }).eq('id', draft.data!.id);
    await svc().from('programs').update({ client_id: other.id }).eq('id', draft.data!.id);
    expect((await ofKind(other.id, 'program_assigned')).map((row) => row.title)).toEqual([
      'Trainer Fixture assigned you a program: Draft block',
    ]);
  });

  it('a program a client makes active for themselves tells nobody', async () => {
    const other = await freshClient(trainer.id);
    const { error } = await svc()
      .from('programs')
      .insert({ name: 'My own plan', created_by: other.id, client_id: other.id, status: 'active' });
    expect(error).toBeNull();
    expect(await ofKind(other.id, 'program_assigned')).toEqual([]);
  });
});
