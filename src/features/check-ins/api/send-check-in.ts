import { photoExtension } from '@/lib/photo-file';
import { supabase } from '@/lib/supabase';
import type { QueuedCheckIn } from '../storage/outbox';

export const CHECK_IN_PHOTO_BUCKET = 'check-in-photos';

/** `<client id>/<check-in id>.<ext>`: the client's folder, one photo per answer. */
export function checkInPhotoPath(userId: string, checkInId: string, type: string): string {
  return `${userId}/${checkInId}.${photoExtension(type)}`;
}

/** Storage's answer when the object is already there: a retry after the upload got through. */
function alreadyUploaded(error: { message?: string; status?: number; statusCode?: string | number }): boolean {
  return (
    error.status === 409 || String(error.statusCode) === '409' || /already exists|duplicate/i.test(error.message ?? '')
  );
}

/** A stored Blob's bytes (`FileReader` where a Blob read back from IndexedDB has no `arrayBuffer`). */
function readBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * Sends one queued check-in: the photo first (its path is made from the check-in's id, so a retry
 * finds it there), then the answers through `submit_weekly_check_in`, which saves an id once.
 * Answers the server's verdict: saved, duplicate (a retry) or already_answered (another device).
 */
export async function sendCheckIn(item: QueuedCheckIn): Promise<string> {
  let photoPath: string | null = null;
  if (item.photo) {
    const type = item.photoType ?? item.photo.type;
    photoPath = checkInPhotoPath(item.userId, item.id, type);
    const { error } = await supabase.storage
      .from(CHECK_IN_PHOTO_BUCKET)
      // Bytes rather than the Blob: the embedded backend refuses multipart Blob bodies (as progress photos).
      .upload(photoPath, await readBytes(item.photo), { contentType: type, upsert: false });
    if (error && !alreadyUploaded(error)) throw error;
  }
  const { data, error } = await supabase.rpc('submit_weekly_check_in', {
    p_id: item.id,
    p_answers: item.answers,
    p_photo_path: photoPath ?? undefined,
  });
  if (error) throw error;
  return data;
}
