import { describe, expect, it } from 'vitest';
import { buildSessionState } from '@/features/logger/lib/build-session';
import { loggerReducer, restsAfter } from '@/features/logger/lib/session-reducer';
import { parseSessionState } from '@/features/logger/lib/session-schema';
import { HISTORY, T0, WORKOUT, freshState, sequentialIds } from './fixtures';

/** Squat and row as Superset A, plank on its own. */
function supersetState() {
  const workout = {
    ...WORKOUT,
    workout_exercises: WORKOUT.workout_exercises.map((planned, index) => ({
      ...planned,
      group_key: index < 2 ? 'A' : null,
    })),
  };
  return buildSessionState({
    sessionId: 'session-1',
    userId: 'user-1',
    workout,
    history: HISTORY,
    startedAt: new Date(T0),
    newId: sequentialIds(),
  });
}

describe('supersets in the logger', () => {
  it('copies the group letter from the plan', () => {
    expect(supersetState().exercises.map((exercise) => exercise.groupKey)).toEqual(['A', 'A', null]);
  });

  it('rests after the last exercise of a group, not between its members', () => {
    const state = supersetState();
    const [squat, row, plank] = state.exercises;
    expect([squat, row, plank].map((exercise) => restsAfter(state, exercise!.id))).toEqual([false, true, true]);

    const afterSquat = loggerReducer(state, {
      type: 'toggle-set-complete',
      exerciseId: squat!.id,
      setId: squat!.sets[0]!.id,
      now: T0 + 1000,
    });
    expect(afterSquat.rest).toBeNull();
    expect(afterSquat.exercises[0]!.sets[0]!.completed).toBe(true);

    const afterRow = loggerReducer(afterSquat, {
      type: 'toggle-set-complete',
      exerciseId: row!.id,
      setId: row!.sets[0]!.id,
      now: T0 + 2000,
    });
    expect(afterRow.rest).toMatchObject({ startedAt: T0 + 2000, exerciseName: row!.name });

    // Back to the first member: the rest that was running ends.
    const nextRound = loggerReducer(afterRow, {
      type: 'toggle-set-complete',
      exerciseId: squat!.id,
      setId: squat!.sets[1]!.id,
      now: T0 + 5000,
    });
    expect(nextRound.rest).toBeNull();
    expect(nextRound.restRev).toBe(afterRow.restRev + 1);
  });

  it('reads documents written before groups existed, as straight sets', () => {
    const old = JSON.parse(JSON.stringify(freshState())) as { exercises: Record<string, unknown>[] };
    for (const exercise of old.exercises) delete exercise.groupKey;
    const parsed = parseSessionState(old);
    expect(parsed).not.toBeNull();
    expect(parsed!.exercises.every((exercise) => restsAfter(parsed!, exercise.id))).toBe(true);
  });
});
