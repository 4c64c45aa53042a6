/** What the private photo buckets accept (progress photos, check-in photos: their migrations). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const PHOTO_TYPE_MESSAGE = 'Please choose a photo (JPEG, PNG, WebP or HEIC).';
export const PHOTO_SIZE_MESSAGE = 'That photo is larger than 10 MB. Please choose a smaller one.';
export const PHOTO_EMPTY_MESSAGE = 'That file is empty. Please choose another photo.';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
};

/** Null when the file can be uploaded, otherwise the reason to show. */
export function validatePhotoFile(file: { type: string; size: number }): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_TYPE_MESSAGE;
  if (file.size === 0) return PHOTO_EMPTY_MESSAGE;
  if (file.size > MAX_PHOTO_BYTES) return PHOTO_SIZE_MESSAGE;
  return null;
}

/** The file extension an object of this type is stored under. */
export function photoExtension(type: string): string {
  return EXTENSIONS[type] ?? 'jpg';
}
