import { supabase } from '@/lib/supabase';

export const PHOTO_BUCKET = 'progress-photos';

/** The client's photo days, oldest first, each with a short-lived link to its main photo. */
export async function listClientPhotos(clientId: string) {
  const { data, error } = await supabase
    .from('progress_photos')
    .select('id, date, front_photo, side_photo, back_photo, body_weight')
    .eq('user_id', clientId)
    .order('date', { ascending: true })
    .order('created_at', { ascending: true });
  if (error) throw error;
  return data;
}

export type ClientPhoto = Awaited<ReturnType<typeof listClientPhotos>>[number];

export async function getClientPhotoUrl(path: string): Promise<string> {
  const { data, error } = await supabase.storage.from(PHOTO_BUCKET).createSignedUrl(path, 60 * 60);
  if (error) throw error;
  return data.signedUrl;
}
