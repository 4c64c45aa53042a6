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

  it("shows previous in full, in the person's unit", () => {
    const time = formatSetDuration;
    expect(formatPrevious({ weight: 67.5, reps: 5, durationSeconds: null }, time, 'kg')).toBe('67.5 kg x 5');
    expect(formatPrevious({ weight: 0, reps: 12, durationSeconds: null }, time, 'kg')).toBe('x 12');
    expect(formatPrevious({ weight: null, reps: null, durationSeconds: 45 }, time, 'kg')).toBe('45 s');
    expect(formatPrevious({ weight: 20, reps: null, durationSeconds: 90 }, time, 'kg')).toBe('20 kg x 1 min 30 s');
    expect(formatPrevious(undefined, time, 'kg')).toBe('—');
    // 135 lb as stored (61.235 kg) reads back as 135 lb; a kilogram value is shown to 0.1 lb.
    expect(formatPrevious({ weight: 61.235, reps: 5, durationSeconds: null }, time, 'lb')).toBe('135 lb x 5');
    expect(formatPrevious({ weight: 67.5, reps: 5, durationSeconds: null }, time, 'lb')).toBe('148.8 lb x 5');
  });
});

describe('plate maths', () => {
  const kg = DEFAULT_PLATE_SETTINGS.kg;
  const lb = DEFAULT_PLATE_SETTINGS.lb;
  it('loads 100 kg on a 20 kg bar as 25 + 15 per side', () => {
    expect(loadBar(100, kg)).toEqual({ kind: 'loaded', perSide: [25, 15], total: 100, short: 0 });
  });

  it('handles small plates without floating-point drift', () => {
    expect(loadBar(67.5, kg)).toEqual({ kind: 'loaded', perSide: [20, 2.5, 1.25], total: 67.5, short: 0 });
  });

  it('finds the fewest plates, not the greedy choice', () => {
    // 20 per side from 15s and 10s: greedy would take a 15 and get stuck.
    expect(loadBar(60, { bar: 20, plates: [15, 10] })).toMatchObject({ perSide: [10, 10], short: 0 });
  });

  it('falls back to the nearest lighter load when the plates cannot make it', () => {
    expect(loadBar(63, kg)).toEqual({ kind: 'loaded', perSide: [20, 1.25], total: 62.5, short: 0.5 });
  });

  it('says when the weight is below the bar, and an empty bar needs no plates', () => {
    expect(loadBar(15, kg)).toEqual({ kind: 'below-bar', bar: 20 });
    expect(loadBar(20, kg)).toMatchObject({ perSide: [], total: 20, short: 0 });
    expect(loadBar(35, { bar: 15, plates: [10] })).toMatchObject({ perSide: [10], total: 35 });
  });

  it('loads pounds with pound plates on a 45 lb bar', () => {
    expect(lb).toEqual({ bar: 45, plates: [45, 35, 25, 10, 5, 2.5] });
    expect(loadBar(225, lb)).toEqual({ kind: 'loaded', perSide: [45, 45], total: 225, short: 0 });
    expect(loadBar(185, lb)).toEqual({ kind: 'loaded', perSide: [45, 25], total: 185, short: 0 });
    expect(loadBar(140, lb)).toEqual({ kind: 'loaded', perSide: [45, 2.5], total: 140, short: 0 });
    // 136 lb cannot be loaded with 2.5 lb the smallest plate: the heaviest lighter load is 135.
    expect(loadBar(136, lb)).toEqual({ kind: 'loaded', perSide: [45], total: 135, short: 1 });
    expect(loadBar(40, lb)).toEqual({ kind: 'below-bar', bar: 45 });
  });

  it('reads stored settings defensively, per unit', () => {
    expect(parsePlateSettings(null, 'kg')).toEqual(kg);
    expect(parsePlateSettings('not json', 'kg')).toEqual(kg);
    expect(parsePlateSettings(null, 'lb')).toEqual(lb);
    // Settings saved before units were kilogram settings with these names.
    expect(parsePlateSettings('{"barKg":15,"platesKg":[10,"x",-1,5]}', 'kg')).toEqual({ bar: 15, plates: [10, 5] });
    expect(parsePlateSettings('{"barKg":999,"platesKg":[]}', 'kg')).toEqual(kg);
    expect(parsePlateSettings('{"bar":35,"plates":[45,100,2.5]}', 'lb')).toEqual({ bar: 35, plates: [45, 100, 2.5] });
    expect(parsePlateSettings('{"bar":35,"plates":[45,100,2.5]}', 'kg')).toEqual({ bar: 35, plates: [45, 2.5] });
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
