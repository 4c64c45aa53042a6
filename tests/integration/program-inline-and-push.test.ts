import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import { actorsForFile, libraryExerciseId, people, rows, Scope, svc, truth, type Row } from './support/rls-fixtures';

// save_program with pending_workouts and push_program_to_clients
// (supabase/migrations/20260101000400_workouts_and_programs.sql).

const actors = actorsForFile();
let scope = new Scope();
afterEach(async () => {
  await scope.dispose();
  scope = new Scope();
});

async function saveProgram(client: SupabaseClient, program: Record<string, unknown>) {
  const result = await client.rpc('save_program', { p_program: program });
  if (result.data && typeof result.data === 'object' && 'id' in result.data) {
    scope.track('programs', String(result.data.id));
  }
  return result;
}

async function scheduled(programId: string) {
  const { data, error } = await svc()
    .from('program_workouts')
    .select('workout_id, position, day_of_week, notes, workout:workouts(name, created_by)')
    .eq('program_id', programId)
    .order('position');
  if (error) throw error;
  return data as unknown as {
    workout_id: string;
    position: number;
    day_of_week: number | null;
    notes: string | null;
    workout: { name: string; created_by: string };
  }[];
}

async function workoutsNamed(name: string): Promise<string[]> {
  const { data, error } = await svc().from('workouts').select('id').eq('name', name);
  if (error) throw error;
  return data.map((row) => row.id as string);
}

async function pending(key: string, name: string) {
  const exerciseId = await libraryExerciseId();
  return {
    key,
    workout: { name, workout_type: 'strength', difficulty: 'beginner' },
    exercises: [
      { exercise_id: exerciseId, sets: 3, rep_is_range: true, rep_min: 8, rep_max: 12, group_key: 'A' },
      { exercise_id: exerciseId, sets: 3, rep_single: 10, group_key: 'A' },
    ],
  };
}

describe('save_program with workouts created in the builder', () => {
  it('saves the new workouts and the program in one call, the schedule pointing at them', async () => {
    const name = `Inline ${crypto.randomUUID()}`;
    const library = await scope.insert('workouts', rows.workout(people.taylor, null));
    const { data, error } = await saveProgram(actors().trainer, {
      name: 'With an inline workout',
      duration_weeks: 4,
      pending_workouts: [await pending('draft-1', name)],
      workouts: [
        { pending_key: 'draft-1', day_of_week: 1, notes: 'Go easy' },
        { workout_id: library.id, day_of_week: 3 },
        { pending_key: 'draft-1', day_of_week: 5 },
      ],
    });
    expect(error).toBeNull();
    const created = await workoutsNamed(name);
    for (const id of created) scope.track('workouts', id);
    expect(created).toHaveLength(1);
    const schedule = await scheduled((data as Row).id);
    expect(schedule.map((entry) => [entry.workout_id, entry.day_of_week, entry.notes])).toEqual([
      [created[0], 1, 'Go easy'],
      [library.id, 3, null],
      [created[0], 5, null],
    ]);
    expect(schedule[0]!.workout.created_by).toBe(people.taylor);
    const { data: exercises } = await svc()
      .from('workout_exercises')
      .select('rep_min, rep_max, group_key')
      .eq('workout_id', created[0]!)
      .order('order');
    expect(exercises).toEqual([
      { rep_min: 8, rep_max: 12, group_key: 'A' },
      { rep_min: null, rep_max: null, group_key: 'A' },
    ]);
  });

  it("marks an AI-drafted program's new workouts is_ai_generated, and only those", async () => {
    const drafted = `AI drafted ${crypto.randomUUID()}`;
    const written = `Hand written ${crypto.randomUUID()}`;
    const { error } = await saveProgram(actors().trainer, {
      name: 'An AI program',
      duration_weeks: 4,
      pending_workouts: [{ ...(await pending('ai', drafted)), ai_generated: true }, await pending('hand', written)],
      workouts: [
        { pending_key: 'ai', day_of_week: 1 },
        { pending_key: 'hand', day_of_week: 3 },
      ],
    });
    expect(error).toBeNull();
    const { data } = await svc().from('workouts').select('id, name, is_ai_generated').in('name', [drafted, written]);
    for (const row of data ?? []) scope.track('workouts', row.id as string);
    expect(Object.fromEntries((data ?? []).map((row) => [row.name, row.is_ai_generated]))).toEqual({
      [drafted]: true,
      [written]: false,
    });
  });

  it('saves nothing when the program is refused after the workouts were written', async () => {
    const name = `Rolled back ${crypto.randomUUID()}`;
    const { error } = await saveProgram(actors().trainer, {
      name: '   ',
      pending_workouts: [await pending('draft-1', name)],
      workouts: [{ pending_key: 'draft-1', day_of_week: 1 }],
    });
    expect(error?.code).toBe('22023');
    expect(error?.message).toBe('Give the program a name');
    expect(await workoutsNamed(name)).toEqual([]);
  });

  it('saves nothing when a new workout is refused, with the workout builder’s message', async () => {
    const name = `Bad inline ${crypto.randomUUID()}`;
    const bad = await pending('draft-1', name);
    bad.exercises[0]!.rep_min = 15;
    const { data, error } = await saveProgram(actors().trainer, {
      name: `Program ${name}`,
      pending_workouts: [bad],
      workouts: [{ pending_key: 'draft-1', day_of_week: 1 }],
    });
    expect(data).toBeNull();
    expect(error).not.toBeNull();
    expect(error?.code).not.toBe('500');
    expect(await workoutsNamed(name)).toEqual([]);
    const { data: programs } = await svc().from('programs').select('id').eq('name', `Program ${name}`);
    expect(programs).toEqual([]);
  });

  it('refuses a schedule entry whose new workout is missing, and duplicate keys', async () => {
    const missing = await saveProgram(actors().trainer, {
      name: 'Missing',
      workouts: [{ pending_key: 'nope', day_of_week: 1 }],
    });
    expect(missing.error?.code).toBe('22023');
    const name = `Twice ${crypto.randomUUID()}`;
    const twice = await saveProgram(actors().trainer, {
      name: 'Twice',
      pending_workouts: [await pending('same', name), await pending('same', name)],
      workouts: [{ pending_key: 'same', day_of_week: 1 }],
    });
    expect(twice.error?.code).toBe('22023');
    expect(await workoutsNamed(name)).toEqual([]);
  });

  it('refuses a client (save_workout and save_program are staff tools for programs)', async () => {
    const name = `Client inline ${crypto.randomUUID()}`;
    const { error } = await saveProgram(actors().client, {
      name: 'Mine',
      pending_workouts: [await pending('draft-1', name)],
      workouts: [{ pending_key: 'draft-1', day_of_week: 1 }],
    });
    expect(error).not.toBeNull();
    expect(await workoutsNamed(name)).toEqual([]);
  });
});

