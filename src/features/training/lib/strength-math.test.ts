import { describe, expect, it } from 'vitest';
import { bestsOf, detectPersonalRecords, estimatedOneRepMax, totalVolume, type PerformedSet } from './strength-math';

const set = (reps: number | null, weight: number | null, extra: Partial<PerformedSet> = {}): PerformedSet => ({
  exerciseId: 'squat',
  reps,
  weight,
  completed: true,
  isWarmup: false,
  ...extra,
});

describe('estimated one-rep max (Epley)', () => {
  it('is the weight for a single and grows with reps', () => {
    expect(estimatedOneRepMax(100, 1)).toBe(100);
    expect(estimatedOneRepMax(100, 5)).toBe(116.7);
    expect(estimatedOneRepMax(100, 10)).toBe(133.3);
  });

  it('caps the reps used at 12 and needs weight and reps', () => {
    expect(estimatedOneRepMax(50, 30)).toBe(estimatedOneRepMax(50, 12));
    expect(estimatedOneRepMax(null, 5)).toBeNull();
    expect(estimatedOneRepMax(60, 0)).toBeNull();
  });
});

describe('volume', () => {
  it('sums reps × weight over completed working sets only', () => {
    expect(
      totalVolume([set(5, 100), set(5, 100), set(10, 40, { isWarmup: true }), set(5, 100, { completed: false })]),
    ).toBe(1000);
  });
});

describe('personal records', () => {
  const history = new Map([['squat', bestsOf([set(5, 100), set(8, 90)])]]);

  it('reports each improved kind once, with the best value of the workout', () => {
    const records = detectPersonalRecords(history, [set(3, 105), set(5, 102.5), set(6, 90, { isWarmup: true })]);
    expect(records).toContainEqual({ exerciseId: 'squat', kind: 'heaviest-weight', previous: 100, value: 105 });
    expect(records.find((record) => record.kind === 'best-one-rep-max')?.value).toBe(estimatedOneRepMax(102.5, 5));
    expect(records.some((record) => record.kind === 'most-reps')).toBe(false);
  });

  it('reports nothing without an improvement or without history', () => {
    expect(detectPersonalRecords(history, [set(5, 95)])).toEqual([]);
    expect(detectPersonalRecords(new Map(), [set(5, 200, { exerciseId: 'bench' })])).toEqual([]);
  });
});
