import { describe, expect, it } from 'vitest';
import { layoutDay } from '@/features/scheduling/lib/calendar-layout';
import { instantOf } from '@/lib/zoned-time';

const ZONE = 'Europe/London';
const at = (date: string, time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return instantOf(date, hours * 60 + minutes, ZONE);
};
const item = (id: string, date: string, from: string, to: string, endDate = date) => ({
  id,
  start: at(date, from),
  end: at(endDate, to),
});
const summary = (placed: ReturnType<typeof layoutDay>) =>
  placed.map((entry) => `${entry.item.id} ${entry.top}+${entry.height} ${entry.lane}/${entry.lanes}`);

describe('layoutDay', () => {
  it('gives items that do not overlap the whole width', () => {
    const placed = layoutDay(
      [item('b', '2026-06-10', '11:00', '12:00'), item('a', '2026-06-10', '09:00', '10:00')],
      '2026-06-10',
      ZONE,
    );
    expect(summary(placed)).toEqual(['a 540+60 0/1', 'b 660+60 0/1']);
  });

  it('shares the width among overlapping items and reuses a freed column', () => {
    const placed = layoutDay(
      [
        item('a', '2026-06-10', '09:00', '11:00'),
        item('b', '2026-06-10', '09:30', '10:00'),
        item('c', '2026-06-10', '10:00', '10:30'),
        item('d', '2026-06-10', '10:15', '10:45'),
      ],
      '2026-06-10',
      ZONE,
    );
    expect(summary(placed)).toEqual(['a 540+120 0/3', 'b 570+30 1/3', 'c 600+30 1/3', 'd 615+30 2/3']);
  });

  it('starts a new group once everything before has ended', () => {
    const placed = layoutDay(
      [
        item('a', '2026-06-10', '09:00', '10:00'),
        item('b', '2026-06-10', '09:30', '10:00'),
        item('c', '2026-06-10', '10:00', '11:00'),
      ],
      '2026-06-10',
      ZONE,
    );
    expect(summary(placed)).toEqual(['a 540+60 0/2', 'b 570+30 1/2', 'c 600+60 0/1']);
  });

  it('draws a short item at the minimum height, and lets that decide overlaps', () => {
    const placed = layoutDay(
      [item('a', '2026-06-10', '09:00', '09:05'), item('b', '2026-06-10', '09:10', '09:40')],
      '2026-06-10',
      ZONE,
    );
    expect(summary(placed)).toEqual(['a 540+15 0/2', 'b 550+30 1/2']);
  });

  it('places by wall clock on the day the clocks go forward', () => {
    const placed = layoutDay([item('a', '2026-03-29', '09:00', '10:00')], '2026-03-29', ZONE);
    expect(summary(placed)).toEqual(['a 540+60 0/1']);
  });

  it('clips items that cross midnight and says so', () => {
    const placed = layoutDay(
      [item('late', '2026-06-09', '23:00', '01:00', '2026-06-10'), item('elsewhere', '2026-06-11', '09:00', '10:00')],
      '2026-06-10',
      ZONE,
    );
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ top: 0, height: 60, continuesBefore: true, continuesAfter: false });
    const evening = layoutDay([item('late', '2026-06-10', '23:30', '00:30', '2026-06-11')], '2026-06-10', ZONE);
    expect(evening[0]).toMatchObject({ top: 1410, height: 30, continuesAfter: true });
  });
});
