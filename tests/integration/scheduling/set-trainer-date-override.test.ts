import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorsForFile, people } from '../support/rls-fixtures';
import {
  BASE_STUDIO,
  cleanup,
  createService,
  freshTrainer,
  rpc,
  setStudio,
  setWeeklyHours,
  svc,
  type Person,
} from './support';

/**
 * The availability screen saves one date's override whole through set_trainer_date_override (one
 * transaction under the trainer's availability lock; RLS applies). Dates are in 2027 around
 * Europe/London's clock changes (28 March, 31 October).
 */

const actors = actorsForFile();
const ranges = (...list: Array<[string, string]>) => list.map(([start, end]) => ({ start, end }));
const utc = (value: string) => new Date(value).toISOString();

let trainer: Person;

const overridesOf = async (trainerId: string, onDate: string) => {
  const { data, error } = await svc()
    .from('trainer_date_overrides')
    .select('start_time, end_time')
    .eq('trainer_id', trainerId)
    .eq('on_date', onDate)
    .order('start_time');
  if (error) throw error;
  return data.map((row: { start_time: string | null; end_time: string | null }) =>
    row.start_time ? `${row.start_time.slice(0, 5)}-${row.end_time?.slice(0, 5)}` : 'day off',
  );
};

const slotsOn = async (who: Person, service: string, from: string, to: string) => {
  const { data, error } = await rpc<Array<{ starts_at: string }>>(who.client, 'free_slots', {
    p_trainer_id: who.id,
    p_service_id: service,
    p_from: from,
    p_to: to,
  });
  expect(error).toBeNull();
  return data!.map((slot) => utc(slot.starts_at));
};

beforeAll(async () => {
  await setStudio({ ...BASE_STUDIO, time_zone: 'Europe/London', max_advance_days: 730 });
  trainer = await freshTrainer({ hours: false });
});

afterAll(async () => {
  await svc().from('trainer_date_overrides').delete().in('trainer_id', [people.taylor, people.sam]);
  await cleanup();
});

