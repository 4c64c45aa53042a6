import { fetchAllPages } from '@/lib/fetch-all-pages';
import { supabase } from '@/lib/supabase';
import type { HabitWithTicks } from '../lib/habit-signals';

/**
 * The active habits the caller may see (their clients', every client's for an admin), or only the
 * named clients', each with the days it was ticked since `since`: one row per habit, the ticks
 * embedded, so a 300-client roster is a few hundred rows, not tens of thousands of ticks.
 */
export async function listHabitProgress(since: string, clientIds?: readonly string[]): Promise<HabitWithTicks[]> {
  const rows = await fetchAllPages((from, to) => {
    let query = supabase
      .from('habits')
      .select('id, client_id, frequency, days_per_week, starts_on, habit_ticks(tick_date)')
      .is('archived_at', null)
      .gte('habit_ticks.tick_date', since);
    if (clientIds) query = query.in('client_id', [...clientIds]);
    return query.order('id').range(from, to);
  });
  return rows.map((row) => ({
    client_id: row.client_id,
    frequency: row.frequency,
    days_per_week: row.days_per_week,
    starts_on: row.starts_on,
    tick_dates: row.habit_ticks.map((tick) => tick.tick_date),
  }));
}
