import { describe, expect, it } from 'vitest';
import { workoutFromLog } from '@/features/logger/lib/save-as-workout';
import { loggerReducer, type LoggerAction } from '@/features/logger/lib/session-reducer';
import type { SessionState } from '@/features/logger/lib/session-schema';
import { buildCompletionPayload, summarize } from '@/features/logger/lib/workout-summary';
import { freshState, T0 } from './fixtures';

type Command = LoggerAction extends infer A ? (A extends LoggerAction ? Omit<A, 'now'> : never) : never;

const apply = (state: SessionState, ...commands: Command[]) =>
  commands.reduce(
    (current, command, index) => loggerReducer(current, { ...command, now: T0 + index + 1 } as LoggerAction),
    state,
  );

/** An unplanned-style workout: squat and row done as a superset, the plank after them. */
function finishedWorkout() {
  let state = freshState();
  const [squat, row, plank] = state.exercises;
  state = apply(
    state,
    { type: 'group-with-next', exerciseId: squat!.id },
    // Squat: a warm-up added first, then two working sets at 70 and 72.5 kg.
    { type: 'add-set', exerciseId: squat!.id, setId: 'squat-3' },
    { type: 'edit-set', exerciseId: squat!.id, setId: 'squat-3', patch: { weight: 72.5, reps: 3 } },
    { type: 'edit-set', exerciseId: squat!.id, setId: squat!.sets[0]!.id, patch: { isWarmup: true, weight: 40 } },
    { type: 'toggle-set-complete', exerciseId: squat!.id, setId: squat!.sets[0]!.id },
    { type: 'toggle-set-complete', exerciseId: squat!.id, setId: squat!.sets[1]!.id },
    { type: 'toggle-set-complete', exerciseId: squat!.id, setId: 'squat-3' },
    { type: 'edit-set', exerciseId: row!.id, setId: row!.sets[0]!.id, patch: { reps: 10, weight: 45 } },
    { type: 'toggle-set-complete', exerciseId: row!.id, setId: row!.sets[0]!.id },
    { type: 'toggle-set-complete', exerciseId: plank!.id, setId: plank!.sets[0]!.id },
  );
  const completedAt = new Date(T0 + 50 * 60_000);
  return {
    state,
    payload: buildCompletionPayload(state, 'log-1', completedAt),
    summary: summarize(state, completedAt),
  };
}

describe('Save as a workout: a finished session as a reusable plan', () => {
  it('keeps the order, the superset, the sets, reps and heaviest weight as targets, and the rest', () => {
    const { state, payload, summary } = finishedWorkout();
    const args = workoutFromLog(payload, '  My full body  ', summary.layout);
    expect(args).not.toBeNull();
    expect(args!.p_workout).toMatchObject({ name: 'My full body', estimated_duration: 50 });
    const byId = new Map(state.exercises.map((exercise) => [exercise.exerciseId, exercise]));
    expect(args!.p_exercises).toEqual([
      expect.objectContaining({
        exercise_id: 'ex-squat',
        // The warm-up is not part of the plan: two working sets, first one's reps, heaviest weight.
        sets: 2,
        rep_single: 5,
        weight: 72.5,
        is_time_based: false,
        rest_time: byId.get('ex-squat')!.restSeconds,
        group_key: 'A',
      }),
      expect.objectContaining({
        exercise_id: 'ex-row',
        sets: 1,
        rep_single: 10,
        weight: 45,
        rest_time: byId.get('ex-row')!.restSeconds,
        group_key: 'A',
      }),
      expect.objectContaining({
        exercise_id: 'ex-plank',
        sets: 1,
        rep_single: null,
        is_time_based: true,
        duration: 45,
        group_key: null,
      }),
    ]);
    expect(args!.p_exercises[0]!.rest_time).toBe(180);
  });

  it('orders by the workout, not by the order sets were ticked', () => {
    let { state } = finishedWorkout();
    const plank = state.exercises[2]!;
    // The plank moved to the top after everything was done.
    state = apply(
      state,
      { type: 'move-exercise', exerciseId: plank.id, direction: -1 },
      {
        type: 'move-exercise',
        exerciseId: plank.id,
        direction: -1,
      },
    );
    const completedAt = new Date(T0 + 50 * 60_000);
    const args = workoutFromLog(
      buildCompletionPayload(state, 'log-1', completedAt),
      'Moved',
      summarize(state, completedAt).layout,
    );
    expect(args!.p_exercises.map((exercise) => exercise.exercise_id)).toEqual(['ex-plank', 'ex-squat', 'ex-row']);
    expect(args!.p_exercises.map((exercise) => exercise.group_key)).toEqual([null, 'A', 'A']);
  });

  it('drops a superset letter left with one exercise done, and letters groups afresh', () => {
    const { payload } = finishedWorkout();
    const args = workoutFromLog(payload, 'Groups', [
      { exerciseId: 'ex-squat', groupKey: 'C', restSeconds: 90 },
      { exerciseId: 'ex-row', groupKey: 'D', restSeconds: 90 },
      { exerciseId: 'ex-plank', groupKey: 'D', restSeconds: 5000 },
    ]);
    expect(args!.p_exercises.map((exercise) => exercise.group_key)).toEqual([null, 'A', 'A']);
    // Rest is clamped to what a plan accepts.
    expect(args!.p_exercises.map((exercise) => exercise.rest_time)).toEqual([90, 90, 3600]);
  });

  it('without a layout (a finish queued before it existed): the order done, no groups, no rest', () => {
    const { payload } = finishedWorkout();
    const args = workoutFromLog(payload, 'Old');
    expect(args!.p_exercises.map((exercise) => [exercise.exercise_id, exercise.group_key, exercise.rest_time])).toEqual(
      [
        ['ex-squat', null, null],
        ['ex-row', null, null],
        ['ex-plank', null, null],
      ],
    );
  });

  it('is null when nothing was completed', () => {
    const state = freshState();
    const payload = buildCompletionPayload(state, 'log-1', new Date(T0 + 60_000));
    expect(workoutFromLog(payload, 'Empty', summarize(state, new Date(T0)).layout)).toBeNull();
  });
});
