import { supabase } from '@/lib/supabase';
import { photoObjectPath } from '../lib/photo-file';
import { PHOTO_BUCKET } from './get-photo-url';
import type { ProgressPhoto } from './get-progress-photos';

export interface UploadPhotoInput {
  userId: string;
  file: File;
  /** YYYY-MM-DD, the client's today. */
  date: string;
}

/**
 * Puts the image in the owner's folder of the private bucket, then records the photo day. Bytes
 * are sent rather than the File: the embedded backend refuses multipart Blob bodies. When the row
 * cannot be written the object is removed again, so no orphan is left behind.
 */
export async function uploadProgressPhoto({ userId, file, date }: UploadPhotoInput): Promise<ProgressPhoto> {
  const path = photoObjectPath(userId, date, file.type, crypto.randomUUID());
  const bucket = supabase.storage.from(PHOTO_BUCKET);
  const uploaded = await bucket.upload(path, await file.arrayBuffer(), { contentType: file.type, upsert: false });
  if (uploaded.error) throw uploaded.error;
  const { data, error } = await supabase
    .from('progress_photos')
    .insert({ user_id: userId, date, front_photo: path })
    .select('id, user_id, date, front_photo, side_photo, back_photo, body_weight, notes, created_at')
    .single();
  if (error) {
    await bucket.remove([path]).catch(() => undefined);
    throw error;
  }
  return data;
}
