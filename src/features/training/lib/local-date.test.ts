import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, localDay, mondayWeek } from './local-date';

describe('local dates', () => {
  it("reads the device's own zone like Intl does, without building a formatter", () => {
    const intl = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
    const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    const intlWeekday = new Intl.DateTimeFormat('en-US', { weekday: 'short' });
    // Every 7 hours for two years: month and year ends, and both daylight-saving changes.
    for (let at = Date.parse('2025-01-01T00:00:00Z'); at < Date.parse('2027-01-01T00:00:00Z'); at += 7 * 3_600_000) {
      const date = new Date(at);
      expect(localDay(date)).toEqual({ key: intl.format(date), weekday: weekdays.indexOf(intlWeekday.format(date)) });
    }
    expect(() => localDay('not a date')).toThrow(RangeError);
  });

  it('gives the calendar day and weekday in a time zone', () => {
    expect(localDay('2026-11-23T03:00:00Z', 'UTC')).toEqual({ key: '2026-11-23', weekday: 1 });
    expect(localDay('2026-11-23T03:00:00Z', 'America/Los_Angeles')).toEqual({ key: '2026-11-22', weekday: 0 });
  });

  it('starts weeks on Monday, including for a Sunday', () => {
    expect(mondayWeek('2026-11-22')).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(mondayWeek('2026-11-23')[0]).toBe('2026-11-23');
  });

  it('counts days across month and year ends', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });
});
