import { supabase } from '@/lib/supabase';

/** Set id → revision of every set the server saved for this session (empty when none was saved). */
export async function getSavedSetRevisions(sessionId: string): Promise<Map<string, number>> {
  const { data: log, error } = await supabase
    .from('workout_logs')
    .select('id')
    .eq('session_id', sessionId)
    .maybeSingle();
  if (error) throw error;
  if (!log) return new Map();
  const { data: sets, error: setsError } = await supabase
    .from('workout_log_sets')
    .select('id, revision')
    .eq('log_id', log.id);
  if (setsError) throw setsError;
  return new Map(sets.map((set) => [set.id, set.revision]));
}
