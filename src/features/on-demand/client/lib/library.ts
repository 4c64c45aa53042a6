/** What a client sees of the on-demand library: the collections granted to them, items in order. */

export type ItemKind = 'video' | 'document' | 'image' | 'link' | 'workout';

export interface LibraryItem {
  /** The resource's id, or the on-demand workout's (progress is recorded against it). */
  id: string;
  kind: ItemKind;
  title: string;
  description: string;
  labelIds: string[];
  /** An uploaded file in the on-demand bucket (videos, documents, images). */
  storagePath: string | null;
  mimeType: string | null;
  /** A link resource's address. */
  url: string | null;
  durationSeconds: number | null;
  /** A small picture for the list (a resource's thumbnail; a workout's follow-along video's). */
  thumbnailPath: string | null;
  /** Workouts: the library workout the logger opens, and its follow-along video if any. */
  workoutId: string | null;
  videoResourceId: string | null;
}

export interface LibraryCollection {
  id: string;
  kind: 'resources' | 'workouts';
  title: string;
  description: string;
  /** The list's cover picture, if staff chose one. */
  coverPath: string | null;
  items: LibraryItem[];
}

export interface Label {
  id: string;
  name: string;
}

export interface ClientLibrary {
  collections: LibraryCollection[];
  labels: Label[];
  /** Every visible item by id (follow-along videos too, which may sit in no collection). */
  items: Map<string, LibraryItem>;
}

/** Lower case, accents removed: "Étirements" is found by "etire". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The collections narrowed to the items that carry the label (if one is chosen) and match every
 * word of the search in their title or description; a collection whose own title matches keeps
 * all its items (searching "mobility" finds the "Mobility basics" list). Empty collections go.
 */
export function browseLibrary(
  collections: readonly LibraryCollection[],
  { labelId, query }: { labelId: string | null; query: string },
): LibraryCollection[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const matches = (text: string) => words.every((word) => fold(text).includes(word));
  return collections
    .map((collection) => {
      const titleMatches = words.length > 0 && matches(`${collection.title} ${collection.description}`);
      const items = collection.items.filter(
        (item) =>
          (!labelId || item.labelIds.includes(labelId)) &&
          (titleMatches || matches(`${item.title} ${item.description}`)),
      );
      return { ...collection, items };
    })
    .filter((collection) => collection.items.length > 0);
}

/** Labels that are on at least one item the client can see, so no chip leads to nothing. */
export function labelsInUse(labels: readonly Label[], collections: readonly LibraryCollection[]): Label[] {
  const used = new Set(collections.flatMap((collection) => collection.items.flatMap((item) => item.labelIds)));
  return labels.filter((label) => used.has(label.id));
}

/** "12:05" or "1:02:03" for a position or a duration in seconds. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
