import { describe, expect, it } from 'vitest';
import { programPosition } from './program-position';

const now = new Date('2026-11-23T12:00:00Z');
const logs = [
  { created_at: '2026-11-01T10:00:00Z' },
  { created_at: '2026-11-10T10:00:00Z' },
  { created_at: '2026-11-22T10:00:00Z' },
];

describe('programPosition', () => {
  it('counts weeks from the start date and logs since then', () => {
    expect(
      programPosition(
        { start_date: '2026-11-09', created_at: '2026-11-01T00:00:00Z', duration_weeks: 8 },
        logs,
        now,
        'UTC',
      ),
    ).toEqual({
      week: 3,
      weekLabel: 'Week 3 of 8',
      loggedSinceStart: 2,
    });
  });

  it('falls back to the creation day, and says when a program has not started or has run out', () => {
    expect(
      programPosition({ start_date: null, created_at: '2026-11-23T08:00:00Z', duration_weeks: null }, logs, now, 'UTC')
        .weekLabel,
    ).toBe('Week 1');
    expect(
      programPosition(
        { start_date: '2026-11-30', created_at: '2026-11-01T00:00:00Z', duration_weeks: 4 },
        logs,
        now,
        'UTC',
      ).weekLabel,
    ).toBe('Starts 2026-11-30');
    expect(
      programPosition(
        { start_date: '2026-09-01', created_at: '2026-09-01T00:00:00Z', duration_weeks: 4 },
        logs,
        now,
        'UTC',
      ).weekLabel,
    ).toBe('Finished its 4 weeks');
  });
});
