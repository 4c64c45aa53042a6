import { describe, expect, it } from 'vitest';
import { compareWorkouts, type LoggedWorkout, type PrescribedExercise } from './prescription';
import { weekOfLog, type ProgramWeeks } from './program-week-of-log';

const rdl: PrescribedExercise = {
  id: 'we-rdl',
  exerciseId: 'ex-rdl',
  name: 'Romanian Deadlift',
  order: 1,
  sets: 4,
  repSingle: 8,
  repMin: null,
  repMax: null,
  repIsRange: false,
  isTimeBased: false,
  duration: null,
  weight: 60,
};

const program: ProgramWeeks = {
  id: 'p',
  start_date: '2026-11-02',
  created_at: '2026-11-01T00:00:00Z',
  duration_weeks: 4,
  deload_weeks: [4],
  deload_percent: 40,
  deload_target: 'weight',
  program_workouts: [{ workout_id: 'w' }],
  program_week_prescriptions: [
    {
      week_number: 3,
      workout_exercise_id: 'we-rdl',
      sets: null,
      reps: 6,
      weight_kg: 65,
      percent_e1rm: null,
      rpe: 8,
      note: null,
    },
  ],
};

const log = (at: string, weights: number[]): LoggedWorkout => ({
  id: at,
  workoutId: 'w',
  at,
  sets: weights.map((weight, index) => ({
    id: `${at}-${index}`,
    exerciseId: 'ex-rdl',
    name: 'Romanian Deadlift',
    setNumber: index + 1,
    workoutExerciseId: 'we-rdl',
    reps: 6,
    weight,
    durationSeconds: null,
    completed: true,
    isWarmup: false,
  })),
});

describe("the coach's comparison, week by week", () => {
  it("compares each log with its week's prescription", () => {
    const logs = [log('2026-11-03T10:00:00Z', [60, 60, 60, 60]), log('2026-11-17T10:00:00Z', [65, 65, 65])];
    const result = compareWorkouts(logs, new Map([['w', [rdl]]]), 'kg', (l) =>
      weekOfLog([program], l.workoutId, l.at.slice(0, 10)),
    );
    expect(result.get(logs[0]!.id)).toMatchObject({
      weekLabel: 'Week 1 of 4',
      exercises: [{ target: '4 × 8 @ 60 kg', doneSets: 4, missedSets: 0 }],
    });
    expect(result.get(logs[1]!.id)).toMatchObject({
      weekLabel: 'Week 3 of 4',
      exercises: [{ target: '4 × 6 @ 65 kg · RPE 8', doneSets: 3, missedSets: 1 }],
    });
    // The deload week: 65 kg less 40% (39), to the plate.
    expect(weekOfLog([program], 'w', '2026-11-24')?.prescribe(rdl)).toMatchObject({ weight: 40, repSingle: 6 });
  });

  it('leaves logs outside a varying program as they were', () => {
    expect(weekOfLog([program], 'other', '2026-11-17')).toBeNull();
    expect(weekOfLog([program], 'w', '2026-10-01')).toBeNull();
    expect(weekOfLog([{ ...program, program_week_prescriptions: [], deload_weeks: [] }], 'w', '2026-11-17')).toBeNull();
  });
});
