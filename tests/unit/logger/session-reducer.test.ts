import { describe, expect, it } from 'vitest';
import {
  countOpenSets,
  liveExercises,
  liveSets,
  loggerReducer,
  type Replacement,
} from '@/features/logger/lib/session-reducer';
import { previousPerformance } from '@/features/logger/lib/build-session';
import { HISTORY, T0, freshState } from './fixtures';

describe('building a session', () => {
  it('pre-fills every planned set from the target, with the previous performance beside it', () => {
    const state = freshState();
    const [squat, row, plank] = state.exercises;
    expect(squat!.sets.map((set) => [set.weight, set.reps])).toEqual([
      [70, 5],
      [70, 5],
    ]);
    expect(squat!.previous).toEqual([
      { reps: 5, weight: 67.5, durationSeconds: null },
      { reps: 4, weight: 67.5, durationSeconds: null },
    ]);
    expect(squat!.restSeconds).toBe(180);
    // A range takes last time's reps clamped into it; no plan weight falls back to last time's.
    expect(row!.sets[0]).toMatchObject({ reps: 12, weight: 40 });
    expect(row!.restSeconds).toBe(120);
    expect(plank!.sets[0]).toMatchObject({ reps: null, durationSeconds: 45 });
    expect(state.historyBests['ex-squat']?.heaviestWeight).toBe(67.5);
  });

  it('takes the previous performance from the latest log only, in set order', () => {
    expect(previousPerformance(HISTORY, 'ex-squat').map((set) => set.reps)).toEqual([5, 4]);
    expect(previousPerformance(HISTORY, 'nothing')).toEqual([]);
  });
});

