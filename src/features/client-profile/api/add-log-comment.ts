import { supabase } from '@/lib/supabase';

/** A coach's comment on one logged workout; the client sees it on their dashboard. */
export async function addLogComment(input: { logId: string; clientId: string; authorId: string; body: string }) {
  const { error } = await supabase
    .from('workout_log_comments')
    .insert({ log_id: input.logId, client_id: input.clientId, author_id: input.authorId, body: input.body });
  if (error) throw error;
}
