import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { trainingKeys } from './query-keys';

const TODAY_LOGS = 5;

/** The user's latest workout logs, newest first (spec: latest for user; the AI reads the last 5). */
export async function getRecentLogs(userId: string, limit = TODAY_LOGS) {
  const { data, error } = await supabase
    .from('workout_logs')
    .select(
      'id, workout_id, workout_name, session_id, started_at, completed_at, duration_seconds, total_volume, created_at',
    )
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(limit);
  if (error) throw error;
  return data;
}

/** Logs created in [from, to), for today's badge and the weekly strip. */
export async function getLogsBetween(userId: string, from: Date, to: Date) {
  const { data, error } = await supabase
    .from('workout_logs')
    .select('id, workout_id, workout_name, created_at')
    .eq('user_id', userId)
    .gte('created_at', from.toISOString())
    .lt('created_at', to.toISOString())
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

export type RecentLog = Awaited<ReturnType<typeof getRecentLogs>>[number];

/** The latest `limit` logs; Today's 5 keep their short key (the device's copy of Today is keyed by it). */
export const recentLogsQuery = (userId: string, limit = TODAY_LOGS) =>
  queryOptions({
    queryKey: limit === TODAY_LOGS ? trainingKeys.recentLogs(userId) : trainingKeys.recentLogsUpTo(userId, limit),
    queryFn: () => getRecentLogs(userId, limit),
  });
