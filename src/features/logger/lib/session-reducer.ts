import { GROUP_LETTERS, groupPositions } from '@/lib/exercise-groups';
import { nextRevision } from '@/lib/server-clock';
import type { ExerciseBests } from '@/features/training';
import type { LoggedExercise, LoggedSet, PreviousSet, SessionState, SetTarget } from './session-schema';

export type SetPatch = Partial<
  Pick<LoggedSet, 'reps' | 'weight' | 'durationSeconds' | 'distanceMeters' | 'rpe' | 'isWarmup'>
>;

/** An exercise chosen to replace another one, with the client's history of it. */
export interface Replacement {
  exerciseId: string;
  name: string;
  muscleGroups: string[];
  equipment: string | null;
  /** The library's category: decides whether its sets record a distance (set-kind). */
  category?: string | null;
  restSeconds: number;
  previous: PreviousSet[];
  bests: ExerciseBests | null;
}

/**
 * Every change to the workout in progress. `now` (ms, the device clock) is passed in so the reducer
 * stays pure; it times the rest timer and the stopwatch on this device. `at` (ms on the server's
 * clock as this device knows it, lib/server-clock) orders the edit: an edited entry's revision
 * becomes max(revision + 1, at). Without `at` revisions simply count edits.
 */
type Action =
  | { type: 'edit-set'; exerciseId: string; setId: string; patch: SetPatch; now: number }
  | { type: 'toggle-set-complete'; exerciseId: string; setId: string; now: number }
  | { type: 'add-set'; exerciseId: string; setId: string; now: number }
  /** Starts (or resumes) a set's stopwatch, or stops it, writing the elapsed time into the set. */
  | { type: 'start-stopwatch'; exerciseId: string; setId: string; now: number }
  | { type: 'stop-stopwatch'; exerciseId: string; setId: string; now: number }
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
  /** Adds an exercise at the end of the workout, with `setIds.length` sets (one or more). */
  | { type: 'add-exercise'; exercise: Replacement; newExerciseId: string; setIds: string[]; now: number }
  /** Removes an exercise with its sets (the page asks first when sets are logged). */
  | { type: 'remove-exercise'; exerciseId: string; now: number }
  /** Moves an exercise one place up (-1) or down (+1) among the live exercises. */
  | { type: 'move-exercise'; exerciseId: string; direction: -1 | 1; now: number }
  /** Groups an exercise with the next one into a superset (or joins that group), or ungroups it. */
  | { type: 'group-with-next'; exerciseId: string; now: number }
  | { type: 'ungroup-exercise'; exerciseId: string; now: number }
  | { type: 'rename-workout'; name: string; now: number }
  | { type: 'skip-rest'; now: number }
  | { type: 'adjust-rest'; deltaSeconds: number; now: number };
export type LoggerAction = Action & { at?: number };

export const liveSets = (exercise: LoggedExercise): LoggedSet[] => exercise.sets.filter((set) => !set.deleted);
export const liveExercises = (state: SessionState): LoggedExercise[] =>
  state.exercises.filter((exercise) => !exercise.deleted);

/** The longest workout name the logger keeps (the same limit as a saved workout's name). */
export const WORKOUT_NAME_MAX = 120;

/** An exercise's place: its position, or its index in the list for documents without positions. */
const placeOf = (exercise: LoggedExercise, index: number): number => exercise.position ?? index;

/**
 * The exercises in workout order: by position (the list index stands in for entries written before
 * positions existed). Two exercises added at the same place on two devices are ordered by id, so
 * every copy sorts the same way.
 */
export function orderExercises(exercises: LoggedExercise[]): LoggedExercise[] {
  return exercises
    .map((exercise, index) => ({ exercise, index, place: placeOf(exercise, index) }))
    .sort(
      (a, b) =>
        a.place - b.place ||
        (a.exercise.position === undefined || b.exercise.position === undefined
          ? a.index - b.index
          : a.exercise.id.localeCompare(b.exercise.id)),
    )
    .map((entry) => entry.exercise);
}

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

