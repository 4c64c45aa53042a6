import { describe, expect, it } from 'vitest';
import { carryForwardCandidates, copyPrevious, formatPrevious } from '@/features/logger/lib/carry-forward';
import { DEFAULT_PLATE_SETTINGS, loadBar, parsePlateSettings } from '@/features/logger/lib/plates';
import type { LoggedSet } from '@/features/logger/lib/session-schema';
import { formatDuration, formatSetDuration } from '@/lib/training-format';

const set = (id: string, weight: number | null, reps: number | null, extra: Partial<LoggedSet> = {}): LoggedSet => ({
  id,
  weight,
  reps,
  durationSeconds: null,
  rpe: null,
  completed: false,
  isWarmup: false,
  completedAt: null,
  updatedAt: 0,
  rev: 0,
  ...extra,
});

describe('carry-forward', () => {
  // Set a has just been changed from 60 to 65 kg.
  const exercise = {
    sets: [
      set('done', 60, 5, { completed: true }),
      set('a', 65, 5),
      set('b', 60, 5),
      set('gone', 60, 5, { deleted: true }),
      set('changed', 70, 5),
      set('empty', null, null),
      set('finished', 60, 5, { completed: true }),
    ],
  };

  it('offers the following open sets that still hold the old value or nothing', () => {
    expect(carryForwardCandidates(exercise, 'a', 'weight', 60, 65)).toEqual(['b', 'empty']);
  });

  it('never reaches back, nor into completed, removed or hand-changed sets', () => {
    const ids = carryForwardCandidates(exercise, 'a', 'weight', 60, 65);
    expect(ids).not.toContain('done');
    expect(ids).not.toContain('gone');
    expect(ids).not.toContain('changed');
    expect(ids).not.toContain('finished');
  });

  it('offers nothing when the value was cleared or did not change, or from the last set', () => {
    expect(carryForwardCandidates(exercise, 'a', 'weight', 60, null)).toEqual([]);
    expect(carryForwardCandidates(exercise, 'a', 'weight', 60, 60)).toEqual([]);
    expect(carryForwardCandidates(exercise, 'finished', 'weight', 60, 65)).toEqual([]);
    expect(carryForwardCandidates(exercise, 'missing', 'weight', 60, 65)).toEqual([]);
  });

  it('also offers sets that still hold the plan target when the edited set held something else', () => {
    // Set a was 67.5 (copied from last time), now 72.5; the others still hold the planned 70.
    const planned = { sets: [set('a', 72.5, 5), set('b', 70, 5), set('c', 75, 5)] };
    expect(carryForwardCandidates(planned, 'a', 'weight', 67.5, 72.5, 70)).toEqual(['b']);
    expect(carryForwardCandidates(planned, 'a', 'weight', 67.5, 72.5)).toEqual([]);
  });

  it('works per field: reps follow reps', () => {
    const reps = { sets: [set('a', 60, 8), set('b', 60, 5), set('c', 60, 6)] };
    expect(carryForwardCandidates(reps, 'a', 'reps', 5, 8)).toEqual(['b']);
  });

  it('copies previous figures into a set, leaving unknown ones alone', () => {
    expect(copyPrevious({ weight: 67.5, reps: 5, durationSeconds: null }, false)).toEqual({ weight: 67.5, reps: 5 });
    expect(copyPrevious({ weight: null, reps: 12, durationSeconds: null }, false)).toEqual({ reps: 12 });
    expect(copyPrevious({ weight: null, reps: null, durationSeconds: 45 }, true)).toEqual({ durationSeconds: 45 });
  });

  it('shows previous in full', () => {
    const time = formatSetDuration;
    expect(formatPrevious({ weight: 67.5, reps: 5, durationSeconds: null }, time)).toBe('67.5 kg x 5');
    expect(formatPrevious({ weight: 0, reps: 12, durationSeconds: null }, time)).toBe('x 12');
    expect(formatPrevious({ weight: null, reps: null, durationSeconds: 45 }, time)).toBe('45 s');
    expect(formatPrevious({ weight: 20, reps: null, durationSeconds: 90 }, time)).toBe('20 kg x 1 min 30 s');
    expect(formatPrevious(undefined, time)).toBe('—');
  });
});

describe('plate maths', () => {
  it('loads 100 kg on a 20 kg bar as 25 + 15 per side', () => {
    expect(loadBar(100, DEFAULT_PLATE_SETTINGS)).toEqual({
      kind: 'loaded',
      perSide: [25, 15],
      totalKg: 100,
      shortKg: 0,
    });
  });

  it('handles small plates without floating-point drift', () => {
    expect(loadBar(67.5, DEFAULT_PLATE_SETTINGS)).toEqual({
      kind: 'loaded',
      perSide: [20, 2.5, 1.25],
      totalKg: 67.5,
      shortKg: 0,
    });
  });

  it('finds the fewest plates, not the greedy choice', () => {
    // 20 per side from 15s and 10s: greedy would take a 15 and get stuck.
    expect(loadBar(60, { barKg: 20, platesKg: [15, 10] })).toMatchObject({ perSide: [10, 10], shortKg: 0 });
  });

  it('falls back to the nearest lighter load when the plates cannot make it', () => {
    expect(loadBar(63, DEFAULT_PLATE_SETTINGS)).toEqual({
      kind: 'loaded',
      perSide: [20, 1.25],
      totalKg: 62.5,
      shortKg: 0.5,
    });
  });

  it('says when the weight is below the bar, and an empty bar needs no plates', () => {
    expect(loadBar(15, DEFAULT_PLATE_SETTINGS)).toEqual({ kind: 'below-bar', barKg: 20 });
    expect(loadBar(20, DEFAULT_PLATE_SETTINGS)).toMatchObject({ perSide: [], totalKg: 20, shortKg: 0 });
    expect(loadBar(35, { barKg: 15, platesKg: [10] })).toMatchObject({ perSide: [10], totalKg: 35 });
  });

  it('reads stored settings defensively', () => {
    expect(parsePlateSettings(null)).toEqual(DEFAULT_PLATE_SETTINGS);
    expect(parsePlateSettings('not json')).toEqual(DEFAULT_PLATE_SETTINGS);
    expect(parsePlateSettings('{"barKg":15,"platesKg":[10,"x",-1,5]}')).toEqual({ barKg: 15, platesKg: [10, 5] });
    expect(parsePlateSettings('{"barKg":999,"platesKg":[]}')).toEqual(DEFAULT_PLATE_SETTINGS);
  });
});

describe('durations', () => {
  it('formats a workout length unambiguously', () => {
    expect(formatDuration(15)).toBe('15 s');
    expect(formatDuration(900)).toBe('15 min');
    expect(formatDuration(3900)).toBe('1 h 05 min');
    expect(formatDuration(null)).toBe('—');
  });

  it('formats a set time to the second', () => {
    expect(formatSetDuration(45)).toBe('45 s');
    expect(formatSetDuration(90)).toBe('1 min 30 s');
    expect(formatSetDuration(120)).toBe('2 min');
    expect(formatSetDuration(3930)).toBe('1 h 05 min 30 s');
  });
});
