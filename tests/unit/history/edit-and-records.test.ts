import { describe, expect, it } from 'vitest';
import { addDraftSet, buildAmendment, draftFromLog } from '@/features/history/lib/edit-draft';
import {
  formatDuration,
  monthGrid,
  recordsByLog,
  type HistoryLog,
  type HistorySet,
} from '@/features/history/lib/history-model';
import { plural } from '@/lib/plural';

function set(id: string, setNumber: number, weight: number, reps: number, revision = 1): HistorySet {
  return {
    id,
    exerciseId: 'bench',
    workoutExerciseId: 'planned-1',
    setNumber,
    reps,
    weight,
    durationSeconds: null,
    rpe: null,
    completed: true,
    isWarmup: false,
    notes: null,
    performedAt: `2026-01-05T17:0${setNumber}:00.000Z`,
    revision,
  };
}

function logOf(id: string, startedAt: string, sets: HistorySet[]): HistoryLog {
  return {
    id,
    sessionId: `session-${id}`,
    workoutId: 'w1',
    name: 'Bench day',
    startedAt,
    completedAt: startedAt,
    durationSeconds: 3600,
    totalVolume: 0,
    notes: null,
    exercises: [{ exerciseId: 'bench', name: 'Bench Press', sets }],
  };
}

describe('editing a finished workout', () => {
  const log = logOf('log-1', '2026-01-05T17:00:00.000Z', [
    set('a', 1, 100, 5, 3),
    set('b', 2, 1000, 5),
    set('c', 3, 100, 5),
  ]);
  let counter = 0;
  const newId = () => `new-${(counter += 1)}`;

  it('sends nothing when nothing changed', () => {
    const result = buildAmendment(log, 'user-1', draftFromLog(log), newId);
    expect(result).toMatchObject({ ok: true, changes: 0, payload: { p_sets: [], p_removed: [] } });
  });

  it('edits in pounds: an untouched weight keeps its stored kilograms, a changed one is converted', () => {
    const draft = draftFromLog(log, 'lb');
    expect(draft[0]!.sets.map((s) => s.weight)).toEqual(['220.5', '2204.6', '220.5']);
    // Nothing typed: nothing sent, although 220.5 lb is not exactly 100 kg.
    expect(buildAmendment(log, 'u', draft, newId, 'lb')).toMatchObject({ ok: true, changes: 0 });
    // Only the RPE changed: the weight goes back exactly as stored.
    draft[0]!.sets[0] = { ...draft[0]!.sets[0]!, rpe: '8' };
    draft[0]!.sets[2] = { ...draft[0]!.sets[2]!, weight: '225' };
    const result = buildAmendment(log, 'u', draft, newId, 'lb');
    if (!result.ok) throw new Error(result.message);
    expect(result.payload.p_sets.map((s) => [s.id, s.weight, s.rpe])).toEqual([
      ['a', 100, 8],
      ['c', 102.058, null],
    ]);
  });

  it('bumps the revision of a fixed set, adds a set with a new id, and removes one with a newer revision', () => {
    const draft = draftFromLog(log);
    const bench = draft[0]!;
    bench.sets[1] = { ...bench.sets[1]!, weight: '100', rpe: '9' };
    bench.sets[2] = { ...bench.sets[2]!, removed: true };
    draft[0] = addDraftSet(bench, 'k-new');
    const result = buildAmendment(log, 'user-1', draft, () => 'fresh-id');
    if (!result.ok) throw new Error(result.message);
    expect(result.changes).toBe(3);
    expect(result.payload.p_log).toMatchObject({ id: 'log-1', user_id: 'user-1', session_id: 'session-log-1' });
    expect(result.payload.p_sets).toEqual([
      expect.objectContaining({ id: 'b', weight: 100, reps: 5, rpe: 9, revision: 2, set_number: 2 }),
      expect.objectContaining({
        id: 'fresh-id',
        weight: 100,
        reps: 5,
        revision: 1,
        set_number: 4,
        workout_exercise_id: 'planned-1',
        performed_at: '2026-01-05T17:03:01.000Z',
      }),
    ]);
    expect(result.payload.p_removed).toEqual([{ id: 'c', revision: 2 }]);
  });

  it('refuses values the server would refuse, naming the exercise', () => {
    const draft = draftFromLog(log);
    draft[0]!.sets[0] = { ...draft[0]!.sets[0]!, reps: '4.5' };
    expect(buildAmendment(log, 'u', draft, newId)).toEqual({
      ok: false,
      message: 'Bench Press: Reps must be a whole number, 0 to 1000.',
    });
    draft[0]!.sets[0] = { ...draft[0]!.sets[0]!, reps: '5', rpe: '11' };
    expect(buildAmendment(log, 'u', draft, newId)).toEqual({ ok: false, message: 'Bench Press: RPE must be 1 to 10.' });
    draft[0]!.sets[0] = { ...draft[0]!.sets[0]!, rpe: '', weight: '', reps: '' };
    expect(buildAmendment(log, 'u', draft, newId)).toMatchObject({ ok: false });
  });

  it('accepts a decimal comma', () => {
    const draft = draftFromLog(log);
    draft[0]!.sets[0] = { ...draft[0]!.sets[0]!, weight: '102,5' };
    const result = buildAmendment(log, 'u', draft, newId);
    expect(result.ok && result.payload.p_sets[0]?.weight).toBe(102.5);
  });
});

describe('records in History', () => {
  it('marks the records each workout set, and moves them when an old workout is corrected', () => {
    const first = logOf('first', '2026-01-01T10:00:00.000Z', [set('a', 1, 100, 5)]);
    const second = logOf('second', '2026-01-08T10:00:00.000Z', [set('b', 1, 105, 5)]);
    const third = logOf('third', '2026-01-15T10:00:00.000Z', [set('c', 1, 102.5, 5)]);
    const records = recordsByLog([third, second, first]);
    expect(records.has('first')).toBe(false);
    expect(records.get('second')?.get('bench')).toEqual(['heaviest-weight', 'best-one-rep-max', 'best-set-volume']);
    expect(records.has('third')).toBe(false);

    // The 105 was a typo for 100: the record moves to the third workout.
    const corrected = logOf('second', '2026-01-08T10:00:00.000Z', [set('b', 1, 100, 5)]);
    const after = recordsByLog([third, corrected, first]);
    expect(after.has('second')).toBe(false);
    expect(after.get('third')?.get('bench')).toContain('heaviest-weight');
  });
});

describe('formats', () => {
  it('writes durations without ambiguity and counts in the singular', () => {
    expect(formatDuration(15)).toBe('15 s');
    expect(formatDuration(900)).toBe('15 min');
    expect(formatDuration(3900)).toBe('1 h 05 min');
    expect(formatDuration(null)).toBe('—');
    expect(plural(1, 'set')).toBe('1 set');
    expect(plural(2, 'set')).toBe('2 sets');
    expect(plural(0, 'workout')).toBe('0 workouts');
  });

  it('lays a month out in Monday-first weeks', () => {
    const weeks = monthGrid(2026, 1); // February 2026 starts on a Sunday
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-02-01']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(28);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });
});
