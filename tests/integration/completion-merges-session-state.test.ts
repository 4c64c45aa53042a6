import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { demo, serviceClient, signedInClient } from './support/clients';

/**
 * Issue 23 §2: the finish that completes a session takes in every set the server holds for it.
 * Two devices sync their sets into workout_sessions.state; one of them finishes without having seen
 * the other's: the log still holds both, merged by revision as the devices merge them.
 */

const CLIENT = demo.client;

interface DocSet {
  id: string;
  reps: number | string | null;
  weight: number | null;
  completed: boolean;
  rev: number;
  deleted?: boolean;
}

const docSet = (overrides: Partial<DocSet> & { rev: number }): DocSet => ({
  id: randomUUID(),
  reps: 5,
  weight: 100,
  completed: true,
  ...overrides,
});

/** A logger document (only what the server reads) with one exercise per entry. */
function documentOf(sessionId: string, exercises: Array<{ exerciseId: string; sets: DocSet[] }>) {
  return {
    version: 1,
    sessionId,
    userId: CLIENT.id,
    exercises: exercises.map(({ exerciseId, sets }) => ({
      id: randomUUID(),
      exerciseId,
      workoutExerciseId: null,
      notes: '',
      sets: sets.map((set) => ({
        durationSeconds: null,
        rpe: null,
        isWarmup: false,
        completedAt: new Date().toISOString(),
        updatedAt: Date.now(),
        ...set,
      })),
    })),
  };
}

const payloadSet = (exerciseId: string, set: DocSet, setNumber = 1) => ({
  id: set.id,
  exercise_id: exerciseId,
  set_number: setNumber,
  reps: set.reps,
  weight: set.weight,
  revision: set.rev,
});

function logFor(sessionId: string) {
  return {
    id: randomUUID(),
    user_id: CLIENT.id as string,
    session_id: sessionId,
    workout_id: null,
    workout_name: 'Two devices',
    started_at: new Date(Date.now() - 3_600_000).toISOString(),
    completed_at: new Date().toISOString(),
    duration_seconds: 3600,
    notes: null,
  };
}

async function savedSets(sessionId: string) {
  const service = serviceClient();
  const { data: logs } = await service.from('workout_logs').select('id').eq('session_id', sessionId);
  if (!logs?.length) return [];
  const { data } = await service
    .from('workout_log_sets')
    .select('id, exercise_id, reps, weight, revision')
    .eq('log_id', (logs[0] as { id: string }).id);
  return (data ?? []) as Array<{ id: string; exercise_id: string; reps: number; weight: number; revision: number }>;
}

