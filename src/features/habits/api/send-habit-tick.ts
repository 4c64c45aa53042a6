import { supabase } from '@/lib/supabase';

export interface TickChange {
  /** Made on the device: the tick's id, and the outbox item's. */
  id: string;
  habitId: string;
  clientId: string;
  date: string;
  done: boolean;
}

/**
 * Sends one tick or untick. Idempotent: a tick already there (this one sent before, or one from
 * another device that day) is left as it is (unique per habit and day), and an untick of nothing
 * deletes nothing.
 */
export async function sendHabitTick(change: TickChange): Promise<void> {
  if (change.done) {
    const { error } = await supabase
      .from('habit_ticks')
      .upsert(
        { id: change.id, habit_id: change.habitId, client_id: change.clientId, tick_date: change.date },
        { onConflict: 'habit_id,tick_date', ignoreDuplicates: true },
      );
    if (error) throw error;
    return;
  }
  const { error } = await supabase
    .from('habit_ticks')
    .delete()
    .eq('habit_id', change.habitId)
    .eq('tick_date', change.date);
  if (error) throw error;
}
