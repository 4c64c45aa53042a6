import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { icsUtcToIso, parseIcs, type ParsedCalendar } from '../../support/parse-ics';
import { anonClient, backend } from '../support/clients';
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
  svc,
  type Booking,
  type Person,
} from './support';

/**
 * The calendar feed (issue 27): create_/revoke_calendar_feed_token() and the calendar-feed edge
 * function over HTTP with no API key and no sign-in, as a calendar app calls it. Two trainers with a
 * client each, so every feed is checked to hold its owner's events and never the other's.
 */

let trainerA: Person;
let trainerB: Person;
let clientA: Person;
let clientB: Person;
let bookingA: Booking;
let bookingB: Booking;
let cancelledA: Booking;

const SERVICE_NAME = 'Strength, power; core';

beforeAll(async () => {
  await setStudio(BASE_STUDIO);
  [trainerA, trainerB] = await Promise.all([freshTrainer(), freshTrainer()]);
  [clientA, clientB] = await Promise.all([freshClient(trainerA.id), freshClient(trainerB.id)]);
  await svc().from('users').update({ first_name: 'Zoë', last_name: "O'Neil, Jr." }).eq('id', clientA.id);
  const service = await createService({ name: SERVICE_NAME, duration: 60, trainers: [trainerA.id, trainerB.id] });
  const book = async (who: Person, trainer: Person, startsAt: Date) => {
    const { data, error } = await rpc<Booking>(who.client, 'book_appointment', {
      p_service_id: service,
      p_trainer_id: trainer.id,
      p_starts_at: iso(startsAt),
    });
    if (error || !data) throw new Error(`booking: ${error?.message ?? 'none'}`);
    return data;
  };
  bookingA = await book(clientA, trainerA, daysAhead(3, 10));
  bookingB = await book(clientB, trainerB, daysAhead(3, 12));
  cancelledA = await book(clientA, trainerA, daysAhead(4, 10));
  const cancel = await rpc(clientA.client, 'cancel_booking', { p_booking_id: cancelledA.id, p_reason: 'Away' });
  expect(cancel.error).toBeNull();
});

afterAll(cleanup);

function feedUrl(token: string): string {
  return `${backend().url}/functions/v1/calendar-feed?token=${encodeURIComponent(token)}`;
}

