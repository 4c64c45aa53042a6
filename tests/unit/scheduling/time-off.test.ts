import { describe, expect, it } from 'vitest';
import { describePeriod, timeOffPeriod } from '@/features/scheduling/lib/time-off';

const LONDON = 'Europe/London';
const draft = { from: '2026-12-22', to: '2027-01-02', allDay: true, fromTime: '09:00', toTime: '17:00', reason: '' };
const iso = (instant: number) => new Date(instant).toISOString();

describe('time off', () => {
  it('runs whole days from the first midnight to the midnight after the last day, in the studio zone', () => {
    const period = timeOffPeriod(draft, LONDON);
    if ('problem' in period) throw new Error(period.problem);
    expect(iso(period.startsAt)).toBe('2026-12-22T00:00:00.000Z');
    expect(iso(period.endsAt)).toBe('2027-01-03T00:00:00.000Z');
    expect(describePeriod(period.startsAt, period.endsAt, LONDON, 'en-GB')).toBe('Tue 22 Dec – Sat 2 Jan, all day');
  });

  it('uses local times in summer (BST) and names one day once', () => {
    const period = timeOffPeriod(
      { ...draft, from: '2026-07-07', to: '2026-07-07', allDay: false, fromTime: '14:00', toTime: '16:30' },
      LONDON,
    );
    if ('problem' in period) throw new Error(period.problem);
    expect(iso(period.startsAt)).toBe('2026-07-07T13:00:00.000Z');
    expect(describePeriod(period.startsAt, period.endsAt, LONDON, 'en-GB')).toBe('Tue 7 Jul, 14:00 – 16:30');
    const single = timeOffPeriod({ ...draft, from: '2026-07-07', to: '2026-07-07' }, LONDON);
    if ('problem' in single) throw new Error(single.problem);
    expect(describePeriod(single.startsAt, single.endsAt, LONDON, 'en-GB')).toBe('Tue 7 Jul, all day');
  });

  it('says what is wrong', () => {
    expect(timeOffPeriod({ ...draft, to: '2026-12-01' }, LONDON)).toEqual({
      problem: 'The time off ends before it starts.',
    });
    expect(timeOffPeriod({ ...draft, from: '' }, LONDON)).toEqual({ problem: 'Choose the first and last day.' });
    expect(timeOffPeriod({ ...draft, allDay: false, fromTime: '' }, LONDON)).toEqual({
      problem: 'Choose a start and an end time.',
    });
  });
});
