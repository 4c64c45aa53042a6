import { describe, expect, it } from 'vitest';
import { describeTarget, formatPerformedSet, formatSeconds, formatWeight } from './prescription';

describe('time and weight', () => {
  it('formats seconds', () => {
    expect(formatSeconds(45)).toBe('45 s');
    expect(formatSeconds(90)).toBe('1:30');
    expect(formatSeconds(120)).toBe('2 min');
  });
  it('formats weights', () => {
    expect(formatWeight(70)).toBe('70 kg');
    expect(formatWeight(32.5)).toBe('32.5 kg');
    expect(formatWeight(null)).toBe('Body weight');
  });
});

describe('describeTarget', () => {
  const base = {
    sets: 4,
    rep_single: 5,
    rep_min: null,
    rep_max: null,
    rep_is_range: false,
    is_time_based: false,
    duration: null,
    weight: 70,
    rest_time: 180,
  };
  it('uses the exercise rest time when set', () => {
    expect(describeTarget(base, 'Barbell Back Squat')).toEqual({
      sets: '4',
      effort: { label: 'Reps', value: '5' },
      weight: '70 kg',
      rest: '3 min',
      restIsDefault: false,
    });
  });
  it('falls back to the spec rest default by name', () => {
    expect(describeTarget({ ...base, rest_time: null }, 'Barbell Back Squat').rest).toBe('2 min');
    expect(describeTarget({ ...base, rest_time: null }, 'Dumbbell Curl').rest).toBe('1 min');
    expect(describeTarget({ ...base, rest_time: null }, 'Plank').rest).toBe('1:30');
  });
  it('shows time for time-based exercises', () => {
    expect(describeTarget({ ...base, is_time_based: true, duration: 45, weight: null }, 'Plank')).toMatchObject({
      effort: { label: 'Time', value: '45 s' },
      weight: null,
    });
  });
});

describe('formatPerformedSet', () => {
  it('reads like a logbook', () => {
    expect(formatPerformedSet({ reps: 5, weight: 70, duration_seconds: null })).toBe('5 × 70 kg');
    expect(formatPerformedSet({ reps: 12, weight: null, duration_seconds: null })).toBe('12 reps');
    expect(formatPerformedSet({ reps: null, weight: null, duration_seconds: 45 })).toBe('45 s');
  });
});
