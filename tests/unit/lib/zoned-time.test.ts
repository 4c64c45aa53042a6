import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayRange,
  instantOf,
  isTimeZone,
  offsetMinutesAt,
  startOfWeek,
  todayIn,
  wallTimeExists,
  wallTimeOf,
  weekdayOf,
} from '@/lib/zoned-time';

const LONDON = 'Europe/London';
const NEW_YORK = 'America/New_York';
const iso = (instant: number) => new Date(instant).toISOString();
const HOUR = 3_600_000;

describe('instantOf: a local time in a named zone', () => {
  it('keeps 09:00 at 09:00 local across the March change (09:00Z before, 08:00Z after)', () => {
    expect(iso(instantOf('2026-03-23', 9 * 60, LONDON))).toBe('2026-03-23T09:00:00.000Z');
    expect(iso(instantOf('2026-03-30', 9 * 60, LONDON))).toBe('2026-03-30T08:00:00.000Z');
  });

  it('keeps 09:00 at 09:00 local across the October change', () => {
    expect(iso(instantOf('2026-10-19', 9 * 60, LONDON))).toBe('2026-10-19T08:00:00.000Z');
    expect(iso(instantOf('2026-10-26', 9 * 60, LONDON))).toBe('2026-10-26T09:00:00.000Z');
  });

  it('moves a time in the skipped hour past the change (01:30 on 29 March 2026 is 02:30 BST)', () => {
    expect(wallTimeExists('2026-03-29', 90, LONDON)).toBe(false);
    expect(iso(instantOf('2026-03-29', 90, LONDON))).toBe('2026-03-29T01:30:00.000Z');
    expect(wallTimeOf(instantOf('2026-03-29', 90, LONDON), LONDON)).toEqual({ date: '2026-03-29', minutes: 150 });
  });

  it('takes the first of a repeated time (01:30 on 25 October 2026 is 01:30 BST)', () => {
    expect(wallTimeExists('2026-10-25', 90, LONDON)).toBe(true);
    expect(iso(instantOf('2026-10-25', 90, LONDON))).toBe('2026-10-25T00:30:00.000Z');
  });

  it('works west of UTC too (New York, 2 a.m. skipped on 8 March 2026)', () => {
    expect(iso(instantOf('2026-03-07', 9 * 60, NEW_YORK))).toBe('2026-03-07T14:00:00.000Z');
    expect(iso(instantOf('2026-03-09', 9 * 60, NEW_YORK))).toBe('2026-03-09T13:00:00.000Z');
    expect(wallTimeExists('2026-03-08', 150, NEW_YORK)).toBe(false);
  });

  it('refuses something that is not a calendar date', () => {
    expect(() => instantOf('2026-02-30', 0, LONDON)).toThrow(RangeError);
    expect(() => instantOf('next tuesday', 0, LONDON)).toThrow(RangeError);
  });
});

describe('wall time and offsets', () => {
  it('reads an instant as the local date and minutes', () => {
    expect(wallTimeOf(Date.parse('2026-07-01T23:30:00Z'), LONDON)).toEqual({ date: '2026-07-02', minutes: 30 });
    expect(wallTimeOf(Date.parse('2026-07-01T23:30:00Z'), NEW_YORK)).toEqual({ date: '2026-07-01', minutes: 1170 });
  });

  it('gives the offset in minutes', () => {
    expect(offsetMinutesAt(Date.parse('2026-01-15T12:00:00Z'), LONDON)).toBe(0);
    expect(offsetMinutesAt(Date.parse('2026-07-15T12:00:00Z'), LONDON)).toBe(60);
    expect(offsetMinutesAt(Date.parse('2026-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
  });

  it('knows zone names', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Europe/Atlantis')).toBe(false);
  });
});

describe('calendar days and weeks', () => {
  it('adds days by the calendar, across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('finds the start of the week for a Monday or a Sunday start', () => {
    expect(weekdayOf('2026-11-27')).toBe(5); // a Friday
    expect(startOfWeek('2026-11-27', 1)).toBe('2026-11-23');
    expect(startOfWeek('2026-11-27', 0)).toBe('2026-11-22');
    expect(startOfWeek('2026-11-23', 1)).toBe('2026-11-23');
  });

  it('makes a day 23 hours long in March and 25 in October', () => {
    const march = dayRange('2026-03-29', LONDON);
    const october = dayRange('2026-10-25', LONDON);
    const june = dayRange('2026-06-10', LONDON);
    expect((march.end - march.start) / HOUR).toBe(23);
    expect((october.end - october.start) / HOUR).toBe(25);
    expect((june.end - june.start) / HOUR).toBe(24);
    expect(iso(june.start)).toBe('2026-06-09T23:00:00.000Z');
  });

  it('gives today in the zone, not on the device', () => {
    const lateEvening = Date.parse('2026-11-27T23:30:00Z');
    expect(todayIn(LONDON, lateEvening)).toBe('2026-11-27');
    expect(todayIn('Pacific/Auckland', lateEvening)).toBe('2026-11-28');
  });
});
