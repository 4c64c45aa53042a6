import { describe, expect, it } from 'vitest';
import { oneRepMaxSeries, personalRecords, trainedExercises, type StrengthSet } from './strength-series';

const set = (
  log_id: string,
  exercise_id: string,
  reps: number,
  weight: number | null,
  performed_at: string,
  patch: Partial<StrengthSet> = {},
): StrengthSet => ({
  log_id,
  exercise_id,
  reps,
  weight,
  completed: true,
  is_warmup: false,
  performed_at,
  exercise: { name: exercise_id === 'sq' ? 'Back Squat' : exercise_id === 'bp' ? 'Bench Press' : 'Push-Up' },
  ...patch,
});

const sets = [
  set('l1', 'sq', 5, 100, '2026-03-02T17:00:00Z'),
  set('l1', 'sq', 3, 110, '2026-03-02T17:05:00Z'),
  set('l1', 'bp', 5, 70, '2026-03-02T17:20:00Z'),
  set('l2', 'sq', 5, 105, '2026-03-09T17:00:00Z'),
  set('l2', 'sq', 1, 140, '2026-03-09T17:05:00Z', { is_warmup: true }),
  set('l2', 'pu', 20, null, '2026-03-09T17:20:00Z'),
  set('l3', 'bp', 5, 72.5, '2026-03-12T17:20:00Z'),
  set('l4', 'sq', 5, 105, '2026-03-16T17:00:00Z'),
];

describe('oneRepMaxSeries', () => {
  it('keeps the best set of each session, oldest first', () => {
    const series = oneRepMaxSeries(sets, 'sq', 'UTC');
    // l1: 100×5 → 116.7, 110×3 → 121; l2: 105×5 → 122.5 (the warm-up single does not count)
    expect(series.map((point) => [point.day, point.value, point.weight, point.reps])).toEqual([
      ['2026-03-02', 121, 110, 3],
      ['2026-03-09', 122.5, 105, 5],
      ['2026-03-16', 122.5, 105, 5],
    ]);
  });
  it('is empty for an exercise without weighted sets', () => expect(oneRepMaxSeries(sets, 'pu')).toEqual([]));
});

describe('trainedExercises', () => {
  it('orders by sessions, so the picker defaults to the most trained exercise', () => {
    expect(trainedExercises(sets)).toEqual([
      { exerciseId: 'sq', name: 'Back Squat', sessions: 3 },
      { exerciseId: 'bp', name: 'Bench Press', sessions: 2 },
    ]);
  });
});

describe('personalRecords', () => {
  it('gives the best e1RM and heaviest weight per exercise with the date first reached, newest first', () => {
    const records = personalRecords(sets);
    expect(records.map((record) => record.name)).toEqual(['Bench Press', 'Back Squat']);
    const squat = records.find((record) => record.exerciseId === 'sq')!;
    expect(squat.bestOneRepMax).toEqual({ value: 122.5, weight: 105, reps: 5, performedAt: '2026-03-09T17:00:00Z' });
    expect(squat.heaviest).toEqual({ value: 110, weight: 110, reps: 3, performedAt: '2026-03-02T17:05:00Z' });
  });
  it('is empty with no history', () => expect(personalRecords([])).toEqual([]));
});
