import { photoExtension } from '@/lib/photo-file';

/** `<user id>/<date>-<random>.<ext>`: the owner's folder, as the storage policies require. */
export function photoObjectPath(userId: string, date: string, type: string, id: string): string {
  return `${userId}/${date}-${id}.${photoExtension(type)}`;
}
