import { describe, expect, it } from 'vitest';
import { emptyDraft, recoverDraft, toSavePayload } from './program-draft';
import {
  applyProgress,
  emptyWeekPlan,
  recoverWeekPlan,
  setCellField,
  toggleDeloadWeek,
  weeksPayload,
} from './week-plan';

const at = (week: number) => ({ workoutId: 'w1', workoutExerciseId: 'we1', week });
const base = { sets: 3, reps: 5, repMin: null, repMax: null, weightKg: 100 };

describe('week plan', () => {
  it('keeps one cell per exercise and week; a weight and a percentage exclude each other; an empty cell goes', () => {
    let plan = setCellField(emptyWeekPlan(), at(2), { weightKg: 102.5 });
    plan = setCellField(plan, at(2), { rpe: 8 });
    expect(plan.cells).toEqual([
      { ...at(2), sets: null, reps: null, weightKg: 102.5, percentE1rm: null, rpe: 8, note: null },
    ]);
    plan = setCellField(plan, at(2), { percentE1rm: 75 });
    expect(plan.cells[0]).toMatchObject({ weightKg: null, percentE1rm: 75 });
    plan = setCellField(setCellField(plan, at(2), { percentE1rm: null }), at(2), { rpe: null });
    expect(plan.cells).toEqual([]);
  });

  it('fills 4 weeks with +2.5 kg, skipping a deload, and sends them with the program', () => {
    let plan = toggleDeloadWeek(emptyWeekPlan(), 4);
    plan = applyProgress(
      plan,
      [{ workoutId: 'w1', workoutExerciseId: 'we1', base }],
      { from: 1, to: 5 },
      { kind: 'weight', kg: 2.5 },
    );
    expect(plan.cells.map((cell) => [cell.week, cell.weightKg])).toEqual([
      [2, 102.5],
      [3, 105],
      [5, 107.5],
    ]);
    const draft = {
      ...emptyDraft(),
      programWorkouts: [{ key: 'k', workoutId: 'w1', pendingKey: null, workoutName: 'A', dayOfWeek: 1, notes: '' }],
      weekPlan: plan,
    };
    draft.programSettings = { ...draft.programSettings, programName: 'P', durationWeeks: 4 };
    // Week 5 is past the program's 4 weeks: left out.
    expect(toSavePayload(draft, { editingProgramId: null, expectedUpdatedAt: null }).weeks).toEqual({
      deload_weeks: [4],
      deload_percent: 40,
      deload_target: 'weight',
      prescriptions: [
        {
          week_number: 2,
          workout_exercise_id: 'we1',
          sets: null,
          reps: null,
          weight_kg: 102.5,
          percent_e1rm: null,
          rpe: null,
          note: null,
        },
        {
          week_number: 3,
          workout_exercise_id: 'we1',
          sets: null,
          reps: null,
          weight_kg: 105,
          percent_e1rm: null,
          rpe: null,
          note: null,
        },
      ],
    });
    // A workout taken off the schedule takes its cells out of the save.
    expect(weeksPayload(plan, [], 8).prescriptions).toEqual([]);
  });

  it('survives a reload, and an older stored draft gets an empty plan', () => {
    const plan = setCellField(toggleDeloadWeek(emptyWeekPlan(), 3), at(2), { reps: 6 });
    expect(recoverWeekPlan(JSON.parse(JSON.stringify(plan)))).toEqual(plan);
    expect(recoverWeekPlan({ cells: [{ week: 'x' }, { ...at(2), reps: 6 }], deloadPercent: 500 })).toMatchObject({
      deloadPercent: 40,
      cells: [{ week: 2, reps: 6, weightKg: null }],
    });
    expect(recoverDraft({ programWorkouts: [] }).weekPlan).toEqual(emptyWeekPlan());
  });
});
