import { describe, expect, it } from 'vitest';
import { formatTable, median, ms, p95, percentile, summarize, timeRuns } from '../../scripts/bench/measure';

describe('median', () => {
  it('takes the middle sample of an odd count, whatever the order', () => {
    expect(median([9, 1, 5])).toBe(5);
  });

  it('averages the two middle samples of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is the sample itself for one sample', () => {
    expect(median([7])).toBe(7);
  });

  it('does not reorder the caller’s array', () => {
    const samples = [3, 1, 2];
    median(samples);
    expect(samples).toEqual([3, 1, 2]);
  });
});

describe('percentile and p95', () => {
  it('interpolates between the nearest ranks', () => {
    // 1..20: rank 0.95 * 19 = 18.05, between 19 and 20.
    const samples = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(p95(samples)).toBeCloseTo(19.05, 10);
  });

  it('gives 95 for 1..101 (rank 95 exactly)', () => {
    expect(p95(Array.from({ length: 101 }, (_, i) => i))).toBe(95);
  });

  it('ignores one outlier in forty runs, and moves part of the way for two', () => {
    // Forty runs: rank 0.95 * 39 = 37.05, between the 38th and 39th fastest.
    const one = [...Array.from({ length: 39 }, () => 10), 1000];
    expect(median(one)).toBe(10);
    expect(p95(one)).toBe(10);
    const two = [...Array.from({ length: 38 }, () => 10), 1000, 1000];
    expect(p95(two)).toBeCloseTo(10 + (1000 - 10) * 0.05, 10);
  });

  it('covers the ends: 0 is the minimum, 100 the maximum', () => {
    expect(percentile([5, 2, 8], 0)).toBe(2);
    expect(percentile([5, 2, 8], 100)).toBe(8);
  });

  it('rejects no samples, out-of-range percentiles and non-finite samples', () => {
    expect(() => median([])).toThrow(/no samples/);
    expect(() => percentile([1], 101)).toThrow(/0\.\.100/);
    expect(() => percentile([1], -1)).toThrow(/0\.\.100/);
    expect(() => percentile([1, Number.NaN], 50)).toThrow(/finite/);
  });
});

describe('summarize', () => {
  it('reports count, min, median, p95 and max together', () => {
    expect(summarize([3, 1, 2, 5, 4])).toEqual({ runs: 5, min: 1, median: 3, p95: 4.8, max: 5 });
  });
});

describe('timeRuns', () => {
  it('runs the warm-ups untimed and returns one sample per timed run', async () => {
    let calls = 0;
    const samples = await timeRuns(
      async () => {
        calls += 1;
      },
      { warmups: 2, runs: 3 },
    );
    expect(calls).toBe(5);
    expect(samples).toHaveLength(3);
    for (const sample of samples) expect(sample).toBeGreaterThanOrEqual(0);
  });
});

describe('formatting', () => {
  it('pads the first column left-aligned and the others right-aligned', () => {
    expect(
      formatTable(
        ['read', 'ms'],
        [
          ['a', '1.5'],
          ['longer', '12.0'],
        ],
      ),
    ).toBe(['read      ms', '------  ----', 'a        1.5', 'longer  12.0'].join('\n'));
  });

  it('shows two decimals below 10 ms and one above', () => {
    expect(ms(3.14159)).toBe('3.14');
    expect(ms(42.26)).toBe('42.3');
  });
});