describe('push_program_to_clients', () => {
  async function templateWithCopies() {
    const [a, b] = [
      await scope.insert('workouts', rows.workout(people.taylor, null)),
      await scope.insert('workouts', rows.workout(people.taylor, null)),
    ];
    const template = (
      await saveProgram(actors().trainer, {
        name: 'Push template',
        duration_weeks: 4,
        workouts: [{ workout_id: a.id, day_of_week: 1 }],
      })
    ).data as Row;
    const fresh = await scope.freshUser({ assignedTo: people.taylor, firstName: 'Pushed' });
    const finished = await scope.freshUser({ assignedTo: people.taylor, firstName: 'Finished' });
    const assigned = await actors().trainer.rpc('assign_program', {
      p_program_id: template.id,
      p_client_ids: [fresh, finished],
    });
    expect(assigned.error).toBeNull();
    const [activeCopy, completedCopy] = assigned.data as string[];
    for (const id of [activeCopy!, completedCopy!]) scope.track('programs', id);
    await svc().from('programs').update({ status: 'completed' }).eq('id', completedCopy!);
    return { template, a, b, activeCopy: activeCopy!, completedCopy: completedCopy! };
  }

  it("replaces the active copies' schedule and settings, leaves completed copies alone", async () => {
    const { template, b, activeCopy, completedCopy } = await templateWithCopies();
    const edited = await saveProgram(actors().trainer, {
      id: template.id,
      name: 'Push template v2',
      duration_weeks: 6,
      workouts: [{ workout_id: b.id, day_of_week: 2, notes: 'New' }],
    });
    expect(edited.error).toBeNull();
    const before = await truth('programs', activeCopy);

    const { data, error } = await actors().trainer.rpc('push_program_to_clients', { p_program_id: template.id });
    expect(error).toBeNull();
    expect(data).toEqual([activeCopy]);
    const after = await truth('programs', activeCopy);
    expect(after).toMatchObject({
      name: 'Push template v2',
      duration_weeks: 6,
      status: 'active',
      client_id: before!.client_id,
      start_date: before!.start_date,
    });
    expect((await scheduled(activeCopy)).map((e) => [e.workout_id, e.day_of_week, e.notes])).toEqual([
      [b.id, 2, 'New'],
    ]);
    expect((await truth('programs', completedCopy))!.name).toBe('Push template');
  });

  it('refuses a client program, another trainer and a client', async () => {
    const { template, activeCopy } = await templateWithCopies();
    const ownCopy = await actors().trainer.rpc('push_program_to_clients', { p_program_id: activeCopy });
    expect(ownCopy.error?.code).toBe('22023');
    const other = await actors().otherTrainer.rpc('push_program_to_clients', { p_program_id: template.id });
    expect(other.error?.code).toBe('42501');
    const client = await actors().client.rpc('push_program_to_clients', { p_program_id: template.id });
    expect(client.error).not.toBeNull();
    expect((await truth('programs', activeCopy))!.name).toBe('Push template');
  });
});

describe('author_names (the author filter on /workouts)', () => {
  it('gives staff the names of colleagues and their own clients, nothing else, and clients nothing', async () => {
    const ids = [people.sam, people.alex, people.casey, people.jordan];
    const { data, error } = await actors().trainer.rpc('author_names', { p_ids: ids });
    expect(error).toBeNull();
    const named = (data ?? []) as { id: string; name: string }[];
    expect(named.map((row) => row.id).sort()).toEqual([people.sam, people.alex, people.casey].sort());
    expect(Object.keys(named[0] ?? {}).sort()).toEqual(['id', 'name']);
    expect(named.every((row) => row.name.length > 0)).toBe(true);
    const client = await actors().client.rpc('author_names', { p_ids: ids });
    expect(client.data).toEqual([]);
    const admin = await actors().admin.rpc('author_names', { p_ids: ids });
    expect(admin.data).toHaveLength(4);
  });
});
