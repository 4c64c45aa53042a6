import { fetchAllPages } from '@/lib/fetch-all-pages';
import { supabase } from '@/lib/supabase';
import { buildHistory, type HistoryLog, type LogRow, type SetRow } from '../lib/history-model';

/** Every finished workout of the person with every saved set, newest first. */
export async function listHistory(userId: string): Promise<HistoryLog[]> {
  const [logs, sets] = await Promise.all([
    fetchAllPages<LogRow>((from, to) =>
      supabase
        .from('workout_logs')
        .select(
          'id, session_id, workout_id, workout_name, started_at, completed_at, created_at, duration_seconds, total_volume, notes',
        )
        .eq('user_id', userId)
        .order('created_at', { ascending: false })
        .order('id')
        .range(from, to),
    ),
    fetchAllPages<SetRow>((from, to) =>
      supabase
        .from('workout_log_sets')
        .select(
          'id, log_id, exercise_id, workout_exercise_id, set_number, reps, weight, duration_seconds, distance_m, rpe, completed, is_warmup, notes, performed_at, revision, exercise:exercises ( name, category )',
        )
        .eq('user_id', userId)
        .order('performed_at', { ascending: true })
        .order('id')
        .range(from, to),
    ),
  ]);
  return buildHistory(logs, sets);
}
