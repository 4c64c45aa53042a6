import { supabase } from '@/lib/supabase';

/**
 * The author rewrites their comment; the database stamps `edited_at`. RLS lets only the author
 * edit, and answers anyone else with no rows rather than an error, so no row back is a refusal.
 */
export async function updateLogComment(input: { commentId: string; body: string }): Promise<void> {
  const { data, error } = await supabase
    .from('workout_log_comments')
    .update({ body: input.body })
    .eq('id', input.commentId)
    .select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('The comment could not be changed: it is gone or not yours.');
}
