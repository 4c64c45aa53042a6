import type { Tables } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';

export type ProgressPhoto = Pick<
  Tables<'progress_photos'>,
  'id' | 'user_id' | 'date' | 'front_photo' | 'side_photo' | 'back_photo' | 'body_weight' | 'notes' | 'created_at'
>;

/** The user's photo days, oldest first (spec §7: filter user_id, ordered by date ascending). */
export async function getProgressPhotos(userId: string): Promise<ProgressPhoto[]> {
  const { data, error } = await supabase
    .from('progress_photos')
    .select('id, user_id, date, front_photo, side_photo, back_photo, body_weight, notes, created_at')
    .eq('user_id', userId)
    .order('date', { ascending: true })
    .order('created_at', { ascending: true })
    // No silent back-off retries (about 7 s offline): the card says what happened and offers Try Again.
    .retry(false);
  if (error) throw error;
  return data;
}
