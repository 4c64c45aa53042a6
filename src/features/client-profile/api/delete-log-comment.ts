import { supabase } from '@/lib/supabase';

/** Removes the author's comment (RLS: the author, or an admin); no row back means it was not removed. */
export async function deleteLogComment(commentId: string): Promise<void> {
  const { data, error } = await supabase.from('workout_log_comments').delete().eq('id', commentId).select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('The comment could not be deleted: it is gone or not yours.');
}
