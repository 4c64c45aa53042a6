import { supabase } from '@/lib/supabase';

export const PHOTO_BUCKET = 'progress-photos';
export const SIGNED_URL_SECONDS = 60 * 60;

/** A short-lived link to a photo in the private bucket. */
export async function getPhotoUrl(path: string): Promise<string> {
  const { data, error } = await supabase.storage.from(PHOTO_BUCKET).createSignedUrl(path, SIGNED_URL_SECONDS);
  if (error) throw error;
  return data.signedUrl;
}
