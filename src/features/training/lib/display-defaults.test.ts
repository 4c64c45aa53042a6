import { describe, expect, it } from 'vitest';
import {
  displayMinutes,
  formatDifficulty,
  formatMinutes,
  formatRepRange,
  formatReps,
  plannedReps,
} from './display-defaults';

const reps = (patch: Partial<Parameters<typeof formatReps>[0]>) => ({
  rep_single: null,
  rep_min: null,
  rep_max: null,
  rep_is_range: false,
  ...patch,
});

describe('rep ranges', () => {
  it('use an en dash everywhere', () => expect(formatRepRange(8, 12)).toBe('8–12'));
  it('collapse a range of one number', () => expect(formatRepRange(10, 10)).toBe('10'));
});

describe('formatReps', () => {
  it('shows a range', () => expect(formatReps(reps({ rep_is_range: true, rep_min: 8, rep_max: 12 }))).toBe('8–12'));
  it('shows a single target', () => expect(formatReps(reps({ rep_single: 5 }))).toBe('5'));
  it('shows open-ended ranges', () => {
    expect(formatReps(reps({ rep_is_range: true, rep_min: 10 }))).toBe('10+');
    expect(formatReps(reps({ rep_is_range: true, rep_max: 15 }))).toBe('up to 15');
  });
  it('falls back to the spec display default of 12 reps', () => {
    expect(plannedReps(reps({}))).toBeNull();
    expect(formatReps(reps({}))).toBe('12');
  });
});

describe('duration and difficulty defaults', () => {
  it('show 45 min for a missing or non-positive duration', () => {
    expect(displayMinutes(null)).toBe(45);
    expect(displayMinutes(0)).toBe(45);
    expect(formatMinutes(undefined)).toBe('45 min');
    expect(formatMinutes(30)).toBe('30 min');
  });
  it('show Intermediate for a blank level and capitalise the rest', () => {
    expect(formatDifficulty(null)).toBe('Intermediate');
    expect(formatDifficulty('  ')).toBe('Intermediate');
    expect(formatDifficulty('advanced')).toBe('Advanced');
    expect(formatDifficulty('BEGINNER')).toBe('Beginner');
  });
});
