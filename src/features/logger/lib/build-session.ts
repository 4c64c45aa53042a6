import {
  bestsOf,
  lastPerformance,
  restSecondsFor,
  type ExerciseBests,
  type WorkoutWithExercises,
} from '@/features/training';
import { exercisePicture } from '@/lib/exercise-media';
import { plannedSet } from './session-reducer';
import type {
  ExerciseWeek,
  LoggedExercise,
  PreviousSet,
  ProgramWeekInfo,
  SessionState,
  SetTarget,
} from './session-schema';

/** A set from the client's history, as read from workout_log_sets. */
export interface HistorySet {
  exercise_id: string;
  log_id: string;
  set_number: number;
  reps: number | null;
  weight: number | null;
  duration_seconds: number | null;
  /** Metres; absent in sets kept on the device before distances were read. */
  distance_m?: number | null;
  completed: boolean;
  is_warmup: boolean;
  performed_at: string;
}

/** The working sets of the latest workout in which the client did this exercise, in order. */
/** The client's last session of this exercise (the one rule in training/lib), as the logger shows it. */
export function previousPerformance(history: HistorySet[], exerciseId: string): PreviousSet[] {
  return (
    lastPerformance(history, exerciseId)?.sets.map((set) => ({
      reps: set.reps,
      weight: set.weight,
      durationSeconds: set.duration_seconds,
      ...(set.distance_m != null && { distanceMeters: Number(set.distance_m) }),
    })) ?? []
  );
}

export function bestsByExercise(history: HistorySet[]): Record<string, ExerciseBests> {
  const grouped = new Map<string, HistorySet[]>();
  for (const set of history) grouped.set(set.exercise_id, [...(grouped.get(set.exercise_id) ?? []), set]);
  return Object.fromEntries(
    [...grouped].map(([exerciseId, sets]) => [
      exerciseId,
      bestsOf(
        sets.map((set) => ({
          exerciseId,
          reps: set.reps,
          weight: set.weight,
          completed: set.completed,
          isWarmup: set.is_warmup,
        })),
      ),
    ]),
  );
}

type Planned = WorkoutWithExercises['workout_exercises'][number];

export function targetOf(planned: Planned): SetTarget {
  const isRange = planned.rep_is_range && planned.rep_min !== null && planned.rep_max !== null;
  return {
    reps: isRange || planned.is_time_based ? null : (planned.rep_single ?? planned.rep_min ?? planned.rep_max),
    repMin: isRange ? planned.rep_min : null,
    repMax: isRange ? planned.rep_max : null,
    durationSeconds: planned.is_time_based ? planned.duration : null,
    weight: planned.weight,
  };
}

export interface BuildSessionInput {
  sessionId: string;
  userId: string;
  workout: WorkoutWithExercises;
  history: HistorySet[];
  startedAt: Date;
  newId: () => string;
  /**
   * The kilograms a set is pre-filled with for a planned weight: the person's loadable figure
   * (a 32.5 kg target pre-fills 70 lb in pounds, stored as 31.751 kg). Default: as planned.
   */
  prefillWeight?: (kg: number) => number;
  /** The program week the workout is started in, and each planned exercise's extras for it. */
  programWeek?: { week: ProgramWeekInfo; exercises: Record<string, ExerciseWeek> } | null;
}

/** The workout in progress at its start: every planned set pre-filled from target and history. */
export function buildSessionState({
  sessionId,
  userId,
  workout,
  history,
  startedAt,
  newId,
  prefillWeight = (kg) => kg,
  programWeek = null,
}: BuildSessionInput): SessionState {
  const now = startedAt.getTime();
  const exercises = workout.workout_exercises
    .filter((planned) => planned.exercise)
    .map((planned, index): LoggedExercise => {
      const exercise = planned.exercise!;
      const previous = previousPerformance(history, exercise.id);
      const target = targetOf(planned);
      const count = Math.max(1, planned.sets);
      const fill = target.weight === null ? target : { ...target, weight: prefillWeight(target.weight) };
      return {
        id: newId(),
        workoutExerciseId: planned.id,
        exerciseId: exercise.id,
        name: exercise.name,
        muscleGroups: exercise.muscle_groups,
        equipment: exercise.equipment,
        isTimeBased: planned.is_time_based,
        category: exercise.category,
        thumbnailUrl: exercisePicture(exercise.thumbnail_url, exercise.images),
        restSeconds: restSecondsFor({ rest_time: planned.rest_time, name: exercise.name }),
        target,
        previous,
        planNotes: planned.notes,
        tempo: planned.tempo,
        notes: '',
        swappedFrom: null,
        groupKey: planned.group_key,
        ...(programWeek?.exercises[planned.id] && { week: programWeek.exercises[planned.id] }),
        position: index,
        sets: Array.from({ length: count }, (_, index) =>
          plannedSet(newId(), fill, previous[index], planned.is_time_based, now),
        ),
        updatedAt: now,
        rev: 0,
      };
    });
  return {
    version: 1,
    sessionId,
    userId,
    workoutId: workout.id,
    workoutName: workout.name,
    nameRev: 0,
    nameUpdatedAt: 0,
    startedAt: startedAt.toISOString(),
    exercises,
    notes: '',
    notesUpdatedAt: 0,
    notesRev: 0,
    rest: null,
    restUpdatedAt: 0,
    restRev: 0,
    historyBests: bestsByExercise(history),
    ...(programWeek && { programWeek: programWeek.week }),
  };
}

/** The name an empty workout starts with, from the hour it began ("Morning workout"). */
export function emptyWorkoutName(startedAt: Date): string {
  const hour = startedAt.getHours();
  if (hour < 5) return 'Night workout';
  if (hour < 12) return 'Morning workout';
  if (hour < 17) return 'Afternoon workout';
  if (hour < 22) return 'Evening workout';
  return 'Night workout';
}

/** A workout with no plan: no exercises yet, named by the time of day until the person renames it. */
export function buildEmptySessionState(sessionId: string, userId: string, startedAt: Date): SessionState {
  return {
    version: 1,
    sessionId,
    userId,
    workoutId: null,
    workoutName: emptyWorkoutName(startedAt),
    nameRev: 0,
    nameUpdatedAt: 0,
    startedAt: startedAt.toISOString(),
    exercises: [],
    notes: '',
    notesUpdatedAt: 0,
    notesRev: 0,
    rest: null,
    restUpdatedAt: 0,
    restRev: 0,
    historyBests: {},
  };
}
