import { describe, expect, it } from 'vitest';
import type { CalendarSession } from '@/features/scheduling/api/calendar';
import {
  applyScheduleFilters,
  daysShown,
  gridHours,
  groupByDay,
  minutesAtOffset,
  readScheduleFilters,
  trainerColumns,
  writeScheduleFilters,
} from '@/features/scheduling/lib/studio-schedule';
import { instantOf } from '@/lib/zoned-time';

const ZONE = 'Europe/London';
const DAY = '2026-12-01';
const T1 = '00000000-0000-4000-8000-000000000002';
const T2 = '00000000-0000-4000-8000-000000000003';
const SERVICE = '00000000-0000-4000-8000-00000000c001';

function session(
  id: string,
  trainerId: string,
  startMinutes: number,
  minutes = 60,
  serviceId = SERVICE,
): CalendarSession {
  const start = instantOf(DAY, startMinutes, ZONE);
  const end = start + minutes * 60_000;
  return {
    id,
    trainer_id: trainerId,
    starts_at: new Date(start).toISOString(),
    ends_at: new Date(end).toISOString(),
    capacity: 1,
    seats_taken: 1,
    status: 'scheduled',
    service_id: serviceId,
    service: { name: 'PT', colour: '#2563eb', location: 'in_person' },
    trainer: { first_name: trainerId === T1 ? 'Taylor' : 'Sam', last_name: '' },
    bookings: [],
    start,
    end,
  };
}

describe('schedule filters in the URL', () => {
  it('round-trips view, date, trainers and service, and leaves the defaults out', () => {
    const filters = { view: 'week' as const, date: DAY, trainerIds: [T1, T2], serviceId: SERVICE };
    const params = writeScheduleFilters(filters);
    expect(params.toString()).toBe(
      `view=week&date=${DAY}&trainers=${encodeURIComponent(`${T1},${T2}`)}&service=${SERVICE}`,
    );
    expect(readScheduleFilters(params)).toEqual(filters);
    expect(writeScheduleFilters({ view: 'day', date: null, trainerIds: [], serviceId: null }).toString()).toBe('');
  });

  it('ignores what is not well formed (a shared link edited by hand)', () => {
    const filters = readScheduleFilters(
      new URLSearchParams('view=month&date=2026-13-45x&trainers=,<b>,' + T1 + ',' + T1 + '&service=drop;table'),
    );
    expect(filters).toEqual({ view: 'day', date: null, trainerIds: [T1], serviceId: null });
  });

  it('shows the studio week around the date (week start from the settings)', () => {
    expect(daysShown('day', DAY, 1)).toEqual([DAY]);
    const week = daysShown('week', DAY, 1);
    expect(week).toHaveLength(7);
    expect(week[0]).toBe('2026-11-30');
    expect(daysShown('week', DAY, 0)[0]).toBe('2026-11-29');
  });
});

describe('filtering and laying out the studio day', () => {
  const sessions = [
    session('a', T1, 9 * 60),
    session('b', T2, 9 * 60),
    session('c', T1, 9 * 60 + 30, 45, 'other-service'),
  ];

  it('filters by trainers and by service', () => {
    expect(applyScheduleFilters(sessions, { trainerIds: [], serviceId: null })).toHaveLength(3);
    expect(applyScheduleFilters(sessions, { trainerIds: [T2], serviceId: null }).map((s) => s.id)).toEqual(['b']);
    expect(applyScheduleFilters(sessions, { trainerIds: [], serviceId: SERVICE }).map((s) => s.id)).toEqual(['a', 'b']);
  });

  it('gives each trainer a column (by name), overlapping sessions side by side in it', () => {
    const columns = trainerColumns(sessions, [{ id: T1, name: 'Taylor' }], DAY, ZONE, []);
    // Sam is not on the staff list given but has a session: he still gets a column.
    expect(columns.map((column) => column.trainer.name)).toEqual(['Sam', 'Taylor']);
    const taylor = columns[1]!;
    expect(taylor.placed.map((entry) => [entry.item.id, entry.top, entry.lane, entry.lanes])).toEqual([
      ['a', 540, 0, 2],
      ['c', 570, 1, 2],
    ]);
  });

  it('shows only the chosen trainers, in the order chosen, empty columns included', () => {
    const trainers = [
      { id: T1, name: 'Taylor' },
      { id: T2, name: 'Sam' },
      { id: 'nobody', name: 'Nobody' },
    ];
    const columns = trainerColumns([], trainers, DAY, ZONE, [T1, 'nobody']);
    expect(columns.map((column) => [column.trainer.name, column.placed.length])).toEqual([
      ['Taylor', 0],
      ['Nobody', 0],
    ]);
  });

  it('spans 07:00-20:00 at least, wider when a session is earlier or later', () => {
    expect(gridHours(trainerColumns(sessions, [], DAY, ZONE, []))).toEqual({ first: 7, last: 20 });
    const early = trainerColumns([session('e', T1, 5 * 60 + 30), session('l', T1, 21 * 60)], [], DAY, ZONE, []);
    expect(gridHours(early)).toEqual({ first: 5, last: 22 });
  });

  it('groups the week list by day, in time order, keeping empty days', () => {
    const groups = groupByDay([sessions[2]!, sessions[0]!], ['2026-11-30', DAY], ZONE);
    expect(groups.map((group) => [group.date, group.sessions.map((s) => s.id)])).toEqual([
      ['2026-11-30', []],
      [DAY, ['a', 'c']],
    ]);
  });

  it('turns a click in a column into a quarter hour of the studio day', () => {
    expect(minutesAtOffset(0, 48, 7)).toBe(7 * 60);
    expect(minutesAtOffset(48 * 2 + 30, 48, 7)).toBe(9 * 60 + 30);
    expect(minutesAtOffset(-5, 48, 7)).toBe(7 * 60);
    expect(minutesAtOffset(Number.NaN, 48, 7)).toBe(7 * 60);
    expect(minutesAtOffset(48 * 40, 48, 7)).toBe(24 * 60 - 15);
  });

  it('lays out 20 trainers x a busy day (300 sessions) in one pass, cheaply', () => {
    const trainers = Array.from({ length: 20 }, (_, index) => ({ id: `t${index}`, name: `Trainer ${index}` }));
    const busy = trainers.flatMap((trainer, t) =>
      Array.from({ length: 15 }, (_, k) => session(`${trainer.id}-${k}`, trainer.id, 6 * 60 + k * 55 + t, 60)),
    );
    const started = performance.now();
    const columns = trainerColumns(busy, trainers, DAY, ZONE, []);
    const elapsed = performance.now() - started;
    expect(columns).toHaveLength(20);
    expect(columns.reduce((sum, column) => sum + column.placed.length, 0)).toBe(300);
    // Typically 5-15 ms here; the bound only catches an accidental quadratic layout.
    expect(elapsed).toBeLessThan(500);
  });
});
