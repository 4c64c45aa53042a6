import { describe, expect, it } from 'vitest';
import { buildEmptySessionState, emptyWorkoutName } from '@/features/logger/lib/build-session';
import { mergeStates } from '@/features/logger/lib/merge-states';
import {
  liveExercises,
  liveSets,
  loggerReducer,
  orderExercises,
  type LoggerAction,
  type Replacement,
} from '@/features/logger/lib/session-reducer';
import type { SessionState } from '@/features/logger/lib/session-schema';
import { T0, freshState } from './fixtures';

const CURL: Replacement = {
  exerciseId: 'ex-curl',
  name: 'Dumbbell Curl',
  muscleGroups: ['biceps'],
  equipment: 'dumbbell',
  restSeconds: 60,
  previous: [{ reps: 10, weight: 12, durationSeconds: null }],
  bests: null,
};
const PRESS: Replacement = { ...CURL, exerciseId: 'ex-press', name: 'Overhead Press', previous: [] };

const apply = (state: SessionState, ...actions: LoggerAction[]) => actions.reduce(loggerReducer, state);
const names = (state: SessionState) => liveExercises(state).map((exercise) => exercise.name);
const add = (exercise: Replacement, id: string, now: number, sets = 2): LoggerAction => ({
  type: 'add-exercise',
  exercise,
  newExerciseId: id,
  setIds: Array.from({ length: sets }, (_, index) => `${id}-set-${index}`),
  now,
});

describe('an empty workout', () => {
  it('starts with no exercises and a name from the time of day', () => {
    const state = buildEmptySessionState('s-e', 'u-1', new Date(2026, 2, 2, 7, 30));
    expect(state).toMatchObject({ workoutId: null, workoutName: 'Morning workout', exercises: [] });
    expect(emptyWorkoutName(new Date(2026, 2, 2, 14))).toBe('Afternoon workout');
    expect(emptyWorkoutName(new Date(2026, 2, 2, 19))).toBe('Evening workout');
    expect(emptyWorkoutName(new Date(2026, 2, 2, 23))).toBe('Night workout');
  });

  it('is built exercise by exercise, pre-filled from last time, and renamed', () => {
    const state = apply(
      buildEmptySessionState('s-e', 'u-1', new Date(T0)),
      add(CURL, 'a', T0 + 1),
      add(PRESS, 'b', T0 + 2, 1),
      { type: 'rename-workout', name: 'Arms', now: T0 + 3 },
    );
    expect(names(state)).toEqual(['Dumbbell Curl', 'Overhead Press']);
    expect(liveSets(state.exercises[0]!).map((set) => [set.reps, set.weight])).toEqual([
      [10, 12],
      [null, null],
    ]);
    expect(liveSets(state.exercises[1]!)).toHaveLength(1);
    expect(state).toMatchObject({ workoutName: 'Arms', nameRev: 1 });
  });

  it('ignores an addition with no sets or an id already used (a double tap)', () => {
    const once = apply(buildEmptySessionState('s-e', 'u-1', new Date(T0)), add(CURL, 'a', T0 + 1));
    expect(apply(once, add(CURL, 'a', T0 + 2))).toBe(once);
    expect(apply(once, add(CURL, 'z', T0 + 2, 0))).toBe(once);
  });

  it('caps the name length', () => {
    const state = apply(buildEmptySessionState('s-e', 'u-1', new Date(T0)), {
      type: 'rename-workout',
      name: 'x'.repeat(500),
      now: T0 + 1,
    });
    expect(state.workoutName).toHaveLength(120);
  });
});

