import { describe, expect, it } from 'vitest';
import { mergeStates } from '@/features/logger/lib/merge-states';
import { loggerReducer, stopwatchSeconds, type LoggerAction } from '@/features/logger/lib/session-reducer';
import { parseSessionState, type SessionState } from '@/features/logger/lib/session-schema';
import { tracksDistance } from '@/features/logger/lib/set-kind';
import { buildCompletionPayload, summarize } from '@/features/logger/lib/workout-summary';
import { distanceToMetres, formatDistance, metresToDistance } from '@/lib/training-format';
import { freshState, T0 } from './fixtures';

const at = (state: SessionState, now: number, command: Record<string, unknown>) =>
  loggerReducer(state, { ...command, now } as LoggerAction);

/** What a reload or another tab reads: the document as stored (JSON), parsed again. */
const reloaded = (state: SessionState) => parseSessionState(JSON.parse(JSON.stringify(state)))!;

describe('the stopwatch lives in the workout document', () => {
  const plankOf = (state: SessionState) => {
    const plank = state.exercises.find((exercise) => exercise.exerciseId === 'ex-plank')!;
    return { exerciseId: plank.id, setId: plank.sets[0]!.id };
  };
  const setOf = (state: SessionState) => {
    const { exerciseId, setId } = plankOf(state);
    return state.exercises.find((e) => e.id === exerciseId)!.sets.find((s) => s.id === setId)!;
  };

  it('keeps running through a reload and shows the time since it was started', () => {
    const base = freshState();
    const ids = plankOf(base);
    const cleared = at(base, T0, { type: 'edit-set', ...ids, patch: { durationSeconds: null } });
    const started = at(cleared, T0 + 1000, { type: 'start-stopwatch', ...ids });
    expect(setOf(started).stopwatch).toEqual({ startedAt: T0 + 1000, accumulatedSeconds: 0 });
    expect(setOf(started).rev).toBe(setOf(cleared).rev + 1);

    const afterReload = reloaded(started);
    expect(setOf(afterReload).stopwatch).toEqual({ startedAt: T0 + 1000, accumulatedSeconds: 0 });
    expect(stopwatchSeconds(setOf(afterReload), T0 + 76_000)).toBe(75);
  });

  it('reaches a second tab through the merge, and the stop made there wins afterwards', () => {
    const base = freshState();
    const ids = plankOf(base);
    const tabA = at(base, T0 + 1000, { type: 'start-stopwatch', ...ids });
    // Tab B still holds the copy from before the start: merging brings the running stopwatch in.
    const tabB = mergeStates(base, tabA);
    expect(setOf(tabB).stopwatch?.startedAt).toBe(T0 + 1000);
    // Stopped in tab B 30 s later; tab A's older copy does not restart it.
    const stopped = at(tabB, T0 + 31_000, { type: 'stop-stopwatch', ...ids });
    const backInA = mergeStates(tabA, stopped);
    expect(setOf(backInA).stopwatch).toBeNull();
    // The plan's 45 s were in the set before the start: pause and resume add up.
    expect(setOf(backInA).durationSeconds).toBe(45 + 30);
  });

  it('resumes from what the set held, and completing the set stops it with the elapsed time', () => {
    const base = freshState();
    const ids = plankOf(base);
    let state = at(base, T0, { type: 'edit-set', ...ids, patch: { durationSeconds: 20 } });
    state = at(state, T0 + 10_000, { type: 'start-stopwatch', ...ids });
    // A second start while running changes nothing (a double tap, or the other tab's button).
    expect(at(state, T0 + 12_000, { type: 'start-stopwatch', ...ids })).toEqual(state);
    state = at(state, T0 + 50_000, { type: 'toggle-set-complete', ...ids });
    expect(setOf(state)).toMatchObject({ completed: true, durationSeconds: 60, stopwatch: null });
    // Stopping a stopwatch that is not running changes nothing.
    expect(at(state, T0 + 60_000, { type: 'stop-stopwatch', ...ids })).toEqual(state);
  });

  it('parses documents written before the stopwatch or distances existed', () => {
    const old = JSON.parse(JSON.stringify(freshState())) as { exercises: Array<{ sets: object[] }> };
    for (const exercise of old.exercises)
      for (const set of exercise.sets) {
        delete (set as { stopwatch?: unknown }).stopwatch;
        delete (set as { distanceMeters?: unknown }).distanceMeters;
      }
    const parsed = parseSessionState(old);
    expect(parsed).not.toBeNull();
    expect(stopwatchSeconds(parsed!.exercises[2]!.sets[0]!, T0)).toBe(45);
  });
});

describe('cardio distance', () => {
  it('is asked for by cardio that covers ground only', () => {
    expect(tracksDistance({ category: 'cardio', name: 'Treadmill Run' })).toBe(true);
    expect(tracksDistance({ category: 'cardio', name: 'Rowing Machine' })).toBe(true);
    expect(tracksDistance({ category: 'cardio', name: 'Stationary Bike' })).toBe(true);
    expect(tracksDistance({ category: 'cardio', name: 'Burpee' })).toBe(false);
    expect(tracksDistance({ category: 'cardio', name: 'Stair Climber' })).toBe(false);
    // A row in the strength library is a pull, not a rowing machine.
    expect(tracksDistance({ category: 'strength', name: 'Seated Cable Row' })).toBe(false);
    expect(tracksDistance({ category: null, name: 'Run' })).toBe(false);
  });

  it('reads in km, or in miles for people who weigh in pounds, with no drift back and forth', () => {
    expect(formatDistance(5000, 'kg')).toBe('5 km');
    expect(formatDistance(5250, 'kg')).toBe('5.25 km');
    expect(formatDistance(1609.344, 'lb')).toBe('1 mi');
    expect(formatDistance(null, 'kg')).toBe('—');
    expect(distanceToMetres(3.1, 'lb')).toBe(4988.97);
    expect(metresToDistance(distanceToMetres(3.1, 'lb'), 'lb')).toBe(3.1);
    expect(distanceToMetres(metresToDistance(5250, 'kg'), 'kg')).toBe(5250);
  });

  it('travels from the set into the completion call and the summary; add-set copies it', () => {
    const base = freshState();
    const plank = base.exercises[2]!;
    const setId = plank.sets[0]!.id;
    let state = at(base, T0 + 1, {
      type: 'edit-set',
      exerciseId: plank.id,
      setId,
      patch: { distanceMeters: 1200, durationSeconds: 300 },
    });
    state = at(state, T0 + 2, { type: 'add-set', exerciseId: plank.id, setId: 'second' });
    expect(state.exercises[2]!.sets[1]).toMatchObject({ distanceMeters: 1200, durationSeconds: 300 });
    state = at(state, T0 + 3, { type: 'toggle-set-complete', exerciseId: plank.id, setId });
    const done = new Date(T0 + 600_000);
    const payload = buildCompletionPayload(state, 'log-1', done);
    expect(payload.p_sets.find((set) => set.id === setId)).toMatchObject({ distance_m: 1200, duration_seconds: 300 });
    // Sets without a distance send null, not a missing key the server would read as "unchanged".
    expect(payload.p_sets.every((set) => 'distance_m' in set)).toBe(true);
    // Only completed sets count towards the summary's distance.
    expect(summarize(state, done).distanceMeters).toBe(1200);
  });
});