describe('set_trainer_date_override', () => {
  it("replaces the date's ranges whole, the same call twice leaves the same rows, and null removes it", async () => {
    const day = '2027-05-12';
    const first = await rpc(trainer.client, 'set_trainer_date_override', {
      p_trainer_id: trainer.id,
      p_on_date: day,
      p_ranges: ranges(['09:00', '12:00'], ['13:00', '17:00']),
    });
    expect(first.error).toBeNull();
    expect(await overridesOf(trainer.id, day)).toEqual(['09:00-12:00', '13:00-17:00']);

    // 09-12 becomes 12-16 and 13-17 becomes 08-11: one row at a time, these would collide half way.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const again = await rpc(trainer.client, 'set_trainer_date_override', {
        p_trainer_id: trainer.id,
        p_on_date: day,
        p_ranges: ranges(['12:00', '16:00'], ['08:00', '11:00']),
      });
      expect(again.error).toBeNull();
      expect(await overridesOf(trainer.id, day)).toEqual(['08:00-11:00', '12:00-16:00']);
    }

    const off = await rpc(trainer.client, 'set_trainer_date_override', {
      p_trainer_id: trainer.id,
      p_on_date: day,
      p_ranges: [],
    });
    expect(off.error).toBeNull();
    expect(await overridesOf(trainer.id, day)).toEqual(['day off']);

    const removed = await rpc(trainer.client, 'set_trainer_date_override', {
      p_trainer_id: trainer.id,
      p_on_date: day,
      p_ranges: null,
    });
    expect(removed.error).toBeNull();
    expect(await overridesOf(trainer.id, day)).toEqual([]);
  });

  it('is what free_slots offers on that date, across the March and October clock changes', async () => {
    await setWeeklyHours(trainer.id, [0], '09:00', '10:00');
    const service = await createService({ duration: 60, trainers: [trainer.id] });
    // Sundays: 21 March (GMT), 28 March (the spring change), 4 April (BST).
    expect(await slotsOn(trainer, service, '2027-03-21', '2027-04-04')).toEqual([
      '2027-03-21T09:00:00.000Z',
      '2027-03-28T08:00:00.000Z',
      '2027-04-04T08:00:00.000Z',
    ]);

    const spring = await rpc(trainer.client, 'set_trainer_date_override', {
      p_trainer_id: trainer.id,
      p_on_date: '2027-03-28',
      p_ranges: ranges(['14:00', '16:00']),
    });
    expect(spring.error).toBeNull();
    const off = await rpc(trainer.client, 'set_trainer_date_override', {
      p_trainer_id: trainer.id,
      p_on_date: '2027-04-04',
      p_ranges: [],
    });
    expect(off.error).toBeNull();
    // 14:00 and 15:00 BST on the change day; nothing on the day off; 21 March keeps its weekly hour.
    expect(await slotsOn(trainer, service, '2027-03-21', '2027-04-04')).toEqual([
      '2027-03-21T09:00:00.000Z',
      '2027-03-28T13:00:00.000Z',
      '2027-03-28T14:00:00.000Z',
    ]);

    // 31 October: the clocks go back at 02:00 BST; 14:00 local is 14:00Z again.
    const autumn = await rpc(trainer.client, 'set_trainer_date_override', {
      p_trainer_id: trainer.id,
      p_on_date: '2027-10-31',
      p_ranges: ranges(['14:00', '15:00']),
    });
    expect(autumn.error).toBeNull();
    expect(await slotsOn(trainer, service, '2027-10-24', '2027-10-31')).toEqual([
      '2027-10-24T08:00:00.000Z',
      '2027-10-31T14:00:00.000Z',
    ]);
  });

  it('says which ranges overlap or are backwards, with a 400, and keeps the old override', async () => {
    const day = '2027-06-02';
    await rpc(trainer.client, 'set_trainer_date_override', {
      p_trainer_id: trainer.id,
      p_on_date: day,
      p_ranges: ranges(['10:00', '11:00']),
    });
    const overlap = await rpc(trainer.client, 'set_trainer_date_override', {
      p_trainer_id: trainer.id,
      p_on_date: day,
      p_ranges: ranges(['09:00', '12:00'], ['11:00', '14:00']),
    });
    expect(overlap.status).toBe(400);
    expect(overlap.error?.message).toBe('09:00 to 12:00 and 11:00 to 14:00 overlap');
    const backwards = await rpc(trainer.client, 'set_trainer_date_override', {
      p_trainer_id: trainer.id,
      p_on_date: day,
      p_ranges: ranges(['17:00', '09:00']),
    });
    expect(backwards.status).toBe(400);
    expect(backwards.error?.message).toBe('The range 17:00 to 09:00 ends before it starts');
    const past = await rpc(trainer.client, 'set_trainer_date_override', {
      p_trainer_id: trainer.id,
      p_on_date: '2020-01-06',
      p_ranges: [],
    });
    expect(past.status).toBe(400);
    expect(past.error?.message).toBe('Choose today or a later date');
    expect(await overridesOf(trainer.id, day)).toEqual(['10:00-11:00']);
  });

  it('refuses malformed input with a 400, never a 500', async () => {
    for (const list of [
      { not: 'a list' },
      'nine to five',
      [{ start: '9am', end: '10:00' }],
      [{ start: '09:00', end: '25:00' }],
      [{ start: 9, end: '10:00' }],
      [null],
      Array.from({ length: 11 }, (_, index) => ({ start: `${String(index).padStart(2, '0')}:00`, end: '23:59' })),
    ]) {
      const result = await rpc(trainer.client, 'set_trainer_date_override', {
        p_trainer_id: trainer.id,
        p_on_date: '2027-06-03',
        p_ranges: list,
      });
      expect(result.status, JSON.stringify(list).slice(0, 60)).toBe(400);
    }
    const badDate = await rpc(trainer.client, 'set_trainer_date_override', {
      p_trainer_id: trainer.id,
      p_on_date: 'not a date',
      p_ranges: [],
    });
    expect(badDate.status).toBe(400);
    expect(await overridesOf(trainer.id, '2027-06-03')).toEqual([]);
  });

  it("lets an admin set anyone's dates, and nobody else another trainer's", async () => {
    const { admin, trainer: taylor, otherTrainer, client } = actors();
    const byAdmin = await admin.rpc('set_trainer_date_override', {
      p_trainer_id: people.sam,
      p_on_date: '2027-07-01',
      p_ranges: [],
    });
    expect(byAdmin.error).toBeNull();
    expect(await overridesOf(people.sam, '2027-07-01')).toEqual(['day off']);

    const own = await taylor.rpc('set_trainer_date_override', {
      p_trainer_id: people.taylor,
      p_on_date: '2027-07-01',
      p_ranges: ranges(['10:00', '12:00']),
    });
    expect(own.error).toBeNull();
    for (const caller of [otherTrainer, client]) {
      const result = await caller.rpc('set_trainer_date_override', {
        p_trainer_id: people.taylor,
        p_on_date: '2027-07-01',
        p_ranges: [],
      });
      expect(result.status).toBe(403);
      expect(result.error?.message).toBe('You can change only your own hours');
    }
    expect(await overridesOf(people.taylor, '2027-07-01')).toEqual(['10:00-12:00']);
    const notATrainer = await admin.rpc('set_trainer_date_override', {
      p_trainer_id: people.casey,
      p_on_date: '2027-07-01',
      p_ranges: [],
    });
    expect(notATrainer.status).toBe(404);
  });

  it('two saves of one date at once leave one whole set of ranges, not a mix', async () => {
    const day = '2027-08-04';
    const a = ranges(['06:00', '08:00'], ['10:00', '12:00']);
    const b = ranges(['07:00', '09:00'], ['13:00', '14:00']);
    const results = await Promise.all([
      rpc(trainer.client, 'set_trainer_date_override', { p_trainer_id: trainer.id, p_on_date: day, p_ranges: a }),
      rpc(trainer.client, 'set_trainer_date_override', { p_trainer_id: trainer.id, p_on_date: day, p_ranges: b }),
    ]);
    expect(results.map((result) => result.error)).toEqual([null, null]);
    expect([
      ['06:00-08:00', '10:00-12:00'],
      ['07:00-09:00', '13:00-14:00'],
    ]).toContainEqual(await overridesOf(trainer.id, day));
  });
});
