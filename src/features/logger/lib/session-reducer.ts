import { groupPositions } from '@/lib/exercise-groups';
import type { ExerciseBests } from '@/features/training';
import type { LoggedExercise, LoggedSet, PreviousSet, SessionState, SetTarget } from './session-schema';

export type SetPatch = Partial<Pick<LoggedSet, 'reps' | 'weight' | 'durationSeconds' | 'rpe' | 'isWarmup'>>;

/** An exercise chosen to replace another one, with the client's history of it. */
export interface Replacement {
  exerciseId: string;
  name: string;
  muscleGroups: string[];
  equipment: string | null;
  restSeconds: number;
  previous: PreviousSet[];
  bests: ExerciseBests | null;
}

/** Every change to the workout in progress. `now` (ms) is passed in so the reducer stays pure. */
export type LoggerAction =
  | { type: 'edit-set'; exerciseId: string; setId: string; patch: SetPatch; now: number }
  | { type: 'toggle-set-complete'; exerciseId: string; setId: string; now: number }
  | { type: 'add-set'; exerciseId: string; setId: string; now: number }
  | { type: 'remove-set'; exerciseId: string; setId: string; now: number }
  | { type: 'set-exercise-notes'; exerciseId: string; notes: string; now: number }
  | { type: 'set-workout-notes'; notes: string; now: number }
  | {
      type: 'swap-exercise';
      exerciseId: string;
      replacement: Replacement;
      newExerciseId: string;
      setIds: string[];
      now: number;
    }
  /** The person's answer to an exercise removed on another device while sets were logged here. */
  | { type: 'resolve-removed-elsewhere'; exerciseId: string; keep: boolean; now: number }
  | { type: 'skip-rest'; now: number }
  | { type: 'adjust-rest'; deltaSeconds: number; now: number };

export const liveSets = (exercise: LoggedExercise): LoggedSet[] => exercise.sets.filter((set) => !set.deleted);
export const liveExercises = (state: SessionState): LoggedExercise[] =>
  state.exercises.filter((exercise) => !exercise.deleted);

/** A new set pre-filled from the plan's target, falling back to what the client did last time. */
export function plannedSet(
  id: string,
  target: SetTarget,
  previous: PreviousSet | undefined,
  isTimeBased: boolean,
  now: number,
): LoggedSet {
  const reps = isTimeBased
    ? null
    : (target.reps ?? clampToRange(previous?.reps ?? null, target) ?? target.repMin ?? target.repMax);
  return {
    id,
    reps,
    weight: target.weight ?? previous?.weight ?? null,
    durationSeconds: isTimeBased ? (target.durationSeconds ?? previous?.durationSeconds ?? null) : null,
    rpe: null,
    completed: false,
    isWarmup: false,
    completedAt: null,
    updatedAt: now,
    rev: 0,
  };
}

/** Every edit of an entry bumps its revision; merges keep the entry with the higher one. */
const edited = <T extends { rev: number; updatedAt: number }>(entry: T, now: number): T => ({
  ...entry,
  rev: entry.rev + 1,
  updatedAt: now,
});

function clampToRange(reps: number | null, target: SetTarget): number | null {
  if (reps === null || target.repMin === null || target.repMax === null) return null;
  return Math.min(Math.max(reps, target.repMin), target.repMax);
}

function mapExercise(
  state: SessionState,
  exerciseId: string,
  change: (exercise: LoggedExercise) => LoggedExercise,
): SessionState {
  let found = false;
  const exercises = state.exercises.map((exercise) => {
    if (exercise.id !== exerciseId || exercise.deleted) return exercise;
    found = true;
    return change(exercise);
  });
  return found ? { ...state, exercises } : state;
}

function mapSet(
  state: SessionState,
  exerciseId: string,
  setId: string,
  change: (set: LoggedSet, exercise: LoggedExercise) => LoggedSet,
): SessionState {
  const owner = state.exercises.find((exercise) => exercise.id === exerciseId && !exercise.deleted);
  if (!owner?.sets.some((set) => set.id === setId && !set.deleted)) return state;
  return mapExercise(state, exerciseId, (exercise) => {
    const sets = exercise.sets.map((set) => (set.id === setId && !set.deleted ? change(set, exercise) : set));
    return { ...exercise, sets };
  });
}

function completeSet(set: LoggedSet, exercise: LoggedExercise, now: number): LoggedSet {
  const fill = plannedSet(
    set.id,
    exercise.target,
    exercise.previous[liveSets(exercise).indexOf(set)],
    exercise.isTimeBased,
    now,
  );
  return {
    ...set,
    reps: set.reps ?? fill.reps,
    weight: set.weight ?? fill.weight,
    durationSeconds: set.durationSeconds ?? fill.durationSeconds,
    completed: true,
    completedAt: new Date(now).toISOString(),
    updatedAt: now,
    rev: set.rev + 1,
  };
}

/** Whether completing a set of this exercise starts the rest timer (not inside a group). */
export function restsAfter(state: SessionState, exerciseId: string): boolean {
  const live = state.exercises.filter((exercise) => !exercise.deleted);
  const index = live.findIndex((exercise) => exercise.id === exerciseId);
  return groupPositions(live.map((exercise) => exercise.groupKey))[index]?.isLast ?? true;
}

