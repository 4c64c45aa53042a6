import { afterAll, describe, expect, it } from 'vitest';
import { actorsForFile, people, svc } from '../support/rls-fixtures';

// The weekly-hours editor saves a whole week through set_trainer_hours (one transaction, RLS applies).
const actors = actorsForFile();
const week = (ranges: Array<[number, string, string]>) =>
  ranges.map(([weekday, start, end]) => ({ weekday, start, end }));
const hoursOf = async (trainerId: string) => {
  const { data, error } = await svc()
    .from('trainer_hours')
    .select('weekday, start_time, end_time')
    .eq('trainer_id', trainerId)
    .order('weekday')
    .order('start_time');
  if (error) throw error;
  return data.map((row) => `${row.weekday} ${row.start_time.slice(0, 5)}-${row.end_time.slice(0, 5)}`);
};

afterAll(async () => {
  await svc().from('trainer_hours').delete().in('trainer_id', [people.taylor, people.sam]);
});

describe('set_trainer_hours', () => {
  it("replaces a trainer's week with the ranges sent, including ranges that move past each other", async () => {
    const taylor = actors().trainer;
    const first = await taylor.rpc('set_trainer_hours', {
      p_trainer_id: people.taylor,
      p_ranges: week([
        [1, '09:00', '12:00'],
        [1, '13:00', '17:00'],
        [3, '07:00', '11:00'],
      ]),
    });
    expect(first.error).toBeNull();
    expect(await hoursOf(people.taylor)).toEqual(['1 09:00-12:00', '1 13:00-17:00', '3 07:00-11:00']);

    // 09-12 becomes 12-16 and 13-17 becomes 08-11: one at a time, these would collide half way.
    const second = await taylor.rpc('set_trainer_hours', {
      p_trainer_id: people.taylor,
      p_ranges: week([
        [1, '12:00', '16:00'],
        [1, '08:00', '11:00'],
        [5, '18:00', '24:00'],
      ]),
    });
    expect(second.error).toBeNull();
    expect(await hoursOf(people.taylor)).toEqual(['1 08:00-11:00', '1 12:00-16:00', '5 18:00-24:00']);
  });

  it('says which ranges overlap or are backwards, with a 400, and keeps the old week', async () => {
    const taylor = actors().trainer;
    const before = await hoursOf(people.taylor);
    const overlap = await taylor.rpc('set_trainer_hours', {
      p_trainer_id: people.taylor,
      p_ranges: week([
        [2, '09:00', '12:00'],
        [2, '11:00', '14:00'],
      ]),
    });
    expect(overlap.status).toBe(400);
    expect(overlap.error?.message).toBe("Tuesday's 09:00 to 12:00 and 11:00 to 14:00 overlap");
    const backwards = await taylor.rpc('set_trainer_hours', {
      p_trainer_id: people.taylor,
      p_ranges: week([[4, '17:00', '09:00']]),
    });
    expect(backwards.status).toBe(400);
    expect(backwards.error?.message).toBe("Thursday's range 17:00 to 09:00 ends before it starts");
    expect(await hoursOf(people.taylor)).toEqual(before);
  });

  it('refuses malformed input with a 400, never a 500', async () => {
    const taylor = actors().trainer;
    for (const ranges of [
      { not: 'a list' },
      [{ weekday: 7, start: '09:00', end: '10:00' }],
      [{ weekday: 1, start: '9am', end: '10:00' }],
      [{ weekday: '1', start: '09:00', end: '10:00' }],
      [{ weekday: 1.5, start: '09:00', end: '10:00' }],
      [null],
      Array.from({ length: 71 }, (_, index) => ({ weekday: index % 7, start: '00:00', end: '00:01' })),
    ]) {
      const result = await taylor.rpc('set_trainer_hours', { p_trainer_id: people.taylor, p_ranges: ranges });
      expect(result.status, JSON.stringify(ranges).slice(0, 60)).toBe(400);
    }
  });

  it("lets an admin set anyone's hours, and nobody else another trainer's", async () => {
    const { admin, otherTrainer, client } = actors();
    const byAdmin = await admin.rpc('set_trainer_hours', {
      p_trainer_id: people.sam,
      p_ranges: week([[0, '10:00', '14:00']]),
    });
    expect(byAdmin.error).toBeNull();
    expect(await hoursOf(people.sam)).toEqual(['0 10:00-14:00']);

    const before = await hoursOf(people.taylor);
    for (const caller of [otherTrainer, client]) {
      const result = await caller.rpc('set_trainer_hours', { p_trainer_id: people.taylor, p_ranges: [] });
      expect(result.status).toBe(403);
      expect(result.error?.message).toBe('You can change only your own hours');
    }
    expect(await hoursOf(people.taylor)).toEqual(before);
    const notATrainer = await admin.rpc('set_trainer_hours', { p_trainer_id: people.casey, p_ranges: [] });
    expect(notATrainer.status).toBe(404);
  });

  it('two saves at once leave one whole week, not a mix', async () => {
    const taylor = actors().trainer;
    const a = week([
      [1, '06:00', '08:00'],
      [2, '06:00', '08:00'],
    ]);
    const b = week([
      [1, '07:00', '09:00'],
      [4, '07:00', '09:00'],
    ]);
    const results = await Promise.all([
      taylor.rpc('set_trainer_hours', { p_trainer_id: people.taylor, p_ranges: a }),
      taylor.rpc('set_trainer_hours', { p_trainer_id: people.taylor, p_ranges: b }),
    ]);
    expect(results.map((result) => result.error)).toEqual([null, null]);
    expect([
      ['1 06:00-08:00', '2 06:00-08:00'],
      ['1 07:00-09:00', '4 07:00-09:00'],
    ]).toContainEqual(await hoursOf(people.taylor));
  });
});
