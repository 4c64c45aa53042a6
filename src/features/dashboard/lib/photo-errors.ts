import { isNetworkFailure, NETWORK_MESSAGE } from '@/lib/errors';

/** Spec §8: the three messages the progress photos card may show when loading fails. */
export const PHOTOS_UNAVAILABLE_MESSAGE = 'Unable to load progress photos. Please try again later.';
export const PHOTOS_CONNECTION_MESSAGE = NETWORK_MESSAGE;
export const PHOTOS_UNEXPECTED_MESSAGE = 'An unexpected error occurred while loading progress photos.';
export const PHOTO_UPLOAD_FAILED_MESSAGE = 'Failed to upload photo. Please try again.';

/** The server answered with an error (a Postgrest or Storage error carries a code or a status). */
function isServerError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  return 'code' in error || 'status' in error || 'statusCode' in error || 'details' in error;
}

export function photoLoadErrorMessage(error: unknown): string {
  if (isNetworkFailure(error)) return PHOTOS_CONNECTION_MESSAGE;
  if (isServerError(error)) return PHOTOS_UNAVAILABLE_MESSAGE;
  return PHOTOS_UNEXPECTED_MESSAGE;
}

export function photoUploadErrorMessage(error: unknown): string {
  return isNetworkFailure(error) ? PHOTOS_CONNECTION_MESSAGE : PHOTO_UPLOAD_FAILED_MESSAGE;
}
