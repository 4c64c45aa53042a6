import { describe, expect, it } from 'vitest';
import { demo, serviceClient, signedInClient, anonClient } from './support/clients';

async function anyExerciseIds(count: number): Promise<string[]> {
  const { data, error } = await serviceClient()
    .from('exercises')
    .select('id')
    .eq('is_active', true)
    .order('slug')
    .limit(count);
  if (error) throw error;
  return (data ?? []).map((row: { id: string }) => row.id);
}

const exercisesOf = (ids: string[]) =>
  ids.map((id) => ({
    exercise_id: id,
    sets: 3,
    rep_min: 8,
    rep_max: 12,
    rep_is_range: true,
    rest_time: 90,
    tempo: '2-0-2-0',
  }));

describe('save_ai_workout', () => {
  it("saves a client's approved workout with its exercises in one call, marked AI-generated and theirs", async () => {
    const client = await signedInClient(demo.client.email);
    const ids = await anyExerciseIds(6);
    const { data, error } = await client.rpc('save_ai_workout', {
      p_workout: { name: 'AI Push Day', client_id: demo.client.id, estimated_duration: 36 },
      p_exercises: exercisesOf(ids),
    });
    expect(error).toBeNull();
    const saved = data as { id: string; is_ai_generated: boolean; created_by: string };
    expect(saved).toMatchObject({ is_ai_generated: true, created_by: demo.client.id });
    const { data: rows } = await client
      .from('workout_exercises')
      .select('exercise_id, tempo')
      .eq('workout_id', saved.id)
      .order('order');
    expect((rows ?? []).map((row: { exercise_id: string }) => row.exercise_id)).toEqual(ids);
  });

  it('saves nothing when an exercise is bad (one transaction)', async () => {
    const client = await signedInClient(demo.client.email);
    const ids = await anyExerciseIds(2);
    const { error } = await client.rpc('save_ai_workout', {
      p_workout: { name: 'Half saved?', client_id: demo.client.id },
      p_exercises: [...exercisesOf(ids), { exercise_id: ids[0], sets: 999 }],
    });
    expect(error).not.toBeNull();
    const { count } = await serviceClient()
      .from('workouts')
      .select('id', { count: 'exact', head: true })
      .eq('name', 'Half saved?');
    expect(count).toBe(0);
  });

  it("refuses a workout for someone else's client and anonymous callers", async () => {
    const trainer = await signedInClient(demo.trainer.email);
    const ids = await anyExerciseIds(1);
    const foreign = await trainer.rpc('save_ai_workout', {
      p_workout: { name: 'Not mine', client_id: demo.otherTrainersClient.id },
      p_exercises: exercisesOf(ids),
    });
    expect(foreign.error).not.toBeNull();
    const anonymous = await anonClient().rpc('save_ai_workout', {
      p_workout: { name: 'x' },
      p_exercises: exercisesOf(ids),
    });
    expect(anonymous.error).not.toBeNull();
  });
});

describe("adding an approved workout to the client's program (the chat's Add to program)", () => {
  it('adds once however often it is sent (the row id is the key), and only for a coach of that client', async () => {
    const trainer = await signedInClient(demo.trainer.email);
    const ids = await anyExerciseIds(2);
    const saved = await trainer.rpc('save_ai_workout', {
      p_workout: { name: 'AI Pull Day for the program', client_id: demo.client.id },
      p_exercises: exercisesOf(ids),
    });
    expect(saved.error).toBeNull();
    const workoutId = (saved.data as { id: string }).id;
    // A draft program of the client's (a draft, so the client's active program seen by other tests is untouched).
    const { data: program, error: programError } = await serviceClient()
      .from('programs')
      .insert({ name: 'Add-to-program test', client_id: demo.client.id, created_by: demo.trainer.id, status: 'draft' })
      .select('id')
      .single();
    expect(programError).toBeNull();
    try {
      const row = {
        id: crypto.randomUUID(),
        program_id: program!.id,
        workout_id: workoutId,
        day_of_week: 2,
        position: 0,
      };
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const sent = await trainer.from('program_workouts').upsert(row, { onConflict: 'id', ignoreDuplicates: true });
        expect(sent.error).toBeNull();
      }
      const { count } = await serviceClient()
        .from('program_workouts')
        .select('id', { count: 'exact', head: true })
        .eq('program_id', program!.id);
      expect(count).toBe(1);

      const stranger = await signedInClient(demo.otherTrainer.email);
      const foreign = await stranger.from('program_workouts').insert({
        id: crypto.randomUUID(),
        program_id: program!.id,
        workout_id: workoutId,
        day_of_week: 3,
        position: 1,
      });
      expect(foreign.error?.code).toBe('42501');
    } finally {
      await serviceClient().from('programs').delete().eq('id', program!.id);
      await serviceClient().from('workouts').delete().eq('id', workoutId);
    }
  });
});
