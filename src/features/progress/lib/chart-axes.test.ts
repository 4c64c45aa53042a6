import { describe, expect, it } from 'vitest';
import { compactNumber, evenTicksFromEnd, labelWidth, niceTicks, yAxisWidth } from './chart-axes';

describe('chart axes', () => {
  it('writes thousands compactly without losing the decimal', () => {
    expect(compactNumber(0)).toBe('0');
    expect(compactNumber(950)).toBe('950');
    expect(compactNumber(10_500)).toBe('10.5k');
    expect(compactNumber(14_000)).toBe('14k');
  });

  it('chooses round steps from zero to just above the maximum', () => {
    expect(niceTicks(13_875)).toEqual([0, 5000, 10_000, 15_000]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(9)).toEqual([0, 2.5, 5, 7.5, 10]);
    expect(niceTicks(9, { integers: true })).toEqual([0, 5, 10]);
    expect(niceTicks(3, { integers: true })).toEqual([0, 1, 2, 3]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });

  it('makes the y axis wide enough for its longest label', () => {
    const labels = ['0', '3.5k', '7k', '10.5k', '14k'];
    // The old fixed 40 px, less the chart's -12 px margin, left 28 px: "10.5k" lost its first two characters.
    expect(yAxisWidth(labels)).toBeGreaterThanOrEqual(labelWidth('10.5k') + 8);
    expect(labelWidth('10.5k')).toBeGreaterThan(28);
    expect(yAxisWidth(['0', '1'])).toBeLessThan(yAxisWidth(labels));
  });

  it('labels every week when they fit, else every n-th counted back from the latest', () => {
    const weeks = ['Oct 12', 'Oct 19', 'Oct 26', 'Nov 2', 'Nov 9', 'Nov 16', 'Nov 23'];
    expect(evenTicksFromEnd(weeks, 600)).toEqual(weeks);
    expect(evenTicksFromEnd(weeks, 280)).toEqual(['Oct 12', 'Oct 26', 'Nov 9', 'Nov 23']);
    expect(evenTicksFromEnd(weeks, 150)).toEqual(['Oct 12', 'Nov 2', 'Nov 23']);
    expect(evenTicksFromEnd(weeks, 0)).toEqual(['Nov 23']);
    expect(evenTicksFromEnd([], 300)).toEqual([]);
  });
});
