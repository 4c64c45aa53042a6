import { describe, expect, it } from 'vitest';
import { parseHabitForm } from '@/features/habits/lib/habit-draft';
import { tickedDays } from '@/features/habits/lib/tick-state';

describe('tickedDays', () => {
  const server = [
    { habit_id: 'water', tick_date: '2026-11-24' },
    { habit_id: 'water', tick_date: '2026-11-25' },
  ];

  it('is the server ticks with the unsent changes over them, last change winning', () => {
    const ticked = tickedDays(server, [
      { habitId: 'water', date: '2026-11-25', done: false },
      { habitId: 'steps', date: '2026-11-25', done: true },
      { habitId: 'steps', date: '2026-11-25', done: false },
      { habitId: 'steps', date: '2026-11-25', done: true },
    ]);
    expect(ticked.get('water')).toEqual(['2026-11-24']);
    expect(ticked.get('steps')).toEqual(['2026-11-25']);
  });

  it('counts a day once when the server already has a queued tick (a retry after a lost answer)', () => {
    expect(tickedDays(server, [{ habitId: 'water', date: '2026-11-25', done: true }]).get('water')).toEqual([
      '2026-11-24',
      '2026-11-25',
    ]);
  });
});

describe('parseHabitForm', () => {
  it('takes a daily or a weekly habit, trimmed', () => {
    expect(parseHabitForm({ title: '  Stretch ', notes: '', target: 'daily' })).toEqual({
      ok: true,
      draft: { title: 'Stretch', notes: null, frequency: 'daily', days_per_week: null },
    });
    expect(parseHabitForm({ title: 'Meal prep', notes: 'Sundays', target: '2' })).toEqual({
      ok: true,
      draft: { title: 'Meal prep', notes: 'Sundays', frequency: 'weekly', days_per_week: 2 },
    });
  });

  it('refuses a blank or long name and an unknown target, in words', () => {
    expect(parseHabitForm({ title: '  ', notes: '', target: 'daily' })).toEqual({
      ok: false,
      message: 'Give the habit a name.',
    });
    expect(parseHabitForm({ title: 'x'.repeat(81), notes: '', target: 'daily' }).ok).toBe(false);
    expect(parseHabitForm({ title: 'Walk', notes: '', target: '7' })).toEqual({
      ok: false,
      message: 'Pick how often.',
    });
  });
});
