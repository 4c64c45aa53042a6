import type { HabitTick } from './habit';

/** What a queued change says about one habit on one day. */
export interface PendingChange {
  habitId: string;
  date: string;
  done: boolean;
}

export const tickKey = (habitId: string, date: string) => `${habitId}|${date}`;

/**
 * The ticks the client sees: the server's, with the changes still waiting on the device laid over
 * them in the order they were made (the last change to a habit's day wins).
 */
export function tickedDays(server: readonly HabitTick[], pending: readonly PendingChange[]): Map<string, string[]> {
  const done = new Set(server.map((t) => tickKey(t.habit_id, t.tick_date)));
  for (const change of pending) {
    const key = tickKey(change.habitId, change.date);
    if (change.done) done.add(key);
    else done.delete(key);
  }
  const byHabit = new Map<string, string[]>();
  for (const key of done) {
    const [habitId, date] = key.split('|') as [string, string];
    byHabit.set(habitId, [...(byHabit.get(habitId) ?? []), date]);
  }
  return byHabit;
}