/** As a calendar app: a bare GET, no API key, no Authorization. */
async function fetchFeed(token: string, init: RequestInit = {}) {
  const response = await fetch(feedUrl(token), init);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

async function newToken(person: Person): Promise<string> {
  const { data, error } = await rpc<string>(person.client, 'create_calendar_feed_token', {});
  if (error || !data) throw new Error(`create_calendar_feed_token: ${error?.message ?? 'none'}`);
  return data;
}

async function feedOf(token: string): Promise<ParsedCalendar> {
  const { status, type, text } = await fetchFeed(token);
  expect(status, text).toBe(200);
  expect(type).toBe('text/calendar; charset=utf-8');
  return parseIcs(text);
}

const uids = (calendar: ParsedCalendar) => calendar.events.map((event) => event.props.UID);

describe('create_calendar_feed_token', () => {
  it('returns a long random token once and keeps only its SHA-256', async () => {
    const token = await newToken(clientA);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const { data } = await clientA.client.from('calendar_feed_tokens').select('*').is('revoked_at', null);
    expect(data).toHaveLength(1);
    const row = data![0] as Record<string, unknown>;
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(Object.values(row)).not.toContain(token);
  });

  it('is refused without a sign-in', async () => {
    const { error } = await anonClient().rpc('create_calendar_feed_token');
    expect(error).not.toBeNull();
  });

  it('cannot be written directly, not even to revoke a token', async () => {
    const { error } = await clientA.client
      .from('calendar_feed_tokens')
      .insert({ user_id: clientA.id, token_hash: 'a'.repeat(64) });
    expect(error).not.toBeNull();
  });
});

describe('the calendar-feed function', () => {
  it("gives a client their own bookings (UID and times), cancelled ones as STATUS:CANCELLED, and nobody else's", async () => {
    const calendar = await feedOf(await newToken(clientA));
    expect(calendar.props['X-WR-CALNAME']).toBe("Liftwise: Zoë O'Neil, Jr.");
    expect(calendar.props['REFRESH-INTERVAL']).toBe('PT1H');
    const event = calendar.events.find((e) => e.props.UID === `booking-${bookingA.id}@liftwise`);
    expect(event, uids(calendar).join(', ')).toBeDefined();
    expect(icsUtcToIso(event!.props.DTSTART!)).toBe(new Date(bookingA.starts_at).toISOString());
    expect(icsUtcToIso(event!.props.DTEND!)).toBe(new Date(bookingA.ends_at).toISOString());
    expect(event!.props.STATUS).toBe('CONFIRMED');
    expect(event!.props.SUMMARY).toBe(`${SERVICE_NAME} with Trainer Fixture`);
    expect(event!.props.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
    const cancelled = calendar.events.find((e) => e.props.UID === `booking-${cancelledA.id}@liftwise`);
    expect(cancelled?.props.STATUS).toBe('CANCELLED');
    expect(uids(calendar)).not.toContain(`booking-${bookingB.id}@liftwise`);
    expect(calendar.events).toHaveLength(2);
  });

  it("gives a trainer their sessions with the clients' names, and never another trainer's", async () => {
    const calendarA = await feedOf(await newToken(trainerA));
    const session = calendarA.events.find((e) => e.props.UID === `session-${bookingA.session_id}@liftwise`);
    expect(session, uids(calendarA).join(', ')).toBeDefined();
    expect(session!.props.SUMMARY).toBe(`${SERVICE_NAME} with Zoë O'Neil, Jr.`);
    expect(session!.props.DESCRIPTION).toBe("Clients: Zoë O'Neil, Jr.");
    expect(icsUtcToIso(session!.props.DTSTART!)).toBe(new Date(bookingA.starts_at).toISOString());
    const cancelledSession = calendarA.events.find((e) => e.props.UID === `session-${cancelledA.session_id}@liftwise`);
    expect(cancelledSession?.props.STATUS).toBe('CANCELLED');
    expect(uids(calendarA)).not.toContain(`session-${bookingB.session_id}@liftwise`);

    const calendarB = await feedOf(await newToken(trainerB));
    expect(uids(calendarB)).toEqual([`session-${bookingB.session_id}@liftwise`]);
    expect(JSON.stringify(calendarB)).not.toContain('Zoë');
  });

  it('renewing: the old link gets 404 and the new one works', async () => {
    const old = await newToken(clientB);
    expect((await fetchFeed(old)).status).toBe(200);
    const renewed = await newToken(clientB);
    expect(renewed).not.toBe(old);
    expect((await fetchFeed(old)).status).toBe(404);
    expect(uids(await feedOf(renewed))).toEqual([`booking-${bookingB.id}@liftwise`]);
    const { data } = await clientB.client.from('calendar_feed_tokens').select('id').is('revoked_at', null);
    expect(data).toHaveLength(1);
  });

  it('turning off: the link gets 404, exactly as an unknown token does', async () => {
    const token = await newToken(trainerB);
    const revoked = await rpc<number>(trainerB.client, 'revoke_calendar_feed_token', {});
    expect(revoked).toMatchObject({ error: null, data: 1 });
    expect((await rpc<number>(trainerB.client, 'revoke_calendar_feed_token', {})).data).toBe(0);
    const afterRevoke = await fetchFeed(token);
    const unknown = await fetchFeed('0'.repeat(64));
    expect(afterRevoke).toEqual({ status: 404, type: 'text/plain; charset=utf-8', text: 'Not found' });
    expect(unknown).toEqual(afterRevoke);
  });

  it('answers a malformed token 404 with no detail, never a 5xx', async () => {
    const valid = await newToken(trainerA);
    const malformed = ['', 'abc', valid.toUpperCase(), `${valid}0`, valid.slice(1), "' or 1=1 --", `${valid}%00`];
    for (const token of malformed) {
      expect(await fetchFeed(token), JSON.stringify(token)).toEqual({
        status: 404,
        type: 'text/plain; charset=utf-8',
        text: 'Not found',
      });
    }
    const noParameter = await fetch(`${backend().url}/functions/v1/calendar-feed`);
    expect(noParameter.status).toBe(404);
    const posted = await fetch(feedUrl(valid), { method: 'POST' });
    expect(posted.status).toBe(405);
  });

  it("stops a deactivated person's feed, and serves it again when they are active", async () => {
    const token = await newToken(clientB);
    await setUserStatus(clientB.id, 'inactive');
    try {
      expect((await fetchFeed(token)).status).toBe(404);
    } finally {
      await setUserStatus(clientB.id, 'active');
    }
    expect((await fetchFeed(token)).status).toBe(200);
  });
});
