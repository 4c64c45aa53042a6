import { photoExtension } from '@/lib/photo-file';

// The rule lives in shared code (check-in photos use it too); re-exported for this feature's files.
export {
  MAX_PHOTO_BYTES,
  PHOTO_EMPTY_MESSAGE,
  PHOTO_SIZE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  PHOTO_TYPES,
  validatePhotoFile,
} from '@/lib/photo-file';

/** `<user id>/<date>-<random>.<ext>`: the owner's folder, as the storage policies require. */
export function photoObjectPath(userId: string, date: string, type: string, id: string): string {
  return `${userId}/${date}-${id}.${photoExtension(type)}`;
}
