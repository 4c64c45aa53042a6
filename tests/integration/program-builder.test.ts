import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import { actorsForFile, people, rows, Scope, svc, truth, type Row } from './support/rls-fixtures';

// save_program and assign_program (supabase/migrations/20260101000400_workouts_and_programs.sql): one
// transaction each, run as the caller, one active program per client, and a copy per client.

const actors = actorsForFile();
let scope = new Scope();
afterEach(async () => {
  await scope.dispose();
  scope = new Scope();
});

/** A workout of `creator`'s own library. */
async function workout(creator: string, clientId: string | null = null): Promise<Row> {
  return scope.insert('workouts', rows.workout(creator, clientId));
}

async function saveProgram(client: SupabaseClient, program: Record<string, unknown>) {
  const result = await client.rpc('save_program', { p_program: program });
  if (result.data && typeof result.data === 'object' && 'id' in result.data) {
    scope.track('programs', String(result.data.id));
  }
  return result;
}

async function assign(client: SupabaseClient, programId: string, clientIds: string[]) {
  const result = await client.rpc('assign_program', { p_program_id: programId, p_client_ids: clientIds });
  for (const id of (result.data as string[] | null) ?? []) scope.track('programs', id);
  return result;
}

async function programWorkouts(programId: string) {
  const { data, error } = await svc()
    .from('program_workouts')
    .select('workout_id, position, day_of_week, notes')
    .eq('program_id', programId)
    .order('position');
  if (error) throw error;
  return data;
}

async function activePrograms(clientId: string) {
  const { data, error } = await svc().from('programs').select('id').eq('client_id', clientId).eq('status', 'active');
  if (error) throw error;
  return data.map((row) => row.id as string);
}

describe('save_program', () => {
  it('writes a weekly template and its workouts in order, with the settings', async () => {
    const [a, b] = [await workout(people.taylor), await workout(people.taylor)];
    const { data, error } = await saveProgram(actors().trainer, {
      name: '  Four-week base  ',
      difficulty: 'beginner',
      goals: ['strength', ' '],
      training_styles: ['engage-health', 'strength'],
      duration_weeks: 4,
      flex_schedule: false,
      workouts: [
        { workout_id: a.id, day_of_week: 1, notes: 'Easy start' },
        { workout_id: b.id, day_of_week: 4 },
      ],
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      name: 'Four-week base',
      client_id: null,
      created_by: people.taylor,
      goals: ['strength'],
      training_styles: ['engage-health', 'strength'],
      duration_weeks: 4,
    });
    expect(await programWorkouts(data.id)).toEqual([
      { workout_id: a.id, position: 0, day_of_week: 1, notes: 'Easy start' },
      { workout_id: b.id, position: 1, day_of_week: 4, notes: null },
    ]);
  });

  it('refuses bad input with a 4xx and a clear message, writing nothing', async () => {
    const a = await workout(people.taylor);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: '   ', workouts: [] }, /name/],
      [{ name: 'X', duration_weeks: 0, workouts: [] }, /1 to 104/],
      [{ name: 'X', duration_weeks: 105, workouts: [] }, /1 to 104/],
      [{ name: 'X', workouts: [{ workout_id: a.id, day_of_week: 7 }] }, /day of the week/],
      [{ name: 'X', workouts: [{ workout_id: a.id }] }, /day of the week/],
      [{ name: 'X', flex_schedule: true, starting_workout_index: 3, workouts: [{ workout_id: a.id }] }, /rotation/],
      [{ name: 'X', workouts: [{ workout_id: a.id, day_of_week: 1, notes: 'n'.repeat(2001) }] }, /notes/],
    ];
    for (const [program, message] of cases) {
      const { error, status } = await actors().trainer.rpc('save_program', { p_program: program });
      expect(error?.message ?? `saved ${JSON.stringify(program)}`).toMatch(message);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
  });

  it('is atomic: a workout the trainer may not read rolls the whole program back', async () => {
    const mine = await workout(people.taylor);
    const samsOwn = await workout(people.sam);
    const name = `Atomic ${randomUUID()}`;
    const { error } = await saveProgram(actors().trainer, {
      name,
      flex_schedule: true,
      workouts: [{ workout_id: mine.id }, { workout_id: samsOwn.id }],
    });
    expect(error?.code).toBe('42501');
    const { data } = await svc().from('programs').select('id').eq('name', name);
    expect(data).toEqual([]);
  });

  it('updates in place, replaces the workouts, and refuses a stale edit with a conflict', async () => {
    const [a, b] = [await workout(people.taylor), await workout(people.taylor)];
    const first = await saveProgram(actors().trainer, {
      name: 'Rotation',
      flex_schedule: true,
      workouts: [{ workout_id: a.id }],
    });
    const saved = first.data as Row & { updated_at: string };
    const second = await saveProgram(actors().trainer, {
      id: saved.id,
      expected_updated_at: saved.updated_at,
      name: 'Rotation v2',
      flex_schedule: true,
      starting_workout_index: 1,
      workouts: [{ workout_id: b.id }, { workout_id: a.id }],
    });
    expect(second.error).toBeNull();
    expect(await truth('programs', saved.id)).toMatchObject({ name: 'Rotation v2', starting_workout_index: 1 });
    expect((await programWorkouts(saved.id)).map((row) => row.workout_id)).toEqual([b.id, a.id]);

    const stale = await actors().trainer.rpc('save_program', {
      p_program: { id: saved.id, expected_updated_at: saved.updated_at, name: 'Lost', workouts: [] },
    });
    expect(stale.error?.code).toBe('PT409');
    expect(await truth('programs', saved.id)).toMatchObject({ name: 'Rotation v2' });
  });

  it("refuses another trainer's program and a client's own attempt", async () => {
    const a = await workout(people.taylor);
    const { data } = await saveProgram(actors().trainer, { name: 'Mine', flex_schedule: true, workouts: [] });
    const bySam = await actors().otherTrainer.rpc('save_program', {
      p_program: { id: (data as Row).id, name: 'Taken', flex_schedule: true, workouts: [] },
    });
    expect(bySam.error?.code).toBe('42501');
    const byClient = await actors().client.rpc('save_program', {
      p_program: { name: 'Self-made', flex_schedule: true, workouts: [{ workout_id: a.id }] },
    });
    expect(byClient.error?.code).toBe('42501');
    const byAnon = await actors().anon.rpc('save_program', { p_program: { name: 'Anon' } });
    expect(byAnon.error).not.toBeNull();
  });

  it("saving straight for a client completes the client's previous active program", async () => {
    const clientId = await scope.freshUser({ assignedTo: people.taylor });
    const a = await workout(people.taylor);
    const old = await scope.insert('programs', { ...rows.program(people.taylor, clientId), status: 'active' });
    const { data, error } = await saveProgram(actors().trainer, {
      name: 'For the new client',
      client_id: clientId,
      workouts: [{ workout_id: a.id, day_of_week: 2 }],
    });
    expect(error).toBeNull();
    expect(await activePrograms(clientId)).toEqual([(data as Row).id]);
    expect(await truth('programs', old.id)).toMatchObject({ status: 'completed' });
  });
});

