import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { parseQuestions, type CheckInQuestion } from '../lib/questions';
import { CHECK_IN_PHOTO_BUCKET } from './send-check-in';
import { checkInKeys } from './query-keys';

export interface PastCheckIn {
  id: string;
  weekStart: string;
  submittedAt: string;
  questions: CheckInQuestion[];
  answers: unknown;
  photoPath: string | null;
}

/** How many weeks the profile shows (a year). */
export const HISTORY_WEEKS = 52;

export async function getCheckInHistory(clientId: string): Promise<PastCheckIn[]> {
  const { data, error } = await supabase
    .from('weekly_check_ins')
    .select('id, week_start, submitted_at, questions, answers, photo_path')
    .eq('client_id', clientId)
    .order('week_start', { ascending: false })
    .limit(HISTORY_WEEKS);
  if (error) throw error;
  return data.map((row) => ({
    id: row.id,
    weekStart: row.week_start,
    submittedAt: row.submitted_at,
    questions: parseQuestions(row.questions),
    answers: row.answers,
    photoPath: row.photo_path,
  }));
}

export function useCheckInHistory(clientId: string) {
  return useQuery({ queryKey: checkInKeys.history(clientId), queryFn: () => getCheckInHistory(clientId) });
}

/** A check-in photo's signed address (an hour), for those the bucket's policies let read it. */
export function useCheckInPhotoUrl(path: string | null) {
  return useQuery({
    queryKey: checkInKeys.photo(path ?? ''),
    enabled: path !== null,
    staleTime: 50 * 60 * 1000,
    queryFn: async () => {
      const { data, error } = await supabase.storage.from(CHECK_IN_PHOTO_BUCKET).createSignedUrl(path!, 3600);
      if (error) throw error;
      return data.signedUrl;
    },
  });
}
