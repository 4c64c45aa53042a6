import { describe, expect, it } from 'vitest';
import { adherencePercent, currentStreak, habitWindow, type HabitTarget } from './habit-progress';

const daily: HabitTarget = { frequency: 'daily', days_per_week: null, starts_on: '2026-01-01' };
const threeAWeek: HabitTarget = { frequency: 'weekly', days_per_week: 3, starts_on: '2026-01-01' };
// 2026-11-25 is a Wednesday; its week starts on Monday 2026-11-23.
const today = '2026-11-25';

describe('currentStreak of a daily habit', () => {
  it('counts consecutive days up to today', () => {
    expect(currentStreak(daily, ['2026-11-23', '2026-11-24', '2026-11-25'], today)).toBe(3);
  });

  it('is not broken while today is not ticked yet: it runs up to yesterday', () => {
    expect(currentStreak(daily, ['2026-11-22', '2026-11-23', '2026-11-24'], today)).toBe(3);
  });

  it('stops at the first missed day', () => {
    expect(currentStreak(daily, ['2026-11-20', '2026-11-22', '2026-11-24', '2026-11-25'], today)).toBe(2);
    expect(currentStreak(daily, ['2026-11-23'], today)).toBe(0);
  });

  it('counts nothing before the habit started', () => {
    const late = { ...daily, starts_on: '2026-11-24' };
    expect(currentStreak(late, ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25'], today)).toBe(2);
  });

  it('crosses a month and a year', () => {
    expect(currentStreak(daily, ['2025-12-31', '2026-01-01'], '2026-01-01')).toBe(1);
    const older = { ...daily, starts_on: '2025-12-01' };
    expect(currentStreak(older, ['2025-12-30', '2025-12-31', '2026-01-01'], '2026-01-01')).toBe(3);
  });
});

describe('currentStreak of a weekly habit', () => {
  const lastWeek = ['2026-11-16', '2026-11-18', '2026-11-20'];
  const weekBefore = ['2026-11-09', '2026-11-10', '2026-11-15'];

  it('counts weeks that met the target, this week included once met', () => {
    expect(
      currentStreak(threeAWeek, [...weekBefore, ...lastWeek, '2026-11-23', '2026-11-24', '2026-11-25'], today),
    ).toBe(3);
  });

  it('is not broken while this week is not met yet', () => {
    expect(currentStreak(threeAWeek, [...weekBefore, ...lastWeek, '2026-11-23'], today)).toBe(2);
  });

  it('stops at a week under the target', () => {
    expect(currentStreak(threeAWeek, ['2026-11-09', '2026-11-10', ...lastWeek], today)).toBe(1);
  });
});

describe('habitWindow and adherencePercent', () => {
  it('looks at the seven full days before today, not today', () => {
    const ticks = ['2026-11-18', '2026-11-20', '2026-11-24', '2026-11-25'];
    expect(habitWindow(daily, ticks, today)).toEqual({ expected: 7, done: 3 });
  });

  it('expects only the days since the habit started', () => {
    expect(habitWindow({ ...daily, starts_on: '2026-11-23' }, ['2026-11-23'], today)).toEqual({ expected: 2, done: 1 });
    expect(habitWindow({ ...daily, starts_on: today }, [today], today)).toEqual({ expected: 0, done: 0 });
  });

  it('expects a weekly habit its days a week, and caps what was done at that', () => {
    const everyDay = ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'];
    expect(habitWindow(threeAWeek, everyDay, today)).toEqual({ expected: 3, done: 3 });
    expect(habitWindow(threeAWeek, ['2026-11-19'], today)).toEqual({ expected: 3, done: 1 });
  });

  it('is ticks done over expected across habits, or null when nothing was expected', () => {
    expect(
      adherencePercent([
        { expected: 7, done: 7 },
        { expected: 3, done: 0 },
      ]),
    ).toBe(70);
    expect(adherencePercent([{ expected: 7, done: 1 }])).toBe(14);
    expect(adherencePercent([])).toBeNull();
    expect(adherencePercent([{ expected: 0, done: 0 }])).toBeNull();
  });
});
