import { describe, expect, it } from 'vitest';
import { describeTarget, formatDifficulty, formatMinutes, formatPerformedSet, formatReps, formatSeconds, formatWeight } from './prescription';

const reps = (patch: Partial<Parameters<typeof formatReps>[0]>) => ({ rep_single: null, rep_min: null, rep_max: null, rep_is_range: false, ...patch });

describe('formatReps', () => {
  it('shows a range with an en dash', () => expect(formatReps(reps({ rep_is_range: true, rep_min: 8, rep_max: 12 }))).toBe('8–12'));
  it('shows a single target', () => expect(formatReps(reps({ rep_single: 5 }))).toBe('5'));
  it('collapses a range of one number', () => expect(formatReps(reps({ rep_is_range: true, rep_min: 10, rep_max: 10 }))).toBe('10'));
  it('handles open ranges', () => {
    expect(formatReps(reps({ rep_is_range: true, rep_min: 10 }))).toBe('10+');
    expect(formatReps(reps({ rep_is_range: true, rep_max: 15 }))).toBe('up to 15');
  });
  it('falls back to the spec display default of 12 reps', () => expect(formatReps(reps({}))).toBe('12'));
});

describe('time, weight and defaults', () => {
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
  it('uses the display defaults for missing duration and difficulty', () => {
    expect(formatMinutes(null)).toBe('45 min');
    expect(formatDifficulty(null)).toBe('Intermediate');
    expect(formatDifficulty('advanced')).toBe('Advanced');
  });
});

describe('describeTarget', () => {
  const base = { sets: 4, rep_single: 5, rep_min: null, rep_max: null, rep_is_range: false, is_time_based: false, duration: null, weight: 70, rest_time: 180 };
  it('uses the exercise rest time when set', () => {
    expect(describeTarget(base, 'Barbell Back Squat')).toEqual({ sets: '4', effort: { label: 'Reps', value: '5' }, weight: '70 kg', rest: '3 min', restIsDefault: false });
  });
  it('falls back to the spec rest default by name', () => {
    expect(describeTarget({ ...base, rest_time: null }, 'Barbell Back Squat').rest).toBe('2 min');
    expect(describeTarget({ ...base, rest_time: null }, 'Dumbbell Curl').rest).toBe('1 min');
    expect(describeTarget({ ...base, rest_time: null }, 'Plank').rest).toBe('1:30');
  });
  it('shows time for time-based exercises', () => {
    expect(describeTarget({ ...base, is_time_based: true, duration: 45, weight: null }, 'Plank')).toMatchObject({ effort: { label: 'Time', value: '45 s' }, weight: null });
  });
});

describe('formatPerformedSet', () => {
  it('reads like a logbook', () => {
    expect(formatPerformedSet({ reps: 5, weight: 70, duration_seconds: null })).toBe('5 × 70 kg');
    expect(formatPerformedSet({ reps: 12, weight: null, duration_seconds: null })).toBe('12 reps');
    expect(formatPerformedSet({ reps: null, weight: null, duration_seconds: 45 })).toBe('45 s');
  });
});
