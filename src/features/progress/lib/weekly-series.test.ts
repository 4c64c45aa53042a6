import { describe, expect, it } from 'vitest';
import {
  fromFirstActiveWeek,
  niceDomain,
  recentWeeks,
  weekOf,
  weeklySessions,
  weeklyVolume,
  type VolumeSet,
} from './weekly-series';

// Wednesday 11 March 2026; its week starts Monday 9 March.
const NOW = new Date('2026-03-11T12:00:00Z');
const set = (
  performed_at: string,
  reps: number | null,
  weight: number | null,
  patch: Partial<VolumeSet> = {},
): VolumeSet => ({ exercise_id: 'e', reps, weight, completed: true, is_warmup: false, performed_at, ...patch });

describe('Monday-start weeks', () => {
  it('lists the last weeks oldest first, ending this week', () =>
    expect(recentWeeks(NOW, 3, 'UTC')).toEqual(['2026-02-23', '2026-03-02', '2026-03-09']));
  it('puts Sunday in the week that started the Monday before', () => {
    expect(weekOf('2026-03-15T22:00:00Z', 'UTC')).toBe('2026-03-09');
    expect(weekOf('2026-03-16T00:30:00Z', 'UTC')).toBe('2026-03-16');
  });
  it('uses the person’s time zone at the week boundary', () => {
    // Monday 00:30 in Berlin is still Sunday in UTC.
    expect(weekOf('2026-03-15T23:30:00Z', 'Europe/Berlin')).toBe('2026-03-16');
    expect(weekOf('2026-03-15T23:30:00Z', 'UTC')).toBe('2026-03-09');
  });
});

describe('weeklyVolume', () => {
  it('sums reps × weight of working sets per week, zero-filling quiet weeks', () => {
    const sets = [
      set('2026-03-09T17:00:00Z', 5, 100),
      set('2026-03-11T08:00:00Z', 10, 50),
      set('2026-03-10T17:00:00Z', 10, 20, { is_warmup: true }),
      set('2026-03-10T17:00:00Z', 10, 20, { completed: false }),
      set('2026-02-24T17:00:00Z', 8, 60),
      set('2026-01-05T17:00:00Z', 8, 60), // outside the window
    ];
    expect(weeklyVolume(sets, NOW, 3, 'UTC')).toEqual([
      { week: '2026-02-23', label: 'Feb 23', value: 480 },
      { week: '2026-03-02', label: 'Mar 2', value: 0 },
      { week: '2026-03-09', label: 'Mar 9', value: 1000 },
    ]);
  });
});

describe('weeklySessions', () => {
  it('counts finished workouts per week', () => {
    const logs = [
      { created_at: '2026-03-09T17:00:00Z' },
      { created_at: '2026-03-10T17:00:00Z' },
      { created_at: '2026-03-03T17:00:00Z' },
    ];
    expect(weeklySessions(logs, NOW, 2, 'UTC').map((week) => week.value)).toEqual([1, 2]);
  });
});

describe('chart helpers', () => {
  const points = ['a', 'b', 'c', 'd', 'e'].map((week, index) => ({ week, label: week, value: index < 3 ? 0 : 10 }));
  it('starts at the first active week but keeps a minimum span', () => {
    expect(fromFirstActiveWeek(points, 2).map((point) => point.week)).toEqual(['d', 'e']);
    expect(fromFirstActiveWeek(points, 4).map((point) => point.week)).toEqual(['b', 'c', 'd', 'e']);
    expect(
      fromFirstActiveWeek(
        points.map((point) => ({ ...point, value: 0 })),
        3,
      ),
    ).toHaveLength(3);
  });
  it('rounds the axis to steps around the data', () => {
    expect(niceDomain([28, 31.5])).toEqual([25, 35]);
    expect(niceDomain([121, 122.5])).toEqual([115, 125]);
    expect(niceDomain([])).toEqual([0, 5]);
  });
});
