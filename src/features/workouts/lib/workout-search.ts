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
