import { useQueries } from '@tanstack/react-query';
import { basePrescriptionOf, workoutQuery, type BasePrescription } from '@/features/training';
import type { ProgramDraft } from '../lib/program-draft';

export interface WeekExercise {
  workoutId: string;
  workoutExerciseId: string;
  name: string;
  base: BasePrescription;
}

export interface WeekWorkout {
  workoutId: string;
  name: string;
  exercises: WeekExercise[];
}

/** The draft's saved workouts (each once, in schedule order) with their planned exercises. */
export function useWeekWorkouts(draft: ProgramDraft): { workouts: WeekWorkout[]; loading: boolean } {
  const ids = [
    ...new Set(draft.programWorkouts.flatMap((entry) => (entry.pendingKey === null ? [entry.workoutId] : []))),
  ];
  const results = useQueries({ queries: ids.map((id) => workoutQuery(id)) });
  const workouts = results.flatMap((result) => {
    const workout = result.data;
    if (!workout) return [];
    return [
      {
        workoutId: workout.id,
        name: workout.name,
        exercises: workout.workout_exercises
          .filter((planned) => !planned.is_time_based)
          .map((planned) => ({
            workoutId: workout.id,
            workoutExerciseId: planned.id,
            name: planned.exercise?.name ?? 'Exercise',
            base: basePrescriptionOf(planned),
          })),
      },
    ];
  });
  return { workouts, loading: results.some((result) => result.isPending) };
}
