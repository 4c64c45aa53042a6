import { describe, expect, it } from 'vitest';
import {
  clockText,
  copyDayTo,
  dayProblem,
  nextRange,
  orderedWeekdays,
  parseClock,
  rangesForSaving,
  rangesOfRows,
  weeklyTotalHours,
} from '@/features/scheduling/lib/weekly-hours';

const range = (weekday: number, start: string, end: string) => ({
  weekday,
  start: parseClock(start)!,
  end: parseClock(end, true)!,
});

describe('weekly hours', () => {
  it('reads and writes clock times, with 24:00 only as an end', () => {
    expect(parseClock('9:05')).toBe(545);
    expect(parseClock('23:59')).toBe(1439);
    expect(parseClock('24:00')).toBeNull();
    expect(parseClock('24:00', true)).toBe(1440);
    expect(parseClock('12:60')).toBeNull();
    expect(parseClock('noon')).toBeNull();
    expect(clockText(545)).toBe('09:05');
    expect(clockText(1440)).toBe('24:00');
  });

  it('orders the week from the studio’s first day', () => {
    expect(orderedWeekdays(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(orderedWeekdays(0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('turns stored rows into ranges and back into what the database takes', () => {
    const ranges = rangesOfRows([
      { weekday: 3, start_time: '13:00:00', end_time: '24:00:00' },
      { weekday: 1, start_time: '09:00:00', end_time: '12:30:00' },
    ]);
    expect(ranges).toEqual([range(1, '09:00', '12:30'), range(3, '13:00', '24:00')]);
    expect(rangesForSaving(ranges)).toEqual([
      { weekday: 1, start: '09:00', end: '12:30' },
      { weekday: 3, start: '13:00', end: '24:00' },
    ]);
  });

  it("says what is wrong with a day's ranges", () => {
    expect(dayProblem([range(1, '09:00', '12:00'), range(1, '13:00', '17:00')])).toBeNull();
    expect(dayProblem([range(1, '13:00', '17:00'), range(1, '09:00', '13:30')])).toBe(
      '09:00–13:30 and 13:00–17:00 overlap.',
    );
    expect(dayProblem([range(1, '12:00', '09:00')])).toBe('12:00 to 09:00 ends before it starts.');
    expect(dayProblem([range(1, '09:00', '12:00'), range(1, '12:00', '13:00')])).toBeNull();
  });

  it('adds a range after the last one of the day, or a working day on an empty one', () => {
    expect(nextRange([], 2)).toEqual(range(2, '09:00', '17:00'));
    expect(nextRange([range(2, '09:00', '12:00'), range(4, '15:00', '18:00')], 2)).toEqual(range(2, '13:00', '14:00'));
    expect(nextRange([range(2, '20:00', '24:00')], 2)).toEqual(range(2, '23:00', '24:00'));
  });

  it("copies a day's ranges to other days, replacing theirs", () => {
    const copied = copyDayTo(
      [range(1, '09:00', '12:00'), range(1, '13:00', '17:00'), range(2, '06:00', '07:00'), range(6, '10:00', '11:00')],
      1,
      [1, 2, 3],
    );
    expect(copied).toEqual([
      range(1, '09:00', '12:00'),
      range(1, '13:00', '17:00'),
      range(2, '09:00', '12:00'),
      range(2, '13:00', '17:00'),
      range(3, '09:00', '12:00'),
      range(3, '13:00', '17:00'),
      range(6, '10:00', '11:00'),
    ]);
    expect(weeklyTotalHours(copied)).toBe(22);
  });
});

describe('durations', () => {
  it('shows a duration in its largest exact unit and reads it back', async () => {
    const { minutesInWords, splitMinutes, toMinutes } = await import('@/features/scheduling/lib/durations');
    expect(splitMinutes(120)).toEqual({ amount: '2', unit: 'hours' });
    expect(splitMinutes(1440)).toEqual({ amount: '1', unit: 'days' });
    expect(splitMinutes(90)).toEqual({ amount: '90', unit: 'minutes' });
    expect(splitMinutes(0)).toEqual({ amount: '0', unit: 'minutes' });
    expect(toMinutes('3', 'days')).toBe(4320);
    expect(toMinutes('1.5', 'hours')).toBeNull();
    expect(minutesInWords(60)).toBe('1 hour');
    expect(minutesInWords(2880)).toBe('2 days');
  });
});
