export interface SearchableWorkout {
  name: string;
  muscle_groups: string[];
  workout_type: string;
  created_by: string;
  client_id: string | null;
}

export type WorkoutSource = 'yours' | 'assigned' | 'program';

/** Where a workout in the client's list comes from: made by them, made for them, or in their program. */
export function workoutSource(
  workout: Pick<SearchableWorkout, 'created_by' | 'client_id'>,
  userId: string,
): WorkoutSource {
  if (workout.created_by === userId) return 'yours';
  if (workout.client_id === userId) return 'assigned';
  return 'program';
}

export const SOURCE_LABELS: Record<WorkoutSource, string> = {
  yours: 'Made by you',
  assigned: 'From your coach',
  program: 'In your program',
};

/** Splits a search into lower-cased words; every word must match somewhere. */
export function searchTerms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/** Workouts whose name, muscle groups or type contain every word of the query (case-insensitive). */
export function searchWorkouts<T extends SearchableWorkout>(workouts: readonly T[], query: string): T[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [...workouts];
  return workouts.filter((workout) => {
    const text = [workout.name, workout.workout_type, ...workout.muscle_groups].join(' ').toLowerCase();
    return terms.every((term) => text.includes(term));
  });
}

export interface WorkoutFilter {
  type: string;
  difficulty: string;
  muscle: string;
  /** '' anyone, 'me' the viewer, or one author's id (the menu shows their name). */
  author: string;
}

export const NO_FILTER: WorkoutFilter = { type: '', difficulty: '', muscle: '', author: '' };

/** Narrows a list by type, difficulty, muscle and author; an empty value lets everything through. */
export function filterWorkouts<T extends SearchableWorkout & { difficulty: string }>(
  workouts: readonly T[],
  filter: WorkoutFilter,
  userId: string,
): T[] {
  return workouts.filter(
    (workout) =>
      (!filter.type || workout.workout_type === filter.type) &&
      (!filter.difficulty || workout.difficulty === filter.difficulty) &&
      (!filter.muscle || workout.muscle_groups.includes(filter.muscle)) &&
      (!filter.author || workout.created_by === (filter.author === 'me' ? userId : filter.author)),
  );
}

/**
 * The author menu: "Me" first, then everyone else who wrote a workout in the list, by name (an
 * author whose name the viewer may not know shows as "Another coach"), sorted by name.
 */
export function authorOptions(
  workouts: readonly Pick<SearchableWorkout, 'created_by'>[],
  userId: string,
  names: ReadonlyMap<string, string>,
): { value: string; label: string }[] {
  const others = [...new Set(workouts.map((workout) => workout.created_by))].filter((id) => id !== userId);
  return [
    { value: 'me', label: 'Me' },
    ...others
      .map((id) => ({ value: id, label: names.get(id) ?? 'Another coach' }))
      .sort((a, b) => a.label.localeCompare(b.label) || a.value.localeCompare(b.value)),
  ];
}

/** The values present in a list, for the filter menus. */
export function filterOptions(workouts: readonly (SearchableWorkout & { difficulty: string })[]) {
  const sorted = (values: string[]) => [...new Set(values)].sort();
  return {
    types: sorted(workouts.map((workout) => workout.workout_type)),
    difficulties: sorted(workouts.map((workout) => workout.difficulty)),
    muscles: sorted(workouts.flatMap((workout) => workout.muscle_groups)),
  };
}
