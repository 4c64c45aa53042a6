import { describe, expect, it } from 'vitest';
import { summarizeProfile, type CpuProfile } from '../../scripts/perf/profile-tree';

// root → dispatch → put ; root → render ; (idle) beside them.
const frame = (functionName: string, url = 'https://app/assets/index.js', lineNumber = 0) => ({
  functionName,
  url,
  lineNumber,
});
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)', ''), children: [2, 4, 5] },
    { id: 2, callFrame: frame('dispatch', undefined, 9), children: [3] },
    { id: 3, callFrame: frame('put') },
    { id: 4, callFrame: frame('render') },
    { id: 5, callFrame: frame('(idle)', '') },
  ],
  startTime: 0,
  endTime: 10_000,
  // Each sample lasts until the next one: 1 ms, 2 ms, 3 ms, 4 ms (the last sample has no successor).
  samples: [3, 2, 4, 5, 4],
  timeDeltas: [0, 1000, 2000, 3000, 4000],
};

describe('summarizeProfile', () => {
  const summary = summarizeProfile(profile, ['dispatch', 'render', 'absent']);

  it('gives self time per function, busiest first, with where it is', () => {
    expect(summary.self.slice(0, 3)).toEqual([
      { name: '(idle)', ms: 4 },
      { name: 'render (index.js:1)', ms: 3 },
      { name: 'dispatch (index.js:10)', ms: 2 },
    ]);
    expect(summary.self.find((row) => row.name.startsWith('put'))?.ms).toBe(1);
  });

  it('counts the time under a function, its callees included', () => {
    expect(summary.under.get('dispatch')).toBe(3);
    expect(summary.under.get('render')).toBe(3);
    expect(summary.under.get('absent')).toBe(0);
  });

  it('leaves idle time out of the busy time', () => {
    expect(summary.busyMs).toBe(6);
    expect(summary.totalMs).toBe(10);
  });
});
