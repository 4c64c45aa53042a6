import { z } from 'zod';
import { supabase } from '@/lib/supabase';

const photoRow = z.object({
  id: z.string(),
  user_id: z.string(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  front_photo: z.string().nullable(),
  side_photo: z.string().nullable(),
  back_photo: z.string().nullable(),
  body_weight: z.number().nullable(),
  notes: z.string().nullable(),
  created_at: z.string(),
});

export type ProgressPhoto = z.infer<typeof photoRow>;

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
  return z.array(photoRow).parse(data);
}
