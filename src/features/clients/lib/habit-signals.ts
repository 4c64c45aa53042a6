import { adherencePercent, currentStreak, habitWindow, type HabitTarget } from '@/lib/habits/habit-progress';

/** The habits part of a roster row (docs/habits.md): null where the client has no such habit. */
export interface HabitSignals {
  /** Active habits. */
  habit_count: number;
  /** Ticks done over expected in the last seven full days, percent (null: nothing expected yet). */
  habit_adherence_7: number | null;
  /** The longest current streak among daily habits, in days (null: no daily habit). */
  habit_streak_days: number | null;
}

export const NO_HABITS: HabitSignals = { habit_count: 0, habit_adherence_7: null, habit_streak_days: null };

/** An active habit with the days it was ticked (as the roster reads it). */
export interface HabitWithTicks extends HabitTarget {
  client_id: string;
  tick_dates: readonly string[];
}

/** How long the roster looks back for streaks; a longer streak reads as this many days. */
export const HABIT_LOOKBACK_DAYS = 63;

/** Each client's habit signals as of `today` (the coach's day), from their active habits. */
export function habitSignalsByClient(habits: readonly HabitWithTicks[], today: string): Map<string, HabitSignals> {
  const byClient = new Map<string, HabitWithTicks[]>();
  for (const habit of habits) byClient.set(habit.client_id, [...(byClient.get(habit.client_id) ?? []), habit]);
  const result = new Map<string, HabitSignals>();
  for (const [clientId, list] of byClient) {
    const daily = list.filter((h) => h.frequency === 'daily');
    result.set(clientId, {
      habit_count: list.length,
      habit_adherence_7: adherencePercent(list.map((h) => habitWindow(h, h.tick_dates, today))),
      habit_streak_days: daily.length ? Math.max(...daily.map((h) => currentStreak(h, h.tick_dates, today))) : null,
    });
  }
  return result;
}
