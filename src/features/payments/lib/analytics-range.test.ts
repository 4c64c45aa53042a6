import { describe, expect, it } from 'vitest';
import { bucketLabel, defaultRange, presetRanges, rangeProblem, readRange } from './analytics-range';

describe('analytics range', () => {
  it('defaults to this month and the 11 before, by month', () => {
    expect(defaultRange('2026-11-27')).toEqual({ from: '2025-12-01', to: '2026-11-27', bucket: 'month' });
    expect(defaultRange('2026-01-31')).toEqual({ from: '2025-02-01', to: '2026-01-31', bucket: 'month' });
  });

  it('reads the range from the address, falling back to the default on anything wrong', () => {
    const read = (query: string) => readRange(new URLSearchParams(query), '2026-11-27');
    expect(read('from=2025-01-01&to=2025-03-31&bucket=week')).toEqual({
      from: '2025-01-01',
      to: '2025-03-31',
      bucket: 'week',
    });
    const fallback = defaultRange('2026-11-27');
    expect(read('from=2025-01-01&to=2025-03-31&bucket=year')).toEqual(fallback);
    expect(read('from=2025-02-30&to=2025-03-31&bucket=day')).toEqual(fallback);
    expect(read('from=2025-04-01&to=2025-03-31&bucket=day')).toEqual(fallback);
    expect(read('')).toEqual(fallback);
  });

  it('refuses what payments_report refuses, in the same words', () => {
    expect(rangeProblem('2025-01-01', '2025-01-01')).toBeNull();
    expect(rangeProblem('2025-01-02', '2025-01-01')).toBe('Choose a start date on or before the end date.');
    expect(rangeProblem('2022-01-01', '2024-12-31')).toBeNull();
    expect(rangeProblem('2022-01-01', '2025-01-01')).toBe('Choose a range of at most 3 years.');
    expect(rangeProblem('', '2025-01-01')).toBe('Choose a start and an end date.');
  });

  it('offers quick ranges ending today', () => {
    expect(presetRanges('2026-11-27').map((p) => [p.label, p.range.from, p.range.bucket])).toEqual([
      ['Last 30 days', '2026-10-29', 'day'],
      ['Last 12 weeks', '2026-09-05', 'week'],
      ['Last 12 months', '2025-12-01', 'month'],
      ['This year', '2026-01-01', 'month'],
    ]);
  });

  it('labels buckets by their first day', () => {
    expect(bucketLabel('2025-01-27', 'week', 'en-GB')).toBe('Week of 27 Jan 2025');
    expect(bucketLabel('2025-03-01', 'month', 'en-GB')).toBe('Mar 2025');
    expect(bucketLabel('2025-03-05', 'day', 'en-GB')).toBe('5 Mar 2025');
  });
});