describe('changing the plan mid-workout', () => {
  const base = freshState(); // squat, row, plank
  const [squat, row, plank] = base.exercises;

  it('removes an exercise with the sets logged in it', () => {
    const [done, open] = row!.sets;
    const state = apply(
      base,
      { type: 'toggle-set-complete', exerciseId: row!.id, setId: done!.id, now: T0 + 1 },
      { type: 'remove-exercise', exerciseId: row!.id, now: T0 + 2 },
    );
    expect(names(state)).toEqual(['Barbell Back Squat', 'Plank']);
    const removed = state.exercises.find((exercise) => exercise.id === row!.id)!;
    expect(removed.deleted).toBe(true);
    expect(removed.sets.find((set) => set.id === done!.id)!.deleted).toBe(true);
    // An open set is left untouched: a completion of it on another device still brings it back.
    expect(removed.sets.find((set) => set.id === open!.id)).toEqual(open);
    // Merging with its own earlier copy does not bring it back.
    expect(names(mergeStates(state, base))).toEqual(['Barbell Back Squat', 'Plank']);
  });

  it('moves an exercise up and down, changing only that exercise', () => {
    const up = apply(base, { type: 'move-exercise', exerciseId: plank!.id, direction: -1, now: T0 + 1 });
    expect(names(up)).toEqual(['Barbell Back Squat', 'Plank', 'Seated Cable Row']);
    expect(up.exercises.filter((exercise) => exercise.rev > 0).map((exercise) => exercise.id)).toEqual([plank!.id]);
    const top = apply(up, { type: 'move-exercise', exerciseId: plank!.id, direction: -1, now: T0 + 2 });
    expect(names(top)).toEqual(['Plank', 'Barbell Back Squat', 'Seated Cable Row']);
    const down = apply(top, { type: 'move-exercise', exerciseId: squat!.id, direction: 1, now: T0 + 3 });
    expect(names(down)).toEqual(['Plank', 'Seated Cable Row', 'Barbell Back Squat']);
    // Already first: nothing to do.
    expect(apply(top, { type: 'move-exercise', exerciseId: plank!.id, direction: -1, now: T0 + 4 })).toBe(top);
  });

  it('moves past a removed exercise as if it were not there', () => {
    const state = apply(
      base,
      { type: 'remove-exercise', exerciseId: row!.id, now: T0 + 1 },
      { type: 'move-exercise', exerciseId: plank!.id, direction: -1, now: T0 + 2 },
    );
    expect(names(state)).toEqual(['Plank', 'Barbell Back Squat']);
  });

  it('orders documents written before positions existed by their list order', () => {
    const old = base.exercises.map(({ position: _position, ...exercise }) => exercise);
    expect(orderExercises(old).map((exercise) => exercise.name)).toEqual(names(base));
    const moved = apply(
      { ...base, exercises: old },
      {
        type: 'move-exercise',
        exerciseId: squat!.id,
        direction: 1,
        now: T0 + 1,
      },
    );
    expect(names(moved)).toEqual(['Seated Cable Row', 'Barbell Back Squat', 'Plank']);
  });

  it('groups an exercise with the next into a superset, extends it, and ungroups', () => {
    const pair = apply(base, { type: 'group-with-next', exerciseId: squat!.id, now: T0 + 1 });
    expect(liveExercises(pair).map((exercise) => exercise.groupKey ?? null)).toEqual(['A', 'A', null]);
    const circuit = apply(pair, { type: 'group-with-next', exerciseId: row!.id, now: T0 + 2 });
    expect(liveExercises(circuit).map((exercise) => exercise.groupKey ?? null)).toEqual(['A', 'A', 'A']);
    const split = apply(circuit, { type: 'ungroup-exercise', exerciseId: plank!.id, now: T0 + 3 });
    expect(liveExercises(split).map((exercise) => exercise.groupKey ?? null)).toEqual(['A', 'A', null]);
    // The last exercise has no next one.
    expect(apply(split, { type: 'group-with-next', exerciseId: plank!.id, now: T0 + 4 })).toBe(split);
  });

  it('picks a letter not in use for a second superset', () => {
    const state = apply(base, { type: 'group-with-next', exerciseId: squat!.id, now: T0 + 1 }, add(CURL, 'c', T0 + 2), {
      type: 'group-with-next',
      exerciseId: plank!.id,
      now: T0 + 3,
    });
    expect(liveExercises(state).map((exercise) => exercise.groupKey ?? null)).toEqual(['A', 'A', 'B', 'B']);
  });
});

describe('merging list edits made on two devices', () => {
  const base = freshState();
  const [squat, row, plank] = base.exercises;
  const completeFirst = (state: SessionState, exerciseId: string, now: number) =>
    apply(state, {
      type: 'toggle-set-complete',
      exerciseId,
      setId: state.exercises.find((exercise) => exercise.id === exerciseId)!.sets[0]!.id,
      now,
    });

  it('keeps an exercise added on each device, and converges', () => {
    const phone = apply(base, add(CURL, 'p', T0 + 10));
    const tablet = apply(base, add(PRESS, 't', T0 + 20));
    const one = mergeStates(phone, tablet);
    const other = mergeStates(tablet, phone);
    expect(names(one)).toEqual(expect.arrayContaining(['Dumbbell Curl', 'Overhead Press']));
    expect(names(one)).toHaveLength(5);
    expect(names(one)).toEqual(names(other));
    expect(mergeStates(one, other)).toEqual(mergeStates(one, other));
    expect(names(mergeStates(one, tablet))).toEqual(names(one));
  });

  it('applies a removal made on one device when the other did not log into that exercise', () => {
    const phone = apply(base, { type: 'remove-exercise', exerciseId: row!.id, now: T0 + 10 });
    const tablet = completeFirst(base, squat!.id, T0 + 20);
    const merged = mergeStates(tablet, phone);
    expect(names(merged)).toEqual(['Barbell Back Squat', 'Plank']);
    expect(liveSets(merged.exercises[0]!).filter((set) => set.completed)).toHaveLength(1);
  });

  it('never lets a removal on one device take sets logged on the other', () => {
    const phone = apply(base, { type: 'remove-exercise', exerciseId: row!.id, now: T0 + 10 });
    const tablet = completeFirst(base, row!.id, T0 + 5);
    for (const merged of [mergeStates(phone, tablet), mergeStates(tablet, phone)]) {
      const kept = merged.exercises.find((exercise) => exercise.id === row!.id)!;
      expect(kept.deleted).toBeFalsy();
      expect(kept.removedElsewhere).toBe(true);
      expect(liveSets(kept).filter((set) => set.completed)).toHaveLength(1);
    }
  });

  it('takes a reorder from one device and set edits from the other', () => {
    const phone = apply(base, { type: 'move-exercise', exerciseId: plank!.id, direction: -1, now: T0 + 10 });
    const tablet = completeFirst(base, squat!.id, T0 + 20);
    for (const merged of [mergeStates(phone, tablet), mergeStates(tablet, phone)]) {
      expect(names(merged)).toEqual(['Barbell Back Squat', 'Plank', 'Seated Cable Row']);
      expect(liveSets(merged.exercises[0]!).filter((set) => set.completed)).toHaveLength(1);
    }
  });

  it('takes the newer name', () => {
    const phone = apply(base, { type: 'rename-workout', name: 'Legs', now: T0 + 10 });
    const tablet = apply(phone, { type: 'rename-workout', name: 'Legs and core', now: T0 + 5 });
    expect(mergeStates(tablet, phone).workoutName).toBe('Legs and core');
    expect(mergeStates(phone, tablet).workoutName).toBe('Legs and core');
  });
});
