export interface PhotoEntry {
  id: string;
  date: string;
  front_photo: string | null;
  side_photo: string | null;
  back_photo: string | null;
}

/** The picture shown for a photo day: front, else side, else back. */
export function mainPhotoPath(entry: PhotoEntry): string | null {
  return entry.front_photo ?? entry.side_photo ?? entry.back_photo;
}

/**
 * The two photos to compare: the ones the client picked when they still exist, otherwise the
 * first and the latest (entries are oldest first). One entry compares with nothing.
 */
export function comparisonPair<T extends PhotoEntry>(
  entries: T[],
  picked: { beforeId?: string | null; afterId?: string | null } = {},
): { before: T | null; after: T | null } {
  const usable = entries.filter((entry) => mainPhotoPath(entry) !== null);
  if (usable.length === 0) return { before: null, after: null };
  const find = (id?: string | null) => (id ? usable.find((entry) => entry.id === id) : undefined);
  const before = find(picked.beforeId) ?? usable[0]!;
  const after = find(picked.afterId) ?? usable.at(-1)!;
  if (usable.length === 1) return { before: null, after: before };
  return { before, after };
}
