import { describe, expect, it } from 'vitest';
import { parseNumberInput } from '@/features/logger/lib/number-input';
import {
  formatClock,
  formatDuration,
  restIsOver,
  restProgress,
  restRemainingSeconds,
} from '@/features/logger/lib/rest-timer';
import { loggerReducer } from '@/features/logger/lib/session-reducer';
import { rankSwapOptions } from '@/features/logger/lib/swap-rules';
import { buildCompletionPayload, summarize } from '@/features/logger/lib/workout-summary';
import { MAX_RETRY_MS, isDue, nextRetryDelayMs } from '@/lib/outbox';
import { T0, freshState } from './fixtures';

describe('outbox retry policy', () => {
  it('backs off exponentially with bounded jitter and a five-minute cap', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4].map((attempt) => nextRetryDelayMs(attempt, middle))).toEqual([2000, 4000, 8000, 16000]);
    expect(nextRetryDelayMs(1, () => 0)).toBe(1600);
    expect(nextRetryDelayMs(1, () => 1)).toBe(2400);
    expect(nextRetryDelayMs(30, () => 1)).toBe(MAX_RETRY_MS);
  });

  // How failures count is the connectivity module's (tests/unit/lib/connectivity.test.ts); the
  // engine's use of it, refusals included, in tests/unit/lib/outbox-engine.test.ts.
  it('is due at its time, not before', () => {
    expect(isDue({ nextAttemptAt: T0 }, T0)).toBe(true);
    expect(isDue({ nextAttemptAt: T0 + 1 }, T0)).toBe(false);
  });
});

describe('rest timer maths', () => {
  const rest = { startedAt: T0, endsAt: T0 + 90_000, exerciseName: 'Row' };
  it('counts down from the stored end time, whatever happened in between', () => {
    expect(restRemainingSeconds(rest, T0)).toBe(90);
    expect(restRemainingSeconds(rest, T0 + 30_400)).toBe(60);
    expect(restRemainingSeconds(rest, T0 + 200_000)).toBe(0);
    expect(restRemainingSeconds(null, T0)).toBe(0);
    expect(restIsOver(rest, T0 + 90_000)).toBe(true);
    expect(restProgress(rest, T0 + 45_000)).toBe(0.5);
  });
  it('formats clocks', () => {
    expect(formatClock(65)).toBe('1:05');
    expect(formatDuration(3725)).toBe('1:02:05');
  });
});

describe('number entry', () => {
  it('accepts empty, decimals and a decimal comma; refuses what the database would refuse', () => {
    expect(parseNumberInput('', 'weight')).toEqual({ ok: true, value: null });
    expect(parseNumberInput('72,5', 'weight')).toEqual({ ok: true, value: 72.5 });
    expect(parseNumberInput('72.', 'weight')).toEqual({ ok: true, value: 72 });
    expect(parseNumberInput('5.5', 'reps').ok).toBe(false);
    expect(parseNumberInput('-1', 'reps').ok).toBe(false);
    expect(parseNumberInput('1001', 'reps').ok).toBe(false);
    expect(parseNumberInput('8.5', 'rpe')).toEqual({ ok: true, value: 8.5 });
    expect(parseNumberInput('8.3', 'rpe').ok).toBe(false);
    expect(parseNumberInput('0', 'rpe').ok).toBe(false);
    expect(parseNumberInput('abc', 'seconds').ok).toBe(false);
  });
});

describe('swap options', () => {
  const options = [
    { id: 'ex-squat', name: 'Barbell Back Squat', muscle_groups: ['quadriceps'], equipment: 'barbell' },
    { id: 'press', name: 'Leg Press', muscle_groups: ['quadriceps'], equipment: 'machine' },
    { id: 'split', name: 'Split Squat', muscle_groups: ['quadriceps', 'glutes'], equipment: 'body weight' },
    { id: 'hack', name: 'Hack Squat', muscle_groups: ['quadriceps'], equipment: 'hack squat machine' },
    { id: 'curl', name: 'Curl', muscle_groups: ['biceps'], equipment: 'dumbbell' },
  ];
  it('offers other exercises for shared muscles that the equipment allows, body weight always', () => {
    const current = {
      exerciseId: 'ex-squat',
      name: 'Barbell Back Squat',
      muscleGroups: ['quadriceps', 'glutes'],
      equipment: 'barbell',
    };
    // The leg press is a squat pattern on the same primary muscle, so it beats the split squat.
    expect(rankSwapOptions(current, options, ['Machine']).map((option) => option.id)).toEqual(['press', 'split']);
    expect(rankSwapOptions(current, options, []).map((option) => option.id)).toEqual(['split']);
    expect(rankSwapOptions(current, options, ['machine'], 'press').map((option) => option.id)).toEqual(['press']);
  });
});

describe('summary and the completion call', () => {
  function finishedState() {
    let state = freshState();
    const [squat, row] = state.exercises;
    state = loggerReducer(state, {
      type: 'edit-set',
      exerciseId: squat!.id,
      setId: squat!.sets[0]!.id,
      patch: { weight: 72.5 },
      now: T0 + 1,
    });
    state = loggerReducer(state, {
      type: 'toggle-set-complete',
      exerciseId: squat!.id,
      setId: squat!.sets[0]!.id,
      now: T0 + 60_000,
    });
    state = loggerReducer(state, {
      type: 'toggle-set-complete',
      exerciseId: row!.id,
      setId: row!.sets[0]!.id,
      now: T0 + 120_000,
    });
    state = loggerReducer(state, {
      type: 'edit-set',
      exerciseId: row!.id,
      setId: row!.sets[1]!.id,
      patch: { isWarmup: true },
      now: T0,
    });
    state = loggerReducer(state, {
      type: 'toggle-set-complete',
      exerciseId: row!.id,
      setId: row!.sets[1]!.id,
      now: T0 + 130_000,
    });
    return loggerReducer(state, { type: 'set-exercise-notes', exerciseId: row!.id, notes: ' elbows in ', now: T0 });
  }

  it('sums duration, working volume, sets and records beaten against history', () => {
    const summary = summarize(finishedState(), new Date(T0 + 3_600_000));
    expect(summary).toMatchObject({
      durationSeconds: 3600,
      totalVolume: 72.5 * 5 + 40 * 12,
      setsDone: 3,
      exercisesDone: 2,
    });
    expect(summary.records.filter((record) => record.exerciseId === 'ex-squat').map((record) => record.kind)).toEqual([
      'heaviest-weight',
      'best-one-rep-max',
      'best-set-volume',
    ]);
  });

  it('sends only completed sets, numbered per exercise, with ids made on the device', () => {
    const payload = buildCompletionPayload(finishedState(), 'log-1', new Date(T0 + 3_600_000));
    expect(payload.p_log).toMatchObject({
      id: 'log-1',
      session_id: 's-1',
      workout_id: 'w-1',
      duration_seconds: 3600,
      notes: null,
    });
    expect(
      payload.p_sets.map((set) => [set.exercise_id, set.set_number, set.weight, set.reps, set.is_warmup, set.notes]),
    ).toEqual([
      ['ex-squat', 1, 72.5, 5, false, null],
      ['ex-row', 1, 40, 12, false, 'elbows in'],
      ['ex-row', 2, null, 8, true, 'elbows in'],
    ]);
    expect(payload.p_sets[0]!.performed_at).toBe(new Date(T0 + 60_000).toISOString());
    // Built twice from the same state, the call is the same: a retry cannot create new rows.
    expect(buildCompletionPayload(finishedState(), 'log-1', new Date(T0 + 3_600_000))).toEqual(payload);
  });
});
