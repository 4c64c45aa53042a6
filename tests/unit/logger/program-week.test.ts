import { describe, expect, it } from 'vitest';
import { EMPTY_OVERRIDE, type ProgramWeekPlan, type WeekOverride } from '@/features/training';
import { bestsByExercise, buildSessionState } from '@/features/logger/lib/build-session';
import { applyProgramWeek, describeExerciseWeek } from '@/features/logger/lib/program-week';
import { HISTORY, T0, WORKOUT } from './fixtures';

const over = (patch: Partial<WeekOverride>): WeekOverride => ({ ...EMPTY_OVERRIDE, ...patch });

function plan(
  week: number,
  overrides: [string, [number, WeekOverride][]][],
  deloadWeeks: number[] = [],
): ProgramWeekPlan {
  return {
    programId: 'p-1',
    week: { week, of: 8, deload: deloadWeeks.includes(week), finished: false },
    deload: { weeks: deloadWeeks, percent: 40, target: 'weight' },
    overrides: new Map(overrides.map(([id, weeks]) => [id, new Map(weeks)])),
  };
}

const kgOf = (state: ReturnType<typeof buildSessionState>, id: string) =>
  state.exercises.find((exercise) => exercise.workoutExerciseId === id)!;

describe('the logger starts this week of the program', () => {
  const progressing = plan(3, [
    [
      'we-squat',
      [
        [2, over({ weightKg: 72.5 })],
        [3, over({ weightKg: 75, reps: 3, sets: 4, rpe: 8 })],
      ],
    ],
    ['we-row', [[3, over({ percentE1rm: 80 })]]],
  ]);

  it("prefills week 3's sets, reps and weight; a % of e1RM from the history, rounded to plates", () => {
    const bests = bestsByExercise(HISTORY);
    const { workout, weeks } = applyProgramWeek(WORKOUT, progressing, bests, 'kg');
    const state = buildSessionState({
      sessionId: 's',
      userId: 'u',
      workout,
      history: HISTORY,
      startedAt: new Date(T0),
      newId: () => crypto.randomUUID(),
      programWeek: { week: { week: 3, of: 8, deload: false }, exercises: weeks },
    });
    expect(state.programWeek).toEqual({ week: 3, of: 8, deload: false });
    const squat = kgOf(state, 'we-squat');
    expect(squat.target).toMatchObject({ reps: 3, weight: 75 });
    expect(squat.sets).toHaveLength(4);
    expect(squat.sets[0]).toMatchObject({ weight: 75, reps: 3 });
    expect(squat.week).toEqual({ rpe: 8, percentE1rm: null, e1rmKg: null, note: null });
    // Row: best e1RM 40 kg x 14 (capped at 12) = 56 kg; 80% = 44.8 -> 45 kg.
    const row = kgOf(state, 'we-row');
    expect(row.target.weight).toBe(45);
    expect(row.target).toMatchObject({ repMin: 8, repMax: 12 });
    expect(row.week).toMatchObject({ percentE1rm: 80, e1rmKg: 56 });
    // The plank (timed) and a workout with no weeks keep the plan as written.
    expect(kgOf(state, 'we-plank').week).toBeUndefined();
  });

  it('rounds to 5 lb for a pound user, and leaves the weight empty with a clear line when there is no history', () => {
    const lb = applyProgramWeek(WORKOUT, progressing, bestsByExercise(HISTORY), 'lb');
    // 44.8 kg = 98.8 lb -> 100 lb.
    expect(lb.workout.workout_exercises.find((p) => p.id === 'we-row')!.weight).toBe(45.359);
    const none = applyProgramWeek(WORKOUT, progressing, {}, 'kg');
    expect(none.workout.workout_exercises.find((p) => p.id === 'we-row')!.weight).toBeNull();
    expect(describeExerciseWeek(none.weeks['we-row']!, (kg) => `${kg} kg`)).toMatch(
      /^80% of your estimated max: no history for this exercise yet/,
    );
    expect(describeExerciseWeek(lb.weeks['we-row']!, (kg) => `${kg} kg`)).toBe('80% of your estimated max (56 kg)');
  });

  it('deloads from the last training week, rounded to plates; no overrides and no deload is the workout as written', () => {
    const deload = plan(4, [['we-squat', [[3, over({ weightKg: 77.5 })]]]], [4]);
    const { workout } = applyProgramWeek(WORKOUT, deload, {}, 'kg');
    // 77.5 x 0.6 = 46.5 -> 47.5 kg.
    expect(workout.workout_exercises.find((p) => p.id === 'we-squat')!.weight).toBe(47.5);
    const plain = applyProgramWeek(WORKOUT, plan(2, []), {}, 'kg');
    expect(plain.workout.workout_exercises).toEqual(WORKOUT.workout_exercises);
    expect(plain.weeks).toEqual({});
  });
});
