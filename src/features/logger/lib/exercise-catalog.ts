import type { HistorySet } from './build-session';

/** An exercise of the library as the picker shows it. */
export interface CatalogExercise {
  id: string;
  name: string;
  muscle_groups: string[];
  equipment: string | null;
  category: string;
  /** Push or pull, compound or isolation: swap ranking (optional: copies saved before they were kept). */
  force?: string | null;
  mechanic?: string | null;
  /** Other names it goes by ("RDL"): the search finds it by any (optional: older saved copies). */
  aliases?: readonly string[];
}

/** The library as kept on the device for the picker and swap (per account). */
export interface ExerciseCatalog {
  userId: string;
  exercises: CatalogExercise[];
  /** The client's equipment (clients.available_equipment), for swap alternatives. */
  equipment: string[];
  /** The client's newest logged sets: recent exercises, and "previous" when offline. */
  history: HistorySet[];
  /** Exercise ids the person picked on this device, newest first (not yet in the history). */
  picks: string[];
  fetchedAt: number;
}

export const RECENT_LIMIT = 8;
export const RESULT_LIMIT = 60;

/** Exercises picked here first, then those in the client's history, newest first, each once. */
export function recentExercises(catalog: ExerciseCatalog, limit = RECENT_LIMIT): CatalogExercise[] {
  const byId = new Map(catalog.exercises.map((exercise) => [exercise.id, exercise]));
  const ids = [...new Set([...catalog.picks, ...catalog.history.map((set) => set.exercise_id)])];
  return ids
    .map((id) => byId.get(id))
    .filter((exercise): exercise is CatalogExercise => exercise !== undefined)
    .slice(0, limit);
}

interface SearchEntry {
  exercise: CatalogExercise;
  text: string;
  /** The lower-cased name and aliases. */
  names: string[];
}

/**
 * The catalog prepared once per copy for typing in the picker: each entry's lower-cased search
 * text, in name order. A keystroke is then string checks over an array, with no sorting.
 */
const searchIndexes = new WeakMap<readonly CatalogExercise[], SearchEntry[]>();
const byName = new Intl.Collator();

function searchIndex(exercises: readonly CatalogExercise[]): SearchEntry[] {
  let index = searchIndexes.get(exercises);
  if (!index) {
    index = exercises
      .map((exercise) => {
        const names = [exercise.name, ...(exercise.aliases ?? [])].map((name) => name.toLowerCase());
        const text = [...names, exercise.equipment ?? 'body weight', ...exercise.muscle_groups].join(' ').toLowerCase();
        return { exercise, text, names };
      })
      .sort((a, b) => byName.compare(a.exercise.name, b.exercise.name));
    searchIndexes.set(exercises, index);
  }
  return index;
}

/**
 * Library search: every word of the query must appear in the name, an alias, a muscle or the
 * equipment; names or aliases starting with the query come first, then alphabetical.
 */
export function searchCatalog(exercises: CatalogExercise[], query: string, limit = RESULT_LIMIT): CatalogExercise[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return exercises.slice(0, limit);
  const needle = words.join(' ');
  const starts: CatalogExercise[] = [];
  const rest: CatalogExercise[] = [];
  for (const entry of searchIndex(exercises)) {
    if (!words.every((word) => entry.text.includes(word))) continue;
    if (entry.names.some((name) => name.startsWith(needle))) {
      starts.push(entry.exercise);
      if (starts.length === limit) break;
    } else if (rest.length < limit) rest.push(entry.exercise);
  }
  return starts.concat(rest).slice(0, limit);
}

/** Remembers a pick (newest first, each once, bounded). */
export function withPick(picks: string[], exerciseId: string, limit = 50): string[] {
  return [exerciseId, ...picks.filter((id) => id !== exerciseId)].slice(0, limit);
}

/** The device's copy is refreshed when older than this (and the network allows). */
export const CATALOG_MAX_AGE_MS = 12 * 60 * 60 * 1000;

export const isCatalogFresh = (catalog: ExerciseCatalog | null, now: number): boolean =>
  catalog !== null && now - catalog.fetchedAt < CATALOG_MAX_AGE_MS;
