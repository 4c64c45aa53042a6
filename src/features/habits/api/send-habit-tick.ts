import { supabase } from '@/lib/supabase';

export interface TickChange {
  /** Made on the device: the tick's id, and the outbox item's. */
  id: string;
  habitId: string;
  clientId: string;
  date: string;
  done: boolean;
}

/** Postgres's unique violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * Sends one tick or untick. Idempotent: a tick already there (this one sent before, or one from
 * another device that day) is left as it is (unique per habit and day), and an untick of nothing
 * deletes nothing. "On conflict do nothing" names one constraint, so when two sends of the same id
 * overlap (a retry racing the first try), the later one meets the primary key instead and answers a
 * unique violation: the tick is stored either way, so that counts as sent.
 */
export async function sendHabitTick(change: TickChange): Promise<void> {
  if (change.done) {
    const { error } = await supabase
      .from('habit_ticks')
      .upsert(
        { id: change.id, habit_id: change.habitId, client_id: change.clientId, tick_date: change.date },
        { onConflict: 'habit_id,tick_date', ignoreDuplicates: true },
      );
    if (error && error.code !== UNIQUE_VIOLATION) throw error;
    return;
  }
  const { error } = await supabase
    .from('habit_ticks')
    .delete()
    .eq('habit_id', change.habitId)
    .eq('tick_date', change.date);
  if (error) throw error;
}