describe('complete_workout_session merges the session state the server holds', () => {
  let phone: SupabaseClient;
  let squat: string;
  let bench: string;

  beforeAll(async () => {
    phone = await signedInClient(CLIENT.email);
    const { data } = await serviceClient().from('exercises').select('id').eq('is_active', true).order('name').limit(2);
    [squat, bench] = (data ?? []).map((row: { id: string }) => row.id) as [string, string];
  });

  /** A session whose server copy holds `exercises`, as the devices' syncs left it. */
  async function syncedSession(exercises: Array<{ exerciseId: string; sets: DocSet[] }>): Promise<string> {
    const id = randomUUID();
    const { error } = await phone
      .from('workout_sessions')
      .insert({ id, user_id: CLIENT.id, workout_name: 'Two devices', state: documentOf(id, exercises), revision: 3 });
    if (error) throw error;
    return id;
  }

  it('saves a set another device synced but the finishing device never saw, once, even when sent again', async () => {
    const mine = docSet({ rev: 2 });
    const theirs = docSet({ rev: 1_790_000_000_000, weight: 60, reps: 8 });
    const session = await syncedSession([
      { exerciseId: squat, sets: [mine] },
      { exerciseId: bench, sets: [theirs] },
    ]);
    const log = logFor(session);
    const first = await phone.rpc('complete_workout_session', { p_log: log, p_sets: [payloadSet(squat, mine)] });
    expect(first.error).toBeNull();
    const again = await phone.rpc('complete_workout_session', { p_log: log, p_sets: [payloadSet(squat, mine)] });
    expect(again.error).toBeNull();

    const saved = await savedSets(session);
    expect(saved.map((set) => set.id).sort()).toEqual([mine.id, theirs.id].sort());
    expect(saved.find((set) => set.id === theirs.id)).toMatchObject({
      exercise_id: bench,
      weight: 60,
      reps: 8,
      revision: 1_790_000_000_000,
    });
    expect(first.data.total_volume).toBe(5 * 100 + 8 * 60);
  });

  it('takes the higher revision of each set, and leaves out a set un-checked or removed there later', async () => {
    const changedThere = docSet({ rev: 7, reps: 9 });
    const changedHere = docSet({ rev: 4, reps: 3 });
    const uncheckedThere = docSet({ rev: 6, completed: false });
    const removedThere = docSet({ rev: 6, deleted: true });
    const staleUncheck = docSet({ rev: 2, completed: false });
    const session = await syncedSession([
      { exerciseId: squat, sets: [changedThere, changedHere, uncheckedThere, removedThere, staleUncheck] },
    ]);
    const here = [
      { ...changedThere, reps: 5, rev: 5 },
      { ...changedHere, reps: 6, rev: 8 },
      { ...uncheckedThere, completed: true, rev: 5 },
      { ...removedThere, rev: 5 },
      { ...staleUncheck, completed: true, reps: 12, rev: 3 },
    ];
    const result = await phone.rpc('complete_workout_session', {
      p_log: logFor(session),
      p_sets: here.map((set, index) => payloadSet(squat, set, index + 1)),
    });
    expect(result.error).toBeNull();

    const saved = new Map((await savedSets(session)).map((set) => [set.id, set]));
    expect([...saved.keys()].sort()).toEqual([changedThere.id, changedHere.id, staleUncheck.id].sort());
    expect(saved.get(changedThere.id)).toMatchObject({ reps: 9, revision: 7 });
    expect(saved.get(changedHere.id)).toMatchObject({ reps: 6, revision: 8 });
    expect(saved.get(staleUncheck.id)).toMatchObject({ reps: 12, revision: 3 });
  });

  it('does not merge again once the session is finished, so a set deleted since stays deleted', async () => {
    const kept = docSet({ rev: 2 });
    const deletedLater = docSet({ rev: 3 });
    const session = await syncedSession([{ exerciseId: squat, sets: [kept, deletedLater] }]);
    const log = logFor(session);
    await phone.rpc('complete_workout_session', { p_log: log, p_sets: [payloadSet(squat, kept)] });
    expect(await savedSets(session)).toHaveLength(2);

    // A History edit deletes one, then another edit of the same log arrives.
    await phone.rpc('complete_workout_session', {
      p_log: log,
      p_sets: [],
      p_removed: [{ id: deletedLater.id, revision: 4 }],
    });
    await phone.rpc('complete_workout_session', { p_log: log, p_sets: [{ ...payloadSet(squat, kept), revision: 5 }] });
    expect((await savedSets(session)).map((set) => set.id)).toEqual([kept.id]);
  });

  it('leaves out a set of the server copy the table cannot hold instead of refusing the finish', async () => {
    const mine = docSet({ rev: 2 });
    const broken = docSet({ rev: 3, reps: 'lots' });
    const tooHeavy = docSet({ rev: 3, weight: 20_000 });
    const session = await syncedSession([{ exerciseId: squat, sets: [mine, broken, tooHeavy] }]);
    const result = await phone.rpc('complete_workout_session', {
      p_log: logFor(session),
      p_sets: [payloadSet(squat, mine)],
    });
    expect(result.error).toBeNull();
    expect((await savedSets(session)).map((set) => set.id)).toEqual([mine.id]);
  });
});
