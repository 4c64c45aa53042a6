import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import { actorsForFile, people, rows, Scope, svc, type Row } from './support/rls-fixtures';

// Progression week by week (supabase/migrations/20261130600000_program_week_prescriptions.sql):
// save_program's "weeks", copied by assign_program and push_program_to_clients, read by the client.

const actors = actorsForFile();
let scope = new Scope();
afterEach(async () => {
  await scope.dispose();
  scope = new Scope();
});

/** A library workout of Taylor's with one planned exercise (3 × 8). */
async function workoutWithExercise(): Promise<{ workout: Row; exercise: Row }> {
  const workout = await scope.insert('workouts', rows.workout(people.taylor, null));
  const exercise = await scope.insert('workout_exercises', {
    ...(await rows.workoutExercise(workout.id)),
    weight: 60,
  });
  return { workout, exercise };
}

async function saveProgram(client: SupabaseClient, program: Record<string, unknown>) {
  const result = await client.rpc('save_program', { p_program: program });
  if (result.data && typeof result.data === 'object' && 'id' in result.data) {
    scope.track('programs', String(result.data.id));
  }
  return result;
}

/**
 * Assigns to Casey (the client actor): her seeded active program is put back when the case ends,
 * after the copy made here is gone (a client has one active program).
 */
async function assignToCasey(trainer: SupabaseClient, programId: string): Promise<string> {
  const { data: seeded } = await svc()
    .from('programs')
    .select('*')
    .eq('client_id', people.casey)
    .eq('status', 'active');
  for (const row of (seeded ?? []) as Row[]) scope.restoreLater('programs', row);
  const assigned = await trainer.rpc('assign_program', { p_program_id: programId, p_client_ids: [people.casey] });
  if (assigned.error) throw assigned.error;
  const copyId = (assigned.data as string[])[0]!;
  scope.track('programs', copyId);
  scope.defer(async () => {
    await svc().from('programs').delete().eq('id', copyId);
  });
  return copyId;
}

async function weeksOf(client: SupabaseClient, programId: string) {
  const { data, error } = await client
    .from('program_week_prescriptions')
    .select('week_number, workout_exercise_id, sets, reps, weight_kg, percent_e1rm, rpe, note')
    .eq('program_id', programId)
    .order('week_number');
  if (error) throw error;
  return data;
}

function progressing(exerciseId: string) {
  return {
    deload_weeks: [4],
    deload_percent: 40,
    deload_target: 'weight',
    prescriptions: [
      { week_number: 2, workout_exercise_id: exerciseId, weight_kg: 62.5 },
      { week_number: 3, workout_exercise_id: exerciseId, weight_kg: 65, rpe: 8.5, reps: 6 },
      { week_number: 5, workout_exercise_id: exerciseId, percent_e1rm: 80, note: 'Test day' },
      // An empty cell is the base week: no row.
      { week_number: 6, workout_exercise_id: exerciseId },
    ],
  };
}

function templateOf(workoutId: string, extra: Record<string, unknown> = {}) {
  return {
    name: 'Progressing base',
    duration_weeks: 6,
    flex_schedule: false,
    workouts: [{ workout_id: workoutId, day_of_week: 1 }],
    ...extra,
  };
}

