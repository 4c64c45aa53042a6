import { describe, expect, it } from 'vitest';
import { describeTarget, formatPerformedSet, formatSeconds, formatWeight } from './prescription';

describe('time and weight', () => {
  it('formats seconds', () => {
    expect(formatSeconds(45)).toBe('45 s');
    expect(formatSeconds(90)).toBe('1:30');
    expect(formatSeconds(120)).toBe('2 min');
  });
  it('formats weights', () => {
    expect(formatWeight(70, 'kg')).toBe('70 kg');
    expect(formatWeight(32.5, 'kg')).toBe('32.5 kg');
    expect(formatWeight(null, 'kg')).toBe('Body weight');
    expect(formatWeight(null, 'lb')).toBe('Body weight');
  });
  it('formats weights in pounds from stored kilograms', () => {
    expect(formatWeight(70, 'lb')).toBe('154.3 lb');
    expect(formatWeight(102.058, 'lb')).toBe('225 lb');
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
    expect(describeTarget(base, 'Barbell Back Squat', 'kg')).toEqual({
      sets: '4',
      effort: { label: 'Reps', value: '5' },
      weight: '70 kg',
      rest: '3 min',
      restIsDefault: false,
    });
  });
  it('falls back to the spec rest default by name', () => {
    expect(describeTarget({ ...base, rest_time: null }, 'Barbell Back Squat', 'kg').rest).toBe('2 min');
    expect(describeTarget({ ...base, rest_time: null }, 'Dumbbell Curl', 'kg').rest).toBe('1 min');
    expect(describeTarget({ ...base, rest_time: null }, 'Plank', 'kg').rest).toBe('1:30');
  });
  it('shows time for time-based exercises', () => {
    expect(describeTarget({ ...base, is_time_based: true, duration: 45, weight: null }, 'Plank', 'kg')).toMatchObject({
      effort: { label: 'Time', value: '45 s' },
      weight: null,
    });
  });
  it('describes cardio by its time, never by the default reps', () => {
    const run = { ...base, rep_single: null, weight: null };
    expect(describeTarget({ ...run, duration: 600 }, 'Treadmill Run', 'kg', 'cardio').effort).toEqual({
      label: 'Time',
      value: '10 min',
    });
    expect(describeTarget(run, 'Treadmill Run', 'kg', 'cardio').effort).toEqual({ label: 'Time', value: '—' });
    expect(describeTarget({ ...run, is_time_based: true }, 'Plank', 'kg').effort).toEqual({
      label: 'Time',
      value: '—',
    });
    // Cardio planned by reps (burpees) keeps its reps; a strength exercise without reps keeps the default.
    expect(describeTarget({ ...run, rep_single: 20 }, 'Burpee', 'kg', 'cardio').effort).toEqual({
      label: 'Reps',
      value: '20',
    });
    expect(describeTarget(run, 'Dumbbell Curl', 'kg', 'strength').effort).toEqual({ label: 'Reps', value: '12' });
  });
});

describe('formatPerformedSet', () => {
  it('reads like a logbook', () => {
    expect(formatPerformedSet({ reps: 5, weight: 70, duration_seconds: null }, 'kg')).toBe('5 × 70 kg');
    expect(formatPerformedSet({ reps: 5, weight: 61.235, duration_seconds: null }, 'lb')).toBe('5 × 135 lb');
    expect(formatPerformedSet({ reps: 12, weight: null, duration_seconds: null }, 'kg')).toBe('12 reps');
    expect(formatPerformedSet({ reps: null, weight: null, duration_seconds: 45 }, 'kg')).toBe('45 s');
    expect(formatPerformedSet({ reps: null, weight: null, duration_seconds: 1500, distance_m: 5250 }, 'kg')).toBe(
      '5.25 km · 25 min',
    );
    expect(formatPerformedSet({ reps: null, weight: null, duration_seconds: null, distance_m: 5000 }, 'lb')).toBe(
      '3.11 mi',
    );
  });
});