describe('assign_program', () => {
  async function template(): Promise<{ id: string; workouts: [string, string] }> {
    const [a, b] = [await workout(people.taylor), await workout(people.taylor)];
    const { data, error } = await saveProgram(actors().trainer, {
      name: 'Template',
      duration_weeks: 4,
      workouts: [
        { workout_id: a.id, day_of_week: 1, notes: 'Go' },
        { workout_id: b.id, day_of_week: 3 },
      ],
    });
    if (error) throw error;
    return { id: (data as Row).id, workouts: [a.id, b.id] };
  }

  it('gives each client their own copy; later template edits leave the copies alone', async () => {
    const source = await template();
    const clients = [
      await scope.freshUser({ assignedTo: people.taylor }),
      await scope.freshUser({ assignedTo: people.taylor }),
    ];
    const { data: copies, error } = await assign(actors().trainer, source.id, clients);
    expect(error).toBeNull();
    expect(copies).toHaveLength(2);
    for (const [index, copyId] of (copies as string[]).entries()) {
      expect(copyId).not.toBe(source.id);
      expect(await truth('programs', copyId)).toMatchObject({
        client_id: clients[index],
        status: 'active',
        source_program_id: source.id,
        name: 'Template',
      });
      expect(await programWorkouts(copyId)).toEqual([
        { workout_id: source.workouts[0], position: 0, day_of_week: 1, notes: 'Go' },
        { workout_id: source.workouts[1], position: 1, day_of_week: 3, notes: null },
      ]);
    }
    const [firstCopy] = copies as [string, string];
    await saveProgram(actors().trainer, { id: source.id, name: 'Template v2', workouts: [] });
    expect(await truth('programs', firstCopy)).toMatchObject({ name: 'Template' });
    expect(await programWorkouts(firstCopy)).toHaveLength(2);
    // The client reads their copy as the active program.
    expect(await activePrograms(clients[0] ?? '')).toEqual([firstCopy]);
  });

  it('keeps one active program per client: a new assignment completes the previous one', async () => {
    const source = await template();
    const clientId = await scope.freshUser({ assignedTo: people.taylor });
    const first = await assign(actors().trainer, source.id, [clientId]);
    const second = await assign(actors().trainer, source.id, [clientId]);
    expect(second.error).toBeNull();
    expect(await activePrograms(clientId)).toEqual(second.data);
    const [firstCopy] = first.data as [string];
    expect(await truth('programs', firstCopy)).toMatchObject({ status: 'completed' });
  });

  it('the database itself refuses a second active program for a client', async () => {
    const clientId = await scope.freshUser({ assignedTo: people.taylor });
    await scope.insert('programs', { ...rows.program(people.taylor, clientId), status: 'active' });
    const { error } = await svc()
      .from('programs')
      .insert({ ...rows.program(people.taylor, clientId), status: 'active' });
    expect(error?.code).toBe('23505');
  });

  it("refuses another trainer's client, and rolls back a batch that includes one", async () => {
    const source = await template();
    const mine = await scope.freshUser({ assignedTo: people.taylor });
    const samsClient = await scope.freshUser({ assignedTo: people.sam });
    const { error } = await assign(actors().trainer, source.id, [mine, samsClient]);
    expect(error?.code).toBe('42501');
    expect(error?.message).toMatch(/trainer or an admin/);
    expect(await activePrograms(mine)).toEqual([]);
  });

  it('refuses a program the trainer may not read, and lets an admin assign to anyone', async () => {
    const source = await template();
    const samsClient = await scope.freshUser({ assignedTo: people.sam });
    const bySam = await assign(actors().otherTrainer, source.id, [samsClient]);
    expect(bySam.error?.code).toBe('42501');
    expect(bySam.error?.message).toMatch(/not found/);
    const byAdmin = await assign(actors().admin, source.id, [samsClient]);
    expect(byAdmin.error).toBeNull();
    expect(await activePrograms(samsClient)).toEqual(byAdmin.data);
  });

  it('refuses clients themselves and an empty client list', async () => {
    const source = await template();
    const byClient = await assign(actors().client, source.id, [people.casey]);
    expect(byClient.error?.code).toBe('42501');
    const none = await assign(actors().trainer, source.id, []);
    expect(none.error?.code).toBe('22023');
    expect(none.status).toBe(400);
  });
});
