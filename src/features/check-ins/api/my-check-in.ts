import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { parseQuestions, type CheckInQuestion } from '../lib/questions';
import { checkInKeys } from './query-keys';

export interface MyCheckIn {
  questions: CheckInQuestion[];
  dueWeekday: number;
  weekStart: string;
  dueOn: string;
  /** The due day has come (in the studio's time zone). */
  dueNow: boolean;
  answeredAt: string | null;
}

/** What is due for the signed-in client this studio week (null: no check-in set up for them). */
export async function getMyCheckIn(): Promise<MyCheckIn | null> {
  const { data, error } = await supabase.rpc('my_weekly_check_in');
  if (error) throw error;
  const row = data?.[0];
  if (!row) return null;
  return {
    questions: parseQuestions(row.questions),
    dueWeekday: row.due_weekday,
    weekStart: row.week_start,
    dueOn: row.due_on,
    dueNow: row.due_now,
    answeredAt: row.answered_id ? row.answered_at : null,
  };
}

export function useMyCheckIn(userId: string) {
  return useQuery({ queryKey: checkInKeys.mine(userId), queryFn: getMyCheckIn });
}
