import { supabaseUrl } from './env';

/** The public Storage bucket of exercise thumbnails and demo images (20260101000300_exercises.sql). */
export const EXERCISE_MEDIA_BUCKET = 'exercise-media';

// What `exercises.thumbnail_url` and each of `exercises.images` may hold (the database's checks,
// 20260101000300_exercises.sql, 20261201500000_exercise_media.sql): an https address,
// or the path of an upload in the exercise-media bucket ("<author id>/<file>"). Never another
// scheme (javascript:, data:, http:), never a path that climbs out of its folder.
const HTTPS_URL = /^https:\/\/\S+$/;
const STORAGE_PATH = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;
const MAX_LENGTH = 2048;

export const THUMBNAIL_REFERENCE_MESSAGE = 'A thumbnail must be an https:// link or an uploaded image';

/** Whether a value is a thumbnail the database accepts. */
export function isThumbnailReference(value: string): boolean {
  return value.length <= MAX_LENGTH && (HTTPS_URL.test(value) || STORAGE_PATH.test(value));
}

/**
 * The address an <img> loads for a stored thumbnail: an https link as is, an uploaded file from the
 * bucket's public URL on whichever backend the app talks to (so the stored value does not depend on
 * the project's address), anything else nothing.
 */
export function thumbnailSrc(value: string | null | undefined): string | null {
  if (!value || !isThumbnailReference(value)) return null;
  if (HTTPS_URL.test(value)) return value;
  return `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/${EXERCISE_MEDIA_BUCKET}/${value}`;
}

/** How many demo images staff upload from the exercise form (the start and the end position). */
export const MAX_DEMO_IMAGES = 2;

/**
 * The one picture a small square shows for an exercise (a list row, the picker, the logger): its
 * thumbnail, else the first demo image (the start position), else none (the initials).
 */
export function exercisePicture(
  thumbnailUrl: string | null | undefined,
  images: readonly string[] | null | undefined,
): string | null {
  if (thumbnailUrl && isThumbnailReference(thumbnailUrl)) return thumbnailUrl;
  return (images ?? []).find(isThumbnailReference) ?? null;
}