describe('loggerReducer', () => {
  const squatId = (state = freshState()) => state.exercises[0]!.id;

  it('edits a set and stamps the edit time', () => {
    const state = freshState();
    const setId = state.exercises[0]!.sets[0]!.id;
    const next = loggerReducer(state, {
      type: 'edit-set',
      exerciseId: squatId(state),
      setId,
      patch: { weight: 72.5, rpe: 8 },
      now: T0 + 5,
    });
    expect(next.exercises[0]!.sets[0]).toMatchObject({ weight: 72.5, rpe: 8, updatedAt: T0 + 5 });
    expect(state.exercises[0]!.sets[0]!.weight).toBe(70); // the old state is untouched
  });

  it('completing a set starts the rest timer with the exercise rest; un-completing keeps the values', () => {
    const state = freshState();
    const setId = state.exercises[0]!.sets[0]!.id;
    const done = loggerReducer(state, {
      type: 'toggle-set-complete',
      exerciseId: squatId(state),
      setId,
      now: T0 + 1000,
    });
    expect(done.exercises[0]!.sets[0]).toMatchObject({
      completed: true,
      completedAt: new Date(T0 + 1000).toISOString(),
    });
    expect(done.rest).toEqual({ startedAt: T0 + 1000, endsAt: T0 + 181_000, exerciseName: 'Barbell Back Squat' });
    const undone = loggerReducer(done, {
      type: 'toggle-set-complete',
      exerciseId: squatId(state),
      setId,
      now: T0 + 2000,
    });
    expect(undone.exercises[0]!.sets[0]).toMatchObject({ completed: false, completedAt: null, weight: 70, reps: 5 });
  });

  it('completing an emptied set fills it from the target', () => {
    const state = freshState();
    const setId = state.exercises[0]!.sets[1]!.id;
    const cleared = loggerReducer(state, {
      type: 'edit-set',
      exerciseId: squatId(state),
      setId,
      patch: { reps: null },
      now: T0,
    });
    const done = loggerReducer(cleared, { type: 'toggle-set-complete', exerciseId: squatId(state), setId, now: T0 });
    expect(done.exercises[0]!.sets[1]!.reps).toBe(5);
  });

  it('adds a set copying the last one, and removes sets as tombstones', () => {
    const state = freshState();
    const exerciseId = squatId(state);
    const edited = loggerReducer(state, {
      type: 'edit-set',
      exerciseId,
      setId: state.exercises[0]!.sets[1]!.id,
      patch: { weight: 80 },
      now: T0,
    });
    const added = loggerReducer(edited, { type: 'add-set', exerciseId, setId: 'new-set', now: T0 + 1 });
    expect(liveSets(added.exercises[0]!).at(-1)).toMatchObject({
      id: 'new-set',
      weight: 80,
      reps: 5,
      completed: false,
    });
    const removed = loggerReducer(added, { type: 'remove-set', exerciseId, setId: 'new-set', now: T0 + 2 });
    expect(liveSets(removed.exercises[0]!)).toHaveLength(2);
    expect(removed.exercises[0]!.sets.find((set) => set.id === 'new-set')).toMatchObject({
      deleted: true,
      updatedAt: T0 + 2,
    });
    expect(
      loggerReducer(removed, { type: 'edit-set', exerciseId, setId: 'new-set', patch: { reps: 1 }, now: T0 + 3 }),
    ).toBe(removed);
  });

  it('marks warm-ups and keeps exercise and workout notes', () => {
    const state = freshState();
    const exerciseId = squatId(state);
    let next = loggerReducer(state, {
      type: 'edit-set',
      exerciseId,
      setId: state.exercises[0]!.sets[0]!.id,
      patch: { isWarmup: true },
      now: T0,
    });
    next = loggerReducer(next, { type: 'set-exercise-notes', exerciseId, notes: 'knees out', now: T0 });
    next = loggerReducer(next, { type: 'set-workout-notes', notes: 'felt strong', now: T0 + 9 });
    expect(next.exercises[0]!.sets[0]!.isWarmup).toBe(true);
    expect(next.exercises[0]!.notes).toBe('knees out');
    expect(next).toMatchObject({ notes: 'felt strong', notesUpdatedAt: T0 + 9 });
  });

  it('skips and extends the rest, never below now', () => {
    const state = freshState();
    const running = loggerReducer(state, {
      type: 'toggle-set-complete',
      exerciseId: squatId(state),
      setId: state.exercises[0]!.sets[0]!.id,
      now: T0,
    });
    expect(loggerReducer(running, { type: 'adjust-rest', deltaSeconds: 15, now: T0 }).rest?.endsAt).toBe(T0 + 195_000);
    expect(loggerReducer(running, { type: 'adjust-rest', deltaSeconds: -600, now: T0 + 10 }).rest?.endsAt).toBe(
      T0 + 10,
    );
    expect(loggerReducer(running, { type: 'skip-rest', now: T0 }).rest).toBeNull();
  });

  const press: Replacement = {
    exerciseId: 'ex-leg-press',
    name: 'Leg Press',
    muscleGroups: ['quadriceps'],
    equipment: 'machine',
    restSeconds: 90,
    previous: [{ reps: 10, weight: 120, durationSeconds: null }],
    bests: null,
  };

  it('swaps an untouched exercise in place', () => {
    const state = freshState();
    const next = loggerReducer(state, {
      type: 'swap-exercise',
      exerciseId: squatId(state),
      replacement: press,
      newExerciseId: 'slot',
      setIds: ['a', 'b', 'c'],
      now: T0,
    });
    const live = liveExercises(next);
    expect(live.map((exercise) => exercise.name)).toEqual(['Leg Press', 'Seated Cable Row', 'Plank']);
    expect(live[0]).toMatchObject({
      swappedFrom: 'Barbell Back Squat',
      workoutExerciseId: 'we-squat',
      restSeconds: 90,
    });
    expect(live[0]!.sets.map((set) => [set.id, set.reps, set.weight])).toEqual([
      ['a', 5, 120],
      ['b', 5, null],
    ]);
  });

  it('keeps completed sets of the swapped-out exercise and moves the rest to the new one', () => {
    const state = freshState();
    const done = loggerReducer(state, {
      type: 'toggle-set-complete',
      exerciseId: squatId(state),
      setId: state.exercises[0]!.sets[0]!.id,
      now: T0,
    });
    const next = loggerReducer(done, {
      type: 'swap-exercise',
      exerciseId: squatId(state),
      replacement: press,
      newExerciseId: 'slot',
      setIds: ['a', 'b'],
      now: T0,
    });
    const live = liveExercises(next);
    expect(live.map((exercise) => [exercise.name, liveSets(exercise).length])).toEqual([
      ['Barbell Back Squat', 1],
      ['Leg Press', 1],
      ['Seated Cable Row', 2],
      ['Plank', 1],
    ]);
    expect(countOpenSets(next)).toBe(4);
  });
});
