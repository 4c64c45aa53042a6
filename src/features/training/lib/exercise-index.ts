import type { ExerciseSummary } from '../api/list-exercises';

/**
 * The library, prepared once for filtering on every keystroke: each entry keeps its lower-cased
 * search text and facet values, so a filter pass is plain string checks over an array.
 */
export interface ExerciseIndexEntry {
  exercise: ExerciseSummary;
  text: string;
  /** The lower-cased name and aliases: a query that starts one of them ranks first. */
  names: readonly string[];
  muscles: readonly string[];
  equipment: string;
}

export interface ExerciseIndex {
  entries: readonly ExerciseIndexEntry[];
  muscles: readonly FacetOption[];
  equipment: readonly FacetOption[];
}

export interface FacetOption {
  value: string;
  count: number;
}

export interface ExerciseFilter {
  query: string;
  muscle: string | null;
  equipment: string | null;
}

export const NO_EQUIPMENT = 'none';

const normalise = (value: string) => value.trim().toLowerCase();

function facet(counts: Map<string, number>): FacetOption[] {
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

export function buildExerciseIndex(exercises: readonly ExerciseSummary[]): ExerciseIndex {
  const muscleCounts = new Map<string, number>();
  const equipmentCounts = new Map<string, number>();
  const entries = exercises.map((exercise) => {
    const muscles = [...new Set(exercise.muscle_groups.map(normalise).filter(Boolean))];
    const equipment = exercise.equipment ? normalise(exercise.equipment) : NO_EQUIPMENT;
    for (const muscle of muscles) muscleCounts.set(muscle, (muscleCounts.get(muscle) ?? 0) + 1);
    equipmentCounts.set(equipment, (equipmentCounts.get(equipment) ?? 0) + 1);
    const names = [exercise.name, ...(exercise.aliases ?? [])].map((name) => name.toLowerCase());
    const text = [...names, ...muscles, equipment, exercise.category].join(' ').toLowerCase();
    return { exercise, text, names, muscles, equipment };
  });
  return { entries, muscles: facet(muscleCounts), equipment: facet(equipmentCounts) };
}

/**
 * Exercises matching every word of the query (in the name, an alias, muscles, equipment or category)
 * and the chosen muscle group and equipment. Names or aliases that start with the query come first,
 * the rest keep the library's alphabetical order.
 */
export function filterExercises(index: ExerciseIndex, filter: ExerciseFilter): ExerciseSummary[] {
  const terms = normalise(filter.query).split(/\s+/).filter(Boolean);
  const muscle = filter.muscle ? normalise(filter.muscle) : null;
  const equipment = filter.equipment ? normalise(filter.equipment) : null;
  const starts: ExerciseSummary[] = [];
  const rest: ExerciseSummary[] = [];
  const first = terms.join(' ');
  for (const entry of index.entries) {
    if (equipment !== null && entry.equipment !== equipment) continue;
    if (muscle !== null && !entry.muscles.includes(muscle)) continue;
    let matches = true;
    for (const term of terms) {
      if (!entry.text.includes(term)) {
        matches = false;
        break;
      }
    }
    if (!matches) continue;
    if (first && entry.names.some((name) => name.startsWith(first))) starts.push(entry.exercise);
    else rest.push(entry.exercise);
  }
  return starts.length === 0 ? rest : starts.concat(rest);
}