export function loggerReducer(state: SessionState, action: LoggerAction): SessionState {
  const { now } = action;
  switch (action.type) {
    case 'edit-set':
      return mapSet(state, action.exerciseId, action.setId, (set) => edited({ ...set, ...action.patch }, now));
    case 'toggle-set-complete': {
      const exercise = state.exercises.find((entry) => entry.id === action.exerciseId && !entry.deleted);
      const set = exercise?.sets.find((entry) => entry.id === action.setId && !entry.deleted);
      if (!exercise || !set) return state;
      if (set.completed) {
        return mapSet(state, action.exerciseId, action.setId, (current) =>
          edited({ ...current, completed: false, completedAt: null }, now),
        );
      }
      const next = mapSet(state, action.exerciseId, action.setId, (current, owner) => completeSet(current, owner, now));
      // In a superset or circuit the person moves straight on to the next member: rest comes after
      // the last one, and a rest still running from before the group ends.
      if (!restsAfter(state, exercise.id)) {
        return state.rest ? { ...next, rest: null, restUpdatedAt: now, restRev: state.restRev + 1 } : next;
      }
      return {
        ...next,
        rest: { startedAt: now, endsAt: now + exercise.restSeconds * 1000, exerciseName: exercise.name },
        restUpdatedAt: now,
        restRev: state.restRev + 1,
      };
    }
    case 'add-set':
      return mapExercise(state, action.exerciseId, (exercise) => {
        const sets = liveSets(exercise);
        const last = sets.at(-1);
        const base = plannedSet(
          action.setId,
          exercise.target,
          exercise.previous[sets.length],
          exercise.isTimeBased,
          now,
        );
        const added: LoggedSet = last
          ? { ...base, reps: last.reps, weight: last.weight, durationSeconds: last.durationSeconds }
          : base;
        return edited({ ...exercise, sets: [...exercise.sets, added] }, now);
      });
    case 'remove-set':
      return mapSet(state, action.exerciseId, action.setId, (set) => edited({ ...set, deleted: true }, now));
    case 'set-exercise-notes':
      return mapExercise(state, action.exerciseId, (exercise) => edited({ ...exercise, notes: action.notes }, now));
    case 'set-workout-notes':
      return { ...state, notes: action.notes, notesUpdatedAt: now, notesRev: state.notesRev + 1 };
    case 'swap-exercise':
      return swapExercise(state, action);
    case 'resolve-removed-elsewhere':
      return mapExercise(state, action.exerciseId, (exercise) => {
        if (action.keep) return edited({ ...exercise, removedElsewhere: false }, now);
        const sets = exercise.sets.map((set) => (set.deleted ? set : edited({ ...set, deleted: true }, now)));
        return edited({ ...exercise, sets, deleted: true, removedElsewhere: false }, now);
      });
    case 'skip-rest':
      return state.rest ? { ...state, rest: null, restUpdatedAt: now, restRev: state.restRev + 1 } : state;
    case 'adjust-rest': {
      if (!state.rest) return state;
      const endsAt = Math.max(now, state.rest.endsAt + action.deltaSeconds * 1000);
      return { ...state, rest: { ...state.rest, endsAt }, restUpdatedAt: now, restRev: state.restRev + 1 };
    }
  }
}

/**
 * Replaces an exercise. Sets already completed stay logged under the exercise they were done
 * with (it stays in the list, trimmed to those sets); the replacement takes the remaining planned
 * sets. Without completed sets the old exercise is simply removed.
 */
function swapExercise(state: SessionState, action: Extract<LoggerAction, { type: 'swap-exercise' }>): SessionState {
  const { now, replacement } = action;
  const old = state.exercises.find((exercise) => exercise.id === action.exerciseId && !exercise.deleted);
  if (!old || replacement.exerciseId === old.exerciseId) return state;
  const sets = liveSets(old);
  const done = sets.filter((set) => set.completed);
  const count = Math.max(1, done.length > 0 ? sets.length - done.length : sets.length);
  const target: SetTarget = { ...old.target, weight: null };
  const swapped: LoggedExercise = {
    id: action.newExerciseId,
    workoutExerciseId: old.workoutExerciseId,
    exerciseId: replacement.exerciseId,
    name: replacement.name,
    muscleGroups: replacement.muscleGroups,
    equipment: replacement.equipment,
    isTimeBased: old.isTimeBased,
    restSeconds: replacement.restSeconds,
    target,
    previous: replacement.previous,
    planNotes: old.planNotes,
    tempo: old.tempo,
    notes: '',
    swappedFrom: old.name,
    groupKey: old.groupKey ?? null,
    sets: action.setIds
      .slice(0, count)
      .map((id, index) => plannedSet(id, target, replacement.previous[index], old.isTimeBased, now)),
    updatedAt: now,
    rev: 0,
  };
  const kept: LoggedExercise =
    done.length > 0
      ? edited(
          {
            ...old,
            sets: old.sets.map((set) => (set.deleted || set.completed ? set : edited({ ...set, deleted: true }, now))),
          },
          now,
        )
      : edited({ ...old, deleted: true }, now);
  const exercises = state.exercises.flatMap((exercise) => (exercise.id === old.id ? [kept, swapped] : [exercise]));
  const historyBests = replacement.bests
    ? { ...state.historyBests, [replacement.exerciseId]: replacement.bests }
    : state.historyBests;
  return { ...state, exercises, historyBests };
}

/** Sets left to do in the workout (live, not completed). */
export function countOpenSets(state: SessionState): number {
  return liveExercises(state).reduce(
    (sum, exercise) => sum + liveSets(exercise).filter((set) => !set.completed).length,
    0,
  );
}
