/**
 * Search that puts the obvious answer first. Every word of the query must occur somewhere in an
 * item's text (its name and whatever else the caller adds: type, muscles); the matches are then
 * ordered by how well the *name* answers the query:
 *   0. the name is the query ("Full Body B" for "full body b"),
 *   1. the name starts with the query ("Full Body B (long)"),
 *   2. every query word starts a word of the name, in order ("Full Body Beginner" for "full bo b"),
 *   3. anything else that contains every word.
 * Ties keep the caller's order. Without the ranking, "Full Body B" listed "Full Body A" first,
 * because "b" occurs in "body", and a coach added the wrong workout.
 */

const fold = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

export const searchWords = (query: string): string[] => fold(query).split(' ').filter(Boolean);

function wordsStartInOrder(nameWords: string[], queryWords: string[]): boolean {
  let at = 0;
  for (const word of queryWords) {
    while (at < nameWords.length && !nameWords[at]!.startsWith(word)) at += 1;
    if (at === nameWords.length) return false;
    at += 1;
  }
  return true;
}

/** How well `name` answers `query`: 0 (the same) to 3 (only contains the words). */
export function nameMatchTier(name: string, query: string): 0 | 1 | 2 | 3 {
  const folded = fold(name);
  const wanted = fold(query);
  if (folded === wanted) return 0;
  if (folded.startsWith(wanted)) return 1;
  if (wordsStartInOrder(folded.split(/[\s\-/(),]+/).filter(Boolean), searchWords(query))) return 2;
  return 3;
}

/**
 * The items matching every word of `query`, best name matches first. `text` gives the extra words
 * an item can be found by (the name is always searched). An empty query keeps every item in order.
 */
export function rankByName<T>(
  items: readonly T[],
  query: string,
  name: (item: T) => string,
  text: (item: T) => string = () => '',
): T[] {
  const words = searchWords(query);
  if (words.length === 0) return [...items];
  return items
    .map((item, index) => ({ item, index, haystack: fold(`${name(item)} ${text(item)}`) }))
    .filter(({ haystack }) => words.every((word) => haystack.includes(word)))
    .map((entry) => ({ ...entry, tier: nameMatchTier(name(entry.item), query) }))
    .sort((a, b) => a.tier - b.tier || a.index - b.index)
    .map(({ item }) => item);
}
