import { describe, expect, it } from 'vitest';
import { previousPerformance, type HistorySet } from '@/features/logger/lib/build-session';
import { copyPrevious, formatPrevious } from '@/features/logger/lib/carry-forward';
import { formatDuration as clock } from '@/features/logger/lib/rest-timer';
import type { SetTarget } from '@/features/logger/lib/session-schema';
import { describeTarget, targetShape } from '@/features/logger/lib/targets';
import { formatSetDuration } from '@/lib/training-format';

const target = (patch: Partial<SetTarget> = {}): SetTarget => ({
  reps: null,
  repMin: null,
  repMax: null,
  durationSeconds: null,
  weight: null,
  ...patch,
});

describe("an exercise card's target line", () => {
  it('never reads "— reps": no target is just the number of sets', () => {
    expect(describeTarget(target(), 'distance', 3, 'kg')).toBe('3 sets');
    expect(describeTarget(target(), 'distance', 1, 'lb')).toBe('1 set');
    expect(describeTarget(target(), 'reps', 3, 'kg')).toBe('3 sets');
    expect(describeTarget(target(), 'time', 2, 'kg')).toBe('2 sets');
  });

  it('gives a timed run its time, and a distance set no weight', () => {
    expect(describeTarget(target({ durationSeconds: 600 }), 'distance', 3, 'kg')).toBe('3 × 10 min');
    expect(describeTarget(target({ durationSeconds: 1530, weight: 20 }), 'distance', 1, 'kg')).toBe('1 × 25 min 30 s');
    expect(describeTarget(target({ reps: 10 }), 'distance', 3, 'kg')).toBe('3 sets');
  });

  it("keeps strength and timed targets, in the person's unit", () => {
    expect(describeTarget(target({ reps: 5, weight: 70 }), 'reps', 3, 'kg')).toBe('3 × 5 reps @ 70 kg');
    // 70 kg read in pounds is a load on 5 lb steps (a pair of 2.5 lb plates), not 154.3 lb.
    expect(describeTarget(target({ reps: 5, weight: 70 }), 'reps', 3, 'lb')).toBe('3 × 5 reps @ 155 lb');
    expect(describeTarget(target({ reps: 5, weight: 70 }), 'reps', 3, 'lb', 2.5)).toBe('3 × 5 reps @ 155 lb');
    expect(describeTarget(target({ reps: 5, weight: 32.5 }), 'reps', 3, 'lb', 2.5)).toBe('3 × 5 reps @ 72.5 lb');
    expect(describeTarget(target({ repMin: 8, repMax: 12 }), 'reps', 4, 'kg')).toBe('4 × 8–12 reps');
    expect(describeTarget(target({ durationSeconds: 45 }), 'time', 3, 'kg')).toBe('3 × 45 s');
    expect(describeTarget(target({ weight: 20 }), 'time', 3, 'kg')).toBe('3 sets @ 20 kg');
  });

  it('takes its shape from the set-kind rules', () => {
    expect(targetShape(false, true)).toBe('distance');
    expect(targetShape(true, true)).toBe('distance');
    expect(targetShape(true, false)).toBe('time');
    expect(targetShape(false, false)).toBe('reps');
  });
});

describe('"Previous" for a run', () => {
  const run = (patch: Partial<HistorySet>): HistorySet => ({
    exercise_id: 'ex-run',
    log_id: 'log-1',
    set_number: 1,
    reps: null,
    weight: null,
    duration_seconds: 1500,
    distance_m: 5000,
    completed: true,
    is_warmup: false,
    performed_at: '2026-11-20T07:00:00Z',
    ...patch,
  });

  it("reads last time's distance with its time", () => {
    const [previous] = previousPerformance([run({})], 'ex-run');
    expect(previous).toEqual({ reps: null, weight: null, durationSeconds: 1500, distanceMeters: 5000 });
    expect(formatPrevious(previous, clock, 'kg')).toBe('5 km · 25:00');
    expect(formatPrevious({ ...previous!, distanceMeters: 5250 }, clock, 'kg')).toBe('5.25 km · 25:00');
    expect(formatPrevious(previous, clock, 'lb')).toBe('3.11 mi · 25:00');
    expect(formatPrevious({ ...previous!, durationSeconds: 3930 }, clock, 'kg')).toBe('5 km · 1:05:30');
    expect(formatPrevious({ ...previous!, durationSeconds: null }, clock, 'kg')).toBe('5 km');
  });

  it('leaves older sets without a distance as they were', () => {
    const [previous] = previousPerformance([run({ distance_m: undefined })], 'ex-run');
    expect(previous).toEqual({ reps: null, weight: null, durationSeconds: 1500 });
    expect(formatPrevious(previous, formatSetDuration, 'kg')).toBe('25 min');
    expect(previousPerformance([run({ distance_m: null, reps: 20, duration_seconds: null })], 'ex-run')).toEqual([
      { reps: 20, weight: null, durationSeconds: null },
    ]);
  });

  it('copies the distance and the time together, and nothing it did not hold', () => {
    const previous = { reps: null, weight: null, durationSeconds: 1500, distanceMeters: 5250 };
    expect(copyPrevious(previous, false, true)).toEqual({ distanceMeters: 5250, durationSeconds: 1500 });
    expect(copyPrevious({ ...previous, durationSeconds: null }, false, true)).toEqual({ distanceMeters: 5250 });
    // An exercise that does not cover ground never receives a distance.
    expect(copyPrevious(previous, true)).toEqual({ durationSeconds: 1500 });
    expect(copyPrevious({ reps: 12, weight: null, durationSeconds: null, distanceMeters: null }, false, true)).toEqual(
      {},
    );
  });
});
