import { describe, expect, it } from 'vitest';
import { bestSets, groupSessions, type LoggedSet } from './exercise-history';

let seq = 0;
const set = (
  log_id: string,
  set_number: number,
  reps: number | null,
  weight: number | null,
  performed_at: string,
  patch: Partial<LoggedSet> = {},
): LoggedSet => ({
  id: `s${(seq += 1)}`,
  log_id,
  exercise_id: 'squat',
  set_number,
  reps,
  weight,
  duration_seconds: null,
  distance_m: null,
  rpe: null,
  completed: true,
  is_warmup: false,
  performed_at,
  ...patch,
});

// Newest first, as the server returns them; the sets of a session arrive in any order.
const sets = [
  set('log-3', 2, 5, 72.5, '2026-03-09T17:40:00Z'),
  set('log-3', 1, 5, 72.5, '2026-03-09T17:38:00Z'),
  set('log-3', 3, 4, 72.5, '2026-03-09T17:42:00Z'),
  set('log-2', 1, 5, 70, '2026-03-02T17:38:00Z'),
  set('log-2', 2, 3, 75, '2026-03-02T17:40:00Z'),
  set('log-1', 1, 10, 40, '2026-02-23T17:36:00Z', { is_warmup: true }),
  set('log-1', 2, 8, 80, '2026-02-23T17:38:00Z', { completed: false }),
  set('log-1', 3, 5, 65, '2026-02-23T17:40:00Z'),
];

describe('groupSessions', () => {
  it('groups every session newest first, sets in set order', () => {
    const sessions = groupSessions(sets);
    expect(sessions.map((s) => s.logId)).toEqual(['log-3', 'log-2', 'log-1']);
    expect(sessions[0]?.sets.map((s) => s.set_number)).toEqual([1, 2, 3]);
    expect(sessions[0]?.performedAt).toBe('2026-03-09T17:38:00Z');
  });
  it('keeps warm-ups and unfinished sets: the history shows everything logged', () =>
    expect(groupSessions(sets)[2]?.sets).toHaveLength(3));
});

describe('bestSets', () => {
  it('finds the heaviest working set and the best estimated 1RM, ignoring warm-ups and unfinished sets', () => {
    const best = bestSets(sets);
    expect(best.heaviest).toEqual({ value: 75, weight: 75, reps: 3, performedAt: '2026-03-02T17:40:00Z' });
    // 72.5 × (1 + 5/30) = 84.6 beats 75 × 1.1 = 82.5
    expect(best.bestOneRepMax).toEqual({ value: 84.6, weight: 72.5, reps: 5, performedAt: '2026-03-09T17:38:00Z' });
  });
  it('keeps the first date a record was reached', () => {
    const tie = [set('b', 1, 5, 80, '2026-03-10T10:00:00Z'), set('a', 1, 5, 80, '2026-03-01T10:00:00Z')];
    expect(bestSets(tie).heaviest?.performedAt).toBe('2026-03-01T10:00:00Z');
  });
  it('has no bests without weighted working sets', () =>
    expect(bestSets([set('x', 1, 12, null, '2026-03-01T10:00:00Z')])).toEqual({ heaviest: null, bestOneRepMax: null }));
});
