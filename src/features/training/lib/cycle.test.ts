import { describe, expect, it } from 'vitest';
import { cycleStatus, phaseOf } from './cycle';

describe('cycle status', () => {
  it('shows the spec default (day 14 of 28), marked as an estimate, before anything is logged', () => {
    expect(cycleStatus([], '2026-11-21')).toMatchObject({ day: 14, length: 28, estimate: true, phase: 'ovulation' });
  });

  it('counts the day from the last period start, with 28 days until a second start', () => {
    expect(cycleStatus(['2026-11-13'], '2026-11-21')).toMatchObject({
      day: 9,
      length: 28,
      estimate: true,
      phase: 'follicular',
    });
  });

  it('refines the length from logged starts, ignoring implausible gaps', () => {
    const status = cycleStatus(['2026-08-20', '2026-09-19', '2026-10-19', '2026-11-18', '2026-11-19'], '2026-11-21');
    // Gaps of 30, 30 and 30 days; the 1-day gap (a mistaken second entry) is ignored.
    expect(status.length).toBe(30);
    expect(status.estimate).toBe(false);
  });

  it('ignores future starts and flags a late period', () => {
    expect(cycleStatus(['2026-10-01', '2026-12-01'], '2026-11-05')).toMatchObject({
      day: 36,
      late: true,
      nextPeriodIn: 0,
    });
  });

  it('places the phases: period, follicular, ovulation 14 days before the next period, luteal', () => {
    expect([1, 5, 6, 12, 13, 14, 15, 16, 28].map((day) => phaseOf(day, 28))).toEqual([
      'menstrual',
      'menstrual',
      'follicular',
      'follicular',
      'ovulation',
      'ovulation',
      'ovulation',
      'luteal',
      'luteal',
    ]);
  });
});
