import { z } from 'zod';
import { localDateOf } from '@/lib/local-date';
import { supabase } from '@/lib/supabase';
import { addDays } from '@/lib/zoned-time';
import { HABIT_LOOKBACK_DAYS, habitSignalsByClient, NO_HABITS } from '../lib/habit-signals';
import { rosterRowSchema, type RosterRow } from '../lib/roster-signals';
import { listHabitProgress } from './list-habit-progress';

/**
 * The roster with its signals, computed in the database under the caller's row-level security
 * (a trainer's own clients, every client for an admin). `clientIds` narrows it in the database
 * (`p_client_ids`): only those clients are computed, and only the ones the caller may see come back.
 * The habit signals (streaks, adherence) are counted here from the clients' active habits and their
 * ticks, read beside it, with the rules the client's Today card uses (lib/habits/habit-progress).
 */
export async function getRosterSignals(clientIds?: readonly string[], now = new Date()): Promise<RosterRow[]> {
  const today = localDateOf(now);
  const [signals, habits] = await Promise.all([
    supabase.rpc('client_roster_signals', clientIds ? { p_client_ids: [...clientIds] } : {}),
    listHabitProgress(addDays(today, -HABIT_LOOKBACK_DAYS), clientIds),
  ]);
  if (signals.error) throw signals.error;
  const byClient = habitSignalsByClient(habits, today);
  return z
    .array(rosterRowSchema)
    .parse(signals.data)
    .map((row) => ({ ...row, ...(byClient.get(row.client_id) ?? NO_HABITS) }));
}
