import { emptyWorkoutDraft, WORKOUT_TYPES, type WorkoutDraft as BuilderDraft } from '@/features/training';
import type { WorkoutDraft } from './build-workout';

const BUILDER_TYPES: ReadonlySet<string> = new Set(WORKOUT_TYPES);

/**
 * A generated workout as the workout builder's form holds it (strings as typed), so the program
 * builder can keep it as a new workout (`pendingWorkouts`) the trainer reviews and edits before
 * anything is saved.
 */
export function toBuilderDraft(workout: WorkoutDraft, name: string, makeKey: () => string): BuilderDraft {
  const type = workout.workout_type.toLowerCase();
  return {
    ...emptyWorkoutDraft(),
    name,
    description: workout.description ?? '',
    workoutType: BUILDER_TYPES.has(type) ? type : 'strength',
    difficulty: workout.difficulty,
    estimatedDuration: String(workout.estimated_duration),
    exercises: workout.exercises.map((item) => ({
      key: makeKey(),
      id: null,
      exerciseId: item.exercise.id,
      name: item.exercise.name,
      muscleGroups: item.exercise.muscle_groups,
      equipment: item.exercise.equipment,
      sets: String(item.sets),
      repMode: item.is_time_based ? 'time' : item.rep_is_range ? 'range' : 'single',
      reps: item.rep_single === null ? '' : String(item.rep_single),
      repMin: item.rep_min === null ? '' : String(item.rep_min),
      repMax: item.rep_max === null ? '' : String(item.rep_max),
      duration: item.duration === null ? '' : String(item.duration),
      weight: '',
      rest: String(item.rest_time),
      tempo: item.tempo,
      notes: item.notes ?? '',
      groupKey: null,
    })),
  };
}
