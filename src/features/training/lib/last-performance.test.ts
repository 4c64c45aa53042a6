import { describe, expect, it } from 'vitest';
import { lastPerformance, type LoggedSetRow } from './last-performance';

let seq = 0;
const set = (
  log_id: string,
  set_number: number,
  performed_at: string,
  patch: Partial<LoggedSetRow> = {},
): LoggedSetRow => ({
  id: `s${(seq += 1)}`,
  log_id,
  exercise_id: 'squat',
  set_number,
  reps: 5,
  weight: 70,
  duration_seconds: null,
  distance_m: null,
  rpe: null,
  completed: true,
  is_warmup: false,
  performed_at,
  ...patch,
});

describe('lastPerformance', () => {
  it('is the completed working sets of the latest session, in set order', () => {
    const history = [
      set('log-2', 3, '2026-03-09T17:42:00Z'),
      set('log-2', 1, '2026-03-09T17:36:00Z', { is_warmup: true, weight: 40 }),
      set('log-2', 2, '2026-03-09T17:38:00Z'),
      set('log-2', 4, '2026-03-09T17:44:00Z', { completed: false }),
      set('log-1', 1, '2026-03-02T17:38:00Z'),
    ];
    const last = lastPerformance(history, 'squat');
    expect(last?.logId).toBe('log-2');
    expect(last?.sets.map((s) => s.set_number)).toEqual([2, 3]);
    expect(last?.performedAt).toBe('2026-03-09T17:38:00Z');
  });

  it('skips a later session with only warm-ups or unfinished sets', () => {
    const history = [
      set('log-2', 1, '2026-03-09T17:36:00Z', { is_warmup: true }),
      set('log-2', 2, '2026-03-09T17:38:00Z', { completed: false }),
      set('log-1', 1, '2026-03-02T17:38:00Z'),
    ];
    expect(lastPerformance(history, 'squat')?.logId).toBe('log-1');
  });

  it('looks only at the exercise asked for, and is null before its first working set', () => {
    const history = [set('log-1', 1, '2026-03-02T17:38:00Z', { exercise_id: 'bench' })];
    expect(lastPerformance(history, 'squat')).toBeNull();
    expect(lastPerformance(history, 'bench')?.sets).toHaveLength(1);
    expect(lastPerformance([], 'squat')).toBeNull();
  });
});
