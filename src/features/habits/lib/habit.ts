import type { HabitFrequency } from '@/lib/habits/habit-progress';

/** A habit as the app reads it (public.habits). */
export interface Habit {
  id: string;
  client_id: string;
  title: string;
  notes: string | null;
  frequency: HabitFrequency;
  days_per_week: number | null;
  starts_on: string;
  archived_at: string | null;
}

export const HABIT_COLUMNS = 'id, client_id, title, notes, frequency, days_per_week, starts_on, archived_at';

/** A tick as the app reads it: the habit and the client's day. */
export interface HabitTick {
  habit_id: string;
  tick_date: string;
}

export const HABIT_TITLE_MAX = 80;
export const HABIT_NOTES_MAX = 500;

/** What a coach assigns most, one tap each (Trainerize's and Everfit's usual first habits). */
export const HABIT_PRESETS: readonly { title: string; frequency: HabitFrequency; days_per_week: number | null }[] = [
  { title: 'Drink 2 L of water', frequency: 'daily', days_per_week: null },
  { title: 'Walk 8,000 steps', frequency: 'daily', days_per_week: null },
  { title: 'Sleep 7 hours', frequency: 'daily', days_per_week: null },
];

/** "Every day", "3 days a week". */
export function targetLabel(habit: Pick<Habit, 'frequency' | 'days_per_week'>): string {
  if (habit.frequency === 'daily') return 'Every day';
  const days = habit.days_per_week ?? 1;
  return `${days} ${days === 1 ? 'day' : 'days'} a week`;
}
