import { describe, expect, it } from 'vitest';
import { compareWorkouts, filterLogs, formatTarget, type LoggedSet, type PrescribedExercise } from './prescription';

const squat: PrescribedExercise = {
  id: 'we-squat',
  exerciseId: 'squat',
  name: 'Back Squat',
  order: 1,
  sets: 3,
  repSingle: null,
  repMin: 6,
  repMax: 8,
  repIsRange: true,
  isTimeBased: false,
  duration: null,
  weight: 100,
};
const plank: PrescribedExercise = {
  ...squat,
  id: 'we-plank',
  exerciseId: 'plank',
  name: 'Plank',
  order: 2,
  sets: 2,
  isTimeBased: true,
  duration: 45,
  weight: null,
};

let nextId = 0;
function set(
  exerciseId: string,
  setNumber: number,
  reps: number,
  weight: number,
  extra: Partial<LoggedSet> = {},
): LoggedSet {
  nextId += 1;
  return {
    id: `s${nextId}`,
    name: exerciseId,
    exerciseId,
    workoutExerciseId: `we-${exerciseId}`,
    setNumber,
    reps,
    weight,
    completed: true,
    isWarmup: false,
    durationSeconds: null,
    ...extra,
  };
}

describe('compareWorkouts', () => {
  const plans = new Map([['w1', [plank, squat]]]);

  it('shows each prescribed exercise with its target, done and missed sets, in prescribed order', () => {
    const log = {
      id: 'l1',
      workoutId: 'w1',
      at: '2026-11-02T10:00:00Z',
      sets: [set('squat', 1, 8, 100), set('squat', 2, 7, 100)],
    };
    const result = compareWorkouts([log], plans).get('l1')!;
    expect(result.exercises.map((e) => [e.name, e.target, e.doneSets, e.missedSets])).toEqual([
      ['Back Squat', '3 × 6–8 @ 100 kg', 2, 1],
      ['Plank', '2 × 45 s', 0, 2],
    ]);
    expect(result.missedSets).toBe(3);
  });

  it('counts an unfinished or warm-up set as missed, and lists an unprescribed exercise without a target', () => {
    const log = {
      id: 'l1',
      workoutId: 'w1',
      at: '2026-11-02T10:00:00Z',
      sets: [
        set('squat', 1, 5, 60, { isWarmup: true }),
        set('squat', 2, 8, 100),
        set('squat', 3, 0, 100, { completed: false }),
        set('lunge', 1, 10, 20, { workoutExerciseId: null }),
      ],
    };
    const result = compareWorkouts([log], plans).get('l1')!;
    expect(result.exercises.find((e) => e.exerciseId === 'squat')!.missedSets).toBe(2);
    expect(result.exercises.find((e) => e.exerciseId === 'lunge')).toMatchObject({
      target: null,
      doneSets: 1,
      missedSets: 0,
    });
  });

  it('marks records only against earlier workouts, whatever order the logs come in', () => {
    const first = { id: 'a', workoutId: 'w1', at: '2026-11-02T10:00:00Z', sets: [set('squat', 1, 8, 100)] };
    const second = { id: 'b', workoutId: 'w1', at: '2026-11-05T10:00:00Z', sets: [set('squat', 1, 8, 105)] };
    const third = { id: 'c', workoutId: 'w1', at: '2026-11-08T10:00:00Z', sets: [set('squat', 1, 6, 100)] };
    const result = compareWorkouts([third, second, first], plans);
    expect(result.get('a')!.recordCount).toBe(0);
    expect(result.get('b')!.exercises.find((e) => e.exerciseId === 'squat')!.records).toEqual([
      'heaviest-weight',
      'best-one-rep-max',
      'best-set-volume',
    ]);
    expect(result.get('c')!.recordCount).toBe(0);
  });

  it('keeps a workout that is no longer in the library (no prescription) as logged sets only', () => {
    const log = { id: 'l1', workoutId: null, at: '2026-11-02T10:00:00Z', sets: [set('squat', 1, 8, 100)] };
    const result = compareWorkouts([log], plans).get('l1')!;
    expect(result.exercises).toHaveLength(1);
    expect(result.missedSets).toBe(0);
  });
});

describe('filterLogs', () => {
  const logs = [
    { id: '1', at: '2026-11-01T10:00:00Z', sets: [{ exerciseId: 'squat' }] },
    { id: '2', at: '2026-11-05T10:00:00Z', sets: [{ exerciseId: 'bench' }] },
    { id: '3', at: '2026-11-09T10:00:00Z', sets: [{ exerciseId: 'squat' }] },
  ];
  const day = (at: string) => at.slice(0, 10);

  it('keeps the inclusive date range and the exercise', () => {
    expect(filterLogs(logs, { from: '2026-11-05', to: '', exerciseId: '' }, day).map((l) => l.id)).toEqual(['2', '3']);
    expect(filterLogs(logs, { from: '', to: '2026-11-05', exerciseId: 'squat' }, day).map((l) => l.id)).toEqual(['1']);
    expect(filterLogs(logs, { from: '', to: '', exerciseId: '' }, day)).toHaveLength(3);
  });
});

it('formats a single-rep target without a load', () => {
  expect(formatTarget({ ...squat, repIsRange: false, repSingle: 5, weight: null })).toBe('3 × 5');
  // A trainer who works in pounds reads a 100 kg prescription in pounds.
  // 100 kg in a trainer's pounds: the nearest loadable figure (5 lb steps), not 220.5 lb.
  expect(formatTarget(squat, 'lb')).toBe('3 × 6–8 @ 220 lb');
});