/**
 * Every edit of an entry raises its revision (`at`: the edit's time on the server clock, 0 to only
 * count); merges keep the entry with the higher one.
 */
const edited = <T extends { rev: number; updatedAt: number }>(entry: T, now: number, at = 0): T => ({
  ...entry,
  rev: nextRevision(entry.rev, at),
  updatedAt: at || now,
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

/** The seconds a set's stopwatch shows at `now`: what it held before it was started, plus the run since. */
export function stopwatchSeconds(set: Pick<LoggedSet, 'stopwatch' | 'durationSeconds'>, now: number): number {
  if (!set.stopwatch) return set.durationSeconds ?? 0;
  return set.stopwatch.accumulatedSeconds + Math.max(0, Math.round((now - set.stopwatch.startedAt) / 1000));
}

/** The set with its stopwatch stopped: the elapsed time becomes the set's time. Unchanged when none runs. */
function stoppedAt(set: LoggedSet, now: number): LoggedSet {
  return set.stopwatch ? { ...set, durationSeconds: stopwatchSeconds(set, now), stopwatch: null } : set;
}

function completeSet(set: LoggedSet, exercise: LoggedExercise, now: number, at: number): LoggedSet {
  const fill = plannedSet(
    set.id,
    exercise.target,
    exercise.previous[liveSets(exercise).indexOf(set)],
    exercise.isTimeBased,
    now,
  );
  set = stoppedAt(set, now);
  return {
    ...set,
    reps: set.reps ?? fill.reps,
    weight: set.weight ?? fill.weight,
    durationSeconds: set.durationSeconds ?? fill.durationSeconds,
    completed: true,
    completedAt: new Date(at || now).toISOString(),
    updatedAt: at || now,
    rev: nextRevision(set.rev, at),
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
  const at = action.at ?? 0;
  const stamp = at || now;
  switch (action.type) {
    case 'edit-set':
      return mapSet(state, action.exerciseId, action.setId, (set) => edited({ ...set, ...action.patch }, now, at));
    case 'toggle-set-complete': {
      const exercise = state.exercises.find((entry) => entry.id === action.exerciseId && !entry.deleted);
      const set = exercise?.sets.find((entry) => entry.id === action.setId && !entry.deleted);
      if (!exercise || !set) return state;
      if (set.completed) {
        return mapSet(state, action.exerciseId, action.setId, (current) =>
          edited({ ...current, completed: false, completedAt: null }, now, at),
        );
      }
      const next = mapSet(state, action.exerciseId, action.setId, (current, owner) =>
        completeSet(current, owner, now, at),
      );
      // In a superset or circuit the person moves straight on to the next member: rest comes after
      // the last one, and a rest still running from before the group ends.
      if (!restsAfter(state, exercise.id)) {
        return state.rest
          ? { ...next, rest: null, restUpdatedAt: stamp, restRev: nextRevision(state.restRev, at) }
          : next;
      }
      return {
        ...next,
        rest: { startedAt: now, endsAt: now + exercise.restSeconds * 1000, exerciseName: exercise.name },
        restUpdatedAt: stamp,
        restRev: nextRevision(state.restRev, at),
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
          ? {
              ...base,
              reps: last.reps,
              weight: last.weight,
              durationSeconds: last.durationSeconds,
              ...(last.distanceMeters == null ? {} : { distanceMeters: last.distanceMeters }),
            }
          : base;
        return edited({ ...exercise, sets: [...exercise.sets, added] }, now, at);
      });
    case 'start-stopwatch':
      return mapSet(state, action.exerciseId, action.setId, (set) =>
        set.stopwatch || set.completed
          ? set
          : edited({ ...set, stopwatch: { startedAt: now, accumulatedSeconds: set.durationSeconds ?? 0 } }, now, at),
      );
    case 'stop-stopwatch':
      return mapSet(state, action.exerciseId, action.setId, (set) =>
        set.stopwatch ? edited(stoppedAt(set, now), now, at) : set,
      );
    case 'remove-set':
      return mapSet(state, action.exerciseId, action.setId, (set) => edited({ ...set, deleted: true }, now, at));
    case 'set-exercise-notes':
      return mapExercise(state, action.exerciseId, (exercise) => edited({ ...exercise, notes: action.notes }, now, at));
    case 'set-workout-notes':
      return { ...state, notes: action.notes, notesUpdatedAt: stamp, notesRev: nextRevision(state.notesRev, at) };
    case 'swap-exercise':
      return swapExercise(state, action);
    case 'resolve-removed-elsewhere':
      return mapExercise(state, action.exerciseId, (exercise) => {
        if (action.keep) return edited({ ...exercise, removedElsewhere: false }, now, at);
        const sets = exercise.sets.map((set) => (set.deleted ? set : edited({ ...set, deleted: true }, now, at)));
        return edited({ ...exercise, sets, deleted: true, removedElsewhere: false }, now, at);
      });
    case 'add-exercise':
      return addExercise(state, action);
    case 'remove-exercise':
      // The sets completed here go with it (the person confirmed); the others are left as they are,
      // so a set another device completed meanwhile brings the exercise back on merge, marked.
      return mapExercise(state, action.exerciseId, (exercise) => {
        const sets = exercise.sets.map((set) =>
          set.deleted || !set.completed ? set : edited({ ...set, deleted: true }, now, at),
        );
        return edited({ ...exercise, sets, deleted: true, removedElsewhere: false }, now, at);
      });
    case 'move-exercise':
      return moveExercise(state, action.exerciseId, action.direction, now, at);
    case 'group-with-next':
      return groupWithNext(state, action.exerciseId, now, at);
    case 'ungroup-exercise':
      return mapExercise(state, action.exerciseId, (exercise) =>
        exercise.groupKey ? edited({ ...exercise, groupKey: null }, now, at) : exercise,
      );
    case 'rename-workout': {
      const name = action.name.slice(0, WORKOUT_NAME_MAX);
      if (name === state.workoutName) return state;
      return { ...state, workoutName: name, nameUpdatedAt: stamp, nameRev: nextRevision(state.nameRev, at) };
    }
    case 'skip-rest':
      return state.rest
        ? { ...state, rest: null, restUpdatedAt: stamp, restRev: nextRevision(state.restRev, at) }
        : state;
    case 'adjust-rest': {
      if (!state.rest) return state;
      const endsAt = Math.max(now, state.rest.endsAt + action.deltaSeconds * 1000);
      return {
        ...state,
        rest: { ...state.rest, endsAt },
        restUpdatedAt: stamp,
        restRev: nextRevision(state.restRev, at),
      };
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
  const at = action.at ?? 0;
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
    category: replacement.category ?? null,
    isTimeBased: old.isTimeBased,
    restSeconds: replacement.restSeconds,
    target,
    previous: replacement.previous,
    planNotes: old.planNotes,
    tempo: old.tempo,
    notes: '',
    swappedFrom: old.name,
    groupKey: old.groupKey ?? null,
    ...(old.position === undefined ? {} : { position: placeAfter(state, old) }),
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
            sets: old.sets.map((set) =>
              set.deleted || set.completed ? set : edited({ ...set, deleted: true }, now, at),
            ),
          },
          now,
          at,
        )
      : edited({ ...old, deleted: true }, now, at);
  const exercises = state.exercises.flatMap((exercise) => (exercise.id === old.id ? [kept, swapped] : [exercise]));
  const historyBests = replacement.bests
    ? { ...state.historyBests, [replacement.exerciseId]: replacement.bests }
    : state.historyBests;
  return { ...state, exercises, historyBests };
}

function addExercise(state: SessionState, action: Extract<LoggerAction, { type: 'add-exercise' }>): SessionState {
  const { now, exercise } = action;
  if (action.setIds.length === 0 || state.exercises.some((entry) => entry.id === action.newExerciseId)) return state;
  const target: SetTarget = { reps: null, repMin: null, repMax: null, durationSeconds: null, weight: null };
  const last = Math.max(-1, ...orderExercises(state.exercises).map(placeOf));
  const added: LoggedExercise = {
    id: action.newExerciseId,
    workoutExerciseId: null,
    exerciseId: exercise.exerciseId,
    name: exercise.name,
    muscleGroups: exercise.muscleGroups,
    equipment: exercise.equipment,
    category: exercise.category ?? null,
    isTimeBased: false,
    restSeconds: exercise.restSeconds,
    target,
    previous: exercise.previous,
    planNotes: null,
    tempo: null,
    notes: '',
    swappedFrom: null,
    groupKey: null,
    position: Math.floor(last) + 1,
    // No plan: each set starts from what the client did last time, set for set.
    sets: action.setIds.map((id, index) => {
      const previous = exercise.previous[index];
      return { ...plannedSet(id, target, previous, false, now), reps: previous?.reps ?? null };
    }),
    updatedAt: now,
    rev: 0,
  };
  const historyBests = exercise.bests
    ? { ...state.historyBests, [exercise.exerciseId]: exercise.bests }
    : state.historyBests;
  return { ...state, exercises: [...state.exercises, added], historyBests };
}

/**
 * Moves an exercise past its live neighbour. Only the moved exercise changes (its position becomes
 * a value between its new neighbours), so a reorder on one device and an edit of another exercise
 * on a second device merge without touching each other. A group the move leaves or enters is
 * left as its letters say (the person can ungroup).
 */
function moveExercise(
  state: SessionState,
  exerciseId: string,
  direction: -1 | 1,
  now: number,
  at: number,
): SessionState {
  const ordered = orderExercises(state.exercises);
  const places = new Map(ordered.map((exercise, index) => [exercise.id, placeOf(exercise, index)]));
  const live = ordered.filter((exercise) => !exercise.deleted);
  const index = live.findIndex((exercise) => exercise.id === exerciseId);
  const neighbour = live[index + direction];
  if (index < 0 || !neighbour) return state;
  const beyond = live[index + 2 * direction];
  const near = places.get(neighbour.id)!;
  const far = beyond ? places.get(beyond.id)! : near + direction * 2;
  const position = (near + far) / 2;
  const exercises = ordered.map((exercise) =>
    // Entries written before positions existed get theirs now, from the order they are shown in.
    exercise.id === exerciseId
      ? edited({ ...exercise, position }, now, at)
      : exercise.position === undefined
        ? { ...exercise, position: places.get(exercise.id)! }
        : exercise,
  );
  return { ...state, exercises: orderExercises(exercises) };
}

/** A position just after an exercise and before the one that follows it. */
function placeAfter(state: SessionState, exercise: LoggedExercise): number {
  const ordered = orderExercises(state.exercises);
  const index = ordered.findIndex((entry) => entry.id === exercise.id);
  const here = placeOf(exercise, index);
  const next = ordered[index + 1];
  return next ? (here + placeOf(next, index + 1)) / 2 : here + 1;
}

/** A letter no live exercise uses yet, for a new superset. */
function freeGroupKey(exercises: LoggedExercise[]): string {
  const used = new Set(exercises.filter((exercise) => !exercise.deleted).map((exercise) => exercise.groupKey));
  return [...GROUP_LETTERS].find((letter) => !used.has(letter)) ?? 'Z';
}

/** Makes an exercise and the next live one a superset (or adds the next one to this one's group). */
function groupWithNext(state: SessionState, exerciseId: string, now: number, at: number): SessionState {
  const live = orderExercises(state.exercises).filter((exercise) => !exercise.deleted);
  const index = live.findIndex((exercise) => exercise.id === exerciseId);
  const current = live[index];
  const next = live[index + 1];
  if (!current || !next) return state;
  const key = current.groupKey ?? next.groupKey ?? freeGroupKey(state.exercises);
  const exercises = state.exercises.map((exercise) =>
    (exercise.id === current.id || exercise.id === next.id) && exercise.groupKey !== key
      ? edited({ ...exercise, groupKey: key }, now, at)
      : exercise,
  );
  return { ...state, exercises };
}

/** Sets left to do in the workout (live, not completed). */
export function countOpenSets(state: SessionState): number {
  return liveExercises(state).reduce(
    (sum, exercise) => sum + liveSets(exercise).filter((set) => !set.completed).length,
    0,
  );
}
