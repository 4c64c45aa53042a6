/**
 * A workout as the builder's form holds it: made by the workout builder, the program builder's
 * "Create new workout" and the AI trainer's programs, so it lives in the training domain. The
 * rules that edit it are the builder's (features/workout-builder/lib/builder-rules.ts).
 */

/** How a planned exercise is counted: one rep number, a rep range, or time. */
export type RepMode = 'single' | 'range' | 'time';

/** One exercise in the builder, as the form holds it (numbers as typed, so a blank stays blank). */
export interface DraftExercise {
  /** The builder's own key for this row (React key, drag identity). */
  key: string;
  /** The saved workout_exercises row, when the row was loaded from one. */
  id: string | null;
  exerciseId: string;
  name: string;
  muscleGroups: string[];
  equipment: string | null;
  sets: string;
  repMode: RepMode;
  reps: string;
  repMin: string;
  repMax: string;
  duration: string;
  weight: string;
  rest: string;
  tempo: string;
  notes: string;
  groupKey: string | null;
}

export interface WorkoutDraft {
  id: string | null;
  /** The revision the editor loaded; the save is refused if someone saved since. */
  revision: number | null;
  name: string;
  description: string;
  workoutType: string;
  difficulty: string;
  estimatedDuration: string;
  /** Null: derived from the exercises. A list: the author's own. */
  equipmentOverride: string[] | null;
  musclesOverride: string[] | null;
  exercises: DraftExercise[];
}

/** The kinds of workout the builder offers (a generated workout of another kind becomes 'strength'). */
export const WORKOUT_TYPES = ['strength', 'hypertrophy', 'conditioning', 'circuit', 'mobility', 'cardio'] as const;

export function emptyWorkoutDraft(): WorkoutDraft {
  return {
    id: null,
    revision: null,
    name: '',
    description: '',
    workoutType: 'strength',
    difficulty: 'intermediate',
    estimatedDuration: '',
    equipmentOverride: null,
    musclesOverride: null,
    exercises: [],
  };
}
