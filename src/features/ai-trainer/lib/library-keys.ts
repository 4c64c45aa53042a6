import type { LibraryExercise } from './match-exercises';

/**
 * Short stable keys for the exercises sent in a prompt. The model answers with a key, and the
 * browser maps it straight back to the library row: no guessing from names. A key is a hash of
 * the exercise's id (so the same exercise has the same key in every prompt) written as five
 * base-36 characters after an `x`; two exercises of one prompt that would share a key are told
 * apart by rehashing. A key that is not in the map is unknown, never a match.
 */
export type LibraryKeys<T extends LibraryExercise> = ReadonlyMap<string, T>;

export function keyLibrary<T extends LibraryExercise>(exercises: readonly T[]): LibraryKeys<T> {
  const keys = new Map<string, T>();
  for (const exercise of exercises) {
    let key = exerciseKey(exercise.id);
    for (let round = 1; keys.has(key); round += 1) key = exerciseKey(`${exercise.id}#${round}`);
    keys.set(key, exercise);
  }
  return keys;
}

/** The key of one exercise id (before any collision within a prompt). */
export function exerciseKey(id: string): string {
  let value = 0x811c9dc5;
  for (let i = 0; i < id.length; i += 1) {
    value ^= id.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return `x${((value >>> 0) % 36 ** 5).toString(36).padStart(5, '0')}`;
}

/** Keys the other way round (exercise id to key), for writing the prompt. */
export function keysById<T extends LibraryExercise>(keys: LibraryKeys<T>): Map<string, string> {
  return new Map([...keys].map(([key, exercise]) => [exercise.id, key]));
}
