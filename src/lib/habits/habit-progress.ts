import { addDays, startOfWeek, type LocalDate } from '../zoned-time';

// Streaks and adherence of a client's habits (docs/habits.md), shared by the client's Today card and
// the coach's roster signals so both count the same way. Dates are the client's calendar days.

export type HabitFrequency = 'daily' | 'weekly';

export interface HabitTarget {
  frequency: HabitFrequency;
  /** Weekly habits: days a week (1-6); null for a daily habit. */
  days_per_week: number | null;
  /** The first day the habit counts. */
  starts_on: LocalDate;
}

/** Weeks start on Monday, as most training calendars do. */
const WEEK_START = 1;
/** Adherence looks at the last seven full days: today is not over, so it never counts against. */
export const ADHERENCE_DAYS = 7;

const weeklyTarget = (habit: HabitTarget) => Math.min(7, Math.max(1, habit.days_per_week ?? 7));

function ticksInWeek(ticked: ReadonlySet<LocalDate>, weekStart: LocalDate): number {
  let count = 0;
  for (let offset = 0; offset < 7; offset += 1) if (ticked.has(addDays(weekStart, offset))) count += 1;
  return count;
}

/**
 * The current streak: consecutive days ticked (a daily habit), or consecutive weeks that met their
 * target (a weekly one). It runs up to today, or up to yesterday (last week) while today (this week)
 * is not done yet: the period is not over, so the streak is not broken.
 */
export function currentStreak(habit: HabitTarget, tickDates: Iterable<LocalDate>, today: LocalDate): number {
  const ticked = new Set(tickDates);
  if (habit.frequency === 'daily') {
    let day = ticked.has(today) ? today : addDays(today, -1);
    let streak = 0;
    while (day >= habit.starts_on && ticked.has(day)) {
      streak += 1;
      day = addDays(day, -1);
    }
    return streak;
  }
  const target = weeklyTarget(habit);
  const firstWeek = startOfWeek(habit.starts_on, WEEK_START);
  let week = startOfWeek(today, WEEK_START);
  if (ticksInWeek(ticked, week) < target) week = addDays(week, -7);
  let streak = 0;
  while (week >= firstWeek && ticksInWeek(ticked, week) >= target) {
    streak += 1;
    week = addDays(week, -7);
  }
  return streak;
}

export interface HabitWindow {
  /** Ticks the habit was expected to have in the window. */
  expected: number;
  /** Ticks it had, at most `expected` (a weekly habit done daily is not over 100%). */
  done: number;
}

/**
 * One habit over the last seven full days (yesterday and the six before), counting only days since
 * it started: a daily habit expects one tick a day, a weekly one its days a week pro rata.
 */
export function habitWindow(habit: HabitTarget, tickDates: Iterable<LocalDate>, today: LocalDate): HabitWindow {
  const first = addDays(today, -ADHERENCE_DAYS);
  const last = addDays(today, -1);
  let activeDays = 0;
  let ticks = 0;
  const ticked = new Set(tickDates);
  for (let day = first; day <= last; day = addDays(day, 1)) {
    if (day < habit.starts_on) continue;
    activeDays += 1;
    if (ticked.has(day)) ticks += 1;
  }
  const expected =
    habit.frequency === 'daily' ? activeDays : Math.round((weeklyTarget(habit) * activeDays) / ADHERENCE_DAYS);
  return { expected, done: Math.min(ticks, expected) };
}

/**
 * Adherence of a client's habits over the last seven full days, as a whole percentage: ticks done
 * over ticks expected, across habits. Null when nothing was expected yet (no habit, or all new).
 */
export function adherencePercent(windows: readonly HabitWindow[]): number | null {
  const expected = windows.reduce((sum, w) => sum + w.expected, 0);
  if (expected === 0) return null;
  const done = windows.reduce((sum, w) => sum + w.done, 0);
  return Math.round((100 * done) / expected);
}