describe('save_program weeks', () => {
  it('stores the overrides and the deload with the program, and saving again changes nothing', async () => {
    const { workout, exercise } = await workoutWithExercise();
    const trainer = actors().trainer;
    const first = await saveProgram(trainer, templateOf(workout.id, { weeks: progressing(exercise.id) }));
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ deload_weeks: [4], deload_percent: 40, deload_target: 'weight' });
    const expected = [
      {
        week_number: 2,
        workout_exercise_id: exercise.id,
        sets: null,
        reps: null,
        weight_kg: 62.5,
        percent_e1rm: null,
        rpe: null,
        note: null,
      },
      {
        week_number: 3,
        workout_exercise_id: exercise.id,
        sets: null,
        reps: 6,
        weight_kg: 65,
        percent_e1rm: null,
        rpe: 8.5,
        note: null,
      },
      {
        week_number: 5,
        workout_exercise_id: exercise.id,
        sets: null,
        reps: null,
        weight_kg: null,
        percent_e1rm: 80,
        rpe: null,
        note: 'Test day',
      },
    ];
    expect(await weeksOf(trainer, first.data.id)).toEqual(expected);

    // The same whole-program save, sent again with the version it produced: the same rows.
    const again = await saveProgram(trainer, {
      ...templateOf(workout.id, { weeks: progressing(exercise.id) }),
      id: first.data.id,
      expected_updated_at: first.data.updated_at,
    });
    expect(again.error).toBeNull();
    expect(await weeksOf(trainer, first.data.id)).toEqual(expected);

    // A stale save (the first version again) is refused and leaves the weeks alone.
    const stale = await saveProgram(trainer, {
      ...templateOf(workout.id, { weeks: { prescriptions: [] } }),
      id: first.data.id,
      expected_updated_at: first.data.updated_at,
    });
    expect(stale.error?.code).toBe('PT409');
    expect(await weeksOf(trainer, first.data.id)).toEqual(expected);

    // A save without "weeks" (an older app) keeps them.
    const older = await saveProgram(trainer, {
      ...templateOf(workout.id),
      id: first.data.id,
      expected_updated_at: again.data.updated_at,
    });
    expect(older.error).toBeNull();
    expect(older.data).toMatchObject({ deload_weeks: [4] });
    expect(await weeksOf(trainer, first.data.id)).toEqual(expected);
  });

  it('refuses bad weeks with a sentence and saves nothing', async () => {
    const { workout, exercise } = await workoutWithExercise();
    const other = await workoutWithExercise();
    const trainer = actors().trainer;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ prescriptions: [{ week_number: 7, workout_exercise_id: exercise.id, reps: 5 }] }, /week from 1 to 6/],
      [{ prescriptions: [{ week_number: 2, workout_exercise_id: other.exercise.id, reps: 5 }] }, /not in this program/],
      [{ prescriptions: [{ week_number: 2, workout_exercise_id: 'nope', reps: 5 }] }, /needs an exercise/],
      [
        { prescriptions: [{ week_number: 2, workout_exercise_id: exercise.id, weight_kg: 60, percent_e1rm: 70 }] },
        /not both/,
      ],
      [{ prescriptions: [{ week_number: 2, workout_exercise_id: exercise.id, rpe: 8.3 }] }, /half steps/],
      [{ prescriptions: [{ week_number: 2, workout_exercise_id: exercise.id, sets: '3' }] }, /sets must be/],
      [{ deload_weeks: [9] }, /deload week/],
      [{ deload_percent: 95 }, /5 to 90 percent/],
      [{ deload_target: 'reps' }, /weight or the volume/],
    ];
    for (const [weeks, message] of cases) {
      const { data, error } = await saveProgram(trainer, templateOf(workout.id, { name: 'Refused weeks', weeks }));
      expect(data).toBeNull();
      expect(error?.code).toBe('22023');
      expect(error?.message).toMatch(message);
    }
    const { data } = await svc()
      .from('programs')
      .select('id')
      .eq('created_by', people.taylor)
      .eq('name', 'Refused weeks');
    expect(data).toEqual([]);
  });
});

describe('weeks travel with assignment and push', () => {
  it("copies the weeks into the client's program, which the client reads for week N", async () => {
    const { workout, exercise } = await workoutWithExercise();
    const { trainer, client } = actors();
    const template = await saveProgram(trainer, templateOf(workout.id, { weeks: progressing(exercise.id) }));
    const copyId = await assignToCasey(trainer, template.data.id);

    // The logger's read: this week's rows for the workout's exercises, as the client.
    const week3 = await client
      .from('program_week_prescriptions')
      .select('week_number, sets, reps, weight_kg, percent_e1rm, rpe, note, workout_exercise_id')
      .eq('program_id', copyId)
      .eq('week_number', 3)
      .in('workout_exercise_id', [exercise.id]);
    expect(week3.error).toBeNull();
    expect(week3.data).toEqual([
      {
        week_number: 3,
        sets: null,
        reps: 6,
        weight_kg: 65,
        percent_e1rm: null,
        rpe: 8.5,
        note: null,
        workout_exercise_id: exercise.id,
      },
    ]);
    const copy = await client
      .from('programs')
      .select('deload_weeks, deload_percent, deload_target')
      .eq('id', copyId)
      .single();
    expect(copy.data).toEqual({ deload_weeks: [4], deload_percent: 40, deload_target: 'weight' });
    // Another client reads none of it.
    expect(await weeksOf(actors().otherClient, copyId)).toEqual([]);

    // Push: the template's new weeks replace the copy's.
    const edited = await saveProgram(trainer, {
      ...templateOf(workout.id, {
        weeks: { deload_weeks: [], prescriptions: [{ week_number: 2, workout_exercise_id: exercise.id, sets: 4 }] },
      }),
      id: template.data.id,
      expected_updated_at: template.data.updated_at,
    });
    expect(edited.error).toBeNull();
    const pushed = await trainer.rpc('push_program_to_clients', { p_program_id: template.data.id });
    expect(pushed.error).toBeNull();
    expect(await weeksOf(client, copyId)).toEqual([
      {
        week_number: 2,
        workout_exercise_id: exercise.id,
        sets: 4,
        reps: null,
        weight_kg: null,
        percent_e1rm: null,
        rpe: null,
        note: null,
      },
    ]);
  });

  it('leaves a program without weeks as it was: no rows, no deload, the base week', async () => {
    const { workout } = await workoutWithExercise();
    const { trainer, client } = actors();
    const template = await saveProgram(trainer, templateOf(workout.id));
    expect(template.data).toMatchObject({ deload_weeks: [], deload_percent: 40, deload_target: 'weight' });
    const copyId = await assignToCasey(trainer, template.data.id);
    expect(await weeksOf(client, copyId)).toEqual([]);
    // The seeded programs (made before weeks existed) have none either.
    const seeded = await svc()
      .from('program_week_prescriptions')
      .select('id')
      .gte('program_id', '00000000-0000-4000-8000-000000000000')
      .lte('program_id', '00000000-0000-4000-8000-ffffffffffff');
    expect(seeded.error).toBeNull();
    expect(seeded.data).toEqual([]);
  });
});
