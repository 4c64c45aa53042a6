import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BASE_STUDIO,
  cleanup,
  createService,
  freshClient,
  freshTrainer,
  rpc,
  setStudio,
  setWeeklyHours,
  type Booking,
  type Person,
} from './support';

/**
 * Weekly hours are wall-clock times in the studio's IANA zone (issue 27, "Time zones"), and a
 * recurring series is one booking per occurrence, conflicts reported per occurrence ("Series").
 * The dates are in 2027, around Europe/London's changes (28 March and 31 October).
 */

interface Slot {
  starts_at: string;
  ends_at: string;
}

interface Occurrence {
  occurrence: number;
  local_date: string;
  starts_at: string | null;
  result: string;
  booking_id: string | null;
  message: string | null;
}

const utc = (value: string) => new Date(value).toISOString();

let trainer: Person;

beforeAll(async () => {
  // Far enough ahead for 2027 (staff see every free slot; clients are held to notice and advance).
  await setStudio({ ...BASE_STUDIO, time_zone: 'Europe/London', max_advance_days: 730 });
  trainer = await freshTrainer({ hours: false });
});

afterAll(cleanup);

describe('weekly hours across daylight-saving changes', () => {
  it('gives 09:00Z before the March change and 08:00Z after it for a Monday 09:00-10:00 rule', async () => {
    await setWeeklyHours(trainer.id, [1], '09:00', '10:00');
    const service = await createService({ duration: 60, trainers: [trainer.id] });
    const { data, error } = await rpc<Slot[]>(trainer.client, 'free_slots', {
      p_trainer_id: trainer.id,
      p_service_id: service,
      p_from: '2027-03-22',
      p_to: '2027-04-05',
    });
    expect(error).toBeNull();
    expect(data!.map((slot) => utc(slot.starts_at))).toEqual([
      '2027-03-22T09:00:00.000Z',
      '2027-03-29T08:00:00.000Z',
      '2027-04-05T08:00:00.000Z',
    ]);
  });

  it('gives no slot in the hour the clocks skip', async () => {
    const night = await freshTrainer({ hours: false });
    await setWeeklyHours(night.id, [0], '01:00', '03:00');
    const service = await createService({ duration: 30, trainers: [night.id] });
    const { data } = await rpc<Slot[]>(night.client, 'free_slots', {
      p_trainer_id: night.id,
      p_service_id: service,
      p_from: '2027-03-21',
      p_to: '2027-03-28',
    });
    expect(data!.map((slot) => utc(slot.starts_at))).toEqual([
      // 21 March (GMT): 01:00, 01:30, 02:00, 02:30 local.
      '2027-03-21T01:00:00.000Z',
      '2027-03-21T01:30:00.000Z',
      '2027-03-21T02:00:00.000Z',
      '2027-03-21T02:30:00.000Z',
      // 28 March: 01:00-02:00 local does not exist; 02:00 and 02:30 BST remain.
      '2027-03-28T01:00:00.000Z',
      '2027-03-28T01:30:00.000Z',
    ]);
  });

  it('keeps a 12-week series across the October change at 09:00 local', async () => {
    const coach = await freshTrainer();
    const client = await freshClient(coach.id);
    const service = await createService({ duration: 60, trainers: [coach.id] });
    const { data, error } = await rpc<Occurrence[]>(coach.client, 'book_series', {
      p_service_id: service,
      p_trainer_id: coach.id,
      p_client_id: client.id,
      p_first_date: '2027-09-20',
      p_local_time: '09:00',
      p_weekdays: [1],
      p_weeks: 12,
      // 2027 is more than the 2 hours' notice and inside the 730 days; no rule is overridden.
    });
    expect(error).toBeNull();
    expect(data).toHaveLength(12);
    expect(data!.every((o) => o.result === 'booked')).toBe(true);
    const hours = data!.map((o) => `${o.local_date} ${new Date(o.starts_at!).toISOString().slice(11, 16)}Z`);
    expect(hours.slice(0, 6)).toEqual([
      '2027-09-20 08:00Z',
      '2027-09-27 08:00Z',
      '2027-10-04 08:00Z',
      '2027-10-11 08:00Z',
      '2027-10-18 08:00Z',
      '2027-10-25 08:00Z',
    ]);
    expect(hours.slice(6)).toEqual([
      '2027-11-01 09:00Z',
      '2027-11-08 09:00Z',
      '2027-11-15 09:00Z',
      '2027-11-22 09:00Z',
      '2027-11-29 09:00Z',
      '2027-12-06 09:00Z',
    ]);
  });
});

describe('series', () => {
  let coach: Person;
  let client: Person;
  let service: string;
  let occurrences: Occurrence[];

  beforeAll(async () => {
    coach = await freshTrainer();
    client = await freshClient(coach.id);
    service = await createService({ duration: 45, trainers: [coach.id] });
    // Someone else already holds the coach at the third occurrence (Wednesday 6 Jan 2027, 18:00 GMT).
    const other = await freshClient(coach.id);
    const taken = await rpc<Booking>(coach.client, 'book_appointment', {
      p_service_id: service,
      p_trainer_id: coach.id,
      p_client_id: other.id,
      p_starts_at: '2027-01-06T18:00:00Z',
    });
    expect(taken.error).toBeNull();
  });

  it('reports the one conflicting occurrence and books the rest', async () => {
    const { data, error } = await rpc<Occurrence[]>(client.client, 'book_series', {
      p_service_id: service,
      p_trainer_id: coach.id,
      p_first_date: '2027-01-04',
      p_local_time: '18:00',
      p_weekdays: [1, 3],
      p_until: '2027-01-20',
    });
    expect(error).toBeNull();
    occurrences = data!;
    expect(occurrences.map((o) => [o.local_date, o.result])).toEqual([
      ['2027-01-04', 'booked'],
      ['2027-01-06', 'conflict'],
      ['2027-01-11', 'booked'],
      ['2027-01-13', 'booked'],
      ['2027-01-18', 'booked'],
      ['2027-01-20', 'booked'],
    ]);
    expect(occurrences[1]!.message).toBe('That time was just taken');
  });

  it('"this and following" cancels only those', async () => {
    const from = occurrences.find((o) => o.local_date === '2027-01-13')!;
    const { data, error } = await rpc<Booking[]>(client.client, 'cancel_following', { p_booking_id: from.booking_id });
    expect(error).toBeNull();
    expect(data!.map((b) => b.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    const { data: mine } = await client.client
      .from('bookings')
      .select('starts_at, status')
      .eq('series_id', data![0]!.series_id!)
      .order('starts_at');
    expect((mine ?? []).map((b: { status: string }) => b.status)).toEqual([
      'booked',
      'booked',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
  });

  it('refuses a series without an end, in words', async () => {
    const answer = await rpc(client.client, 'book_series', {
      p_service_id: service,
      p_trainer_id: coach.id,
      p_first_date: '2027-02-01',
      p_local_time: '18:00',
      p_weekdays: [1],
    });
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toBe('Give a number of weeks or an end date');
  });
});
