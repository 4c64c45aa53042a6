import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, demo, serviceClient, signedInClient } from './support/clients';

const FULL_BODY_A = '00000000-0000-4000-8000-000000000101';
const CASEYS_HOTEL_WORKOUT = '00000000-0000-4000-8000-000000000141';

interface Row {
  exercise_id: string;
  sets?: number;
  rep_single?: number | null;
  rep_min?: number | null;
  rep_max?: number | null;
  rep_is_range?: boolean;
  tempo?: string | null;
  notes?: string | null;
  group_key?: string | null;
  id?: string;
}

describe('save_workout: one call writes a workout and all its exercises', () => {
  let trainer: SupabaseClient;
  let otherTrainer: SupabaseClient;
  let client: SupabaseClient;
  let exerciseIds: string[];

  beforeAll(async () => {
    [trainer, otherTrainer, client] = await Promise.all([
      signedInClient(demo.trainer.email),
      signedInClient(demo.otherTrainer.email),
      signedInClient(demo.client.email),
    ]);
    const { data } = await trainer.from('exercises').select('id').eq('is_active', true).order('name').limit(4);
    exerciseIds = (data ?? []).map((row) => row.id);
    expect(exerciseIds).toHaveLength(4);
  });

  const save = (who: SupabaseClient, workout: Record<string, unknown>, rows: Row[], revision?: number) =>
    who.rpc('save_workout', { p_workout: workout, p_exercises: rows, p_expected_revision: revision });

  const exercisesOf = async (workoutId: string) =>
    (
      await serviceClient()
        .from('workout_exercises')
        .select('id, exercise_id, order, rep_min, rep_max, rep_is_range, group_key, tempo')
        .eq('workout_id', workoutId)
        .order('order')
    ).data ?? [];

  it('creates a workout with a superset and a ranged rep target, in order', async () => {
    const { data, error } = await save(trainer, { name: 'Push superset', workout_type: 'strength' }, [
      { exercise_id: exerciseIds[0]!, rep_is_range: true, rep_min: 8, rep_max: 12, group_key: 'A', tempo: '3-1-X-0' },
      { exercise_id: exerciseIds[1]!, rep_single: 10, group_key: 'A' },
      { exercise_id: exerciseIds[2]!, rep_single: 5 },
    ]);
    expect(error).toBeNull();
    expect(data?.created_by).toBe(demo.trainer.id);
    expect(data?.revision).toBe(1);
    const rows = await exercisesOf(data!.id);
    expect(rows.map((row) => [row.exercise_id, row.order, row.group_key])).toEqual([
      [exerciseIds[0], 0, 'A'],
      [exerciseIds[1], 1, 'A'],
      [exerciseIds[2], 2, null],
    ]);
    expect(rows[0]).toMatchObject({ rep_is_range: true, rep_min: 8, rep_max: 12, tempo: '3-1-X-0' });
  });

  it('writes nothing when one exercise is invalid (atomic), with a 400', async () => {
    const name = `Half saved ${Date.now()}`;
    const { error, status } = await save(trainer, { name }, [
      { exercise_id: exerciseIds[0]! },
      { exercise_id: exerciseIds[1]!, rep_is_range: true, rep_min: 12, rep_max: 8 },
    ]);
    expect(error).not.toBeNull();
    expect(status).toBe(400);
    const { data } = await serviceClient().from('workouts').select('id').eq('name', name);
    expect(data).toEqual([]);
  });

  it('refuses bad input with a clear 400: blank name, lone or split superset, tempo, sets', async () => {
    const cases: [Record<string, unknown>, Row[], RegExp][] = [
      [{ name: '  ' }, [], /name/i],
      [{ name: 'x' }, [{ exercise_id: exerciseIds[0]!, group_key: 'A' }], /Superset A/],
      [
        { name: 'x' },
        [
          { exercise_id: exerciseIds[0]!, group_key: 'B' },
          { exercise_id: exerciseIds[1]! },
          { exercise_id: exerciseIds[2]!, group_key: 'B' },
        ],
        /next to each other/,
      ],
      [{ name: 'x' }, [{ exercise_id: exerciseIds[0]!, tempo: '3-1-2' }], /tempo/],
      [{ name: 'x' }, [{ exercise_id: exerciseIds[0]!, sets: -1 }], /sets/],
    ];
    for (const [workout, rows, message] of cases) {
      const { error, status } = await save(trainer, workout, rows);
      expect(status, JSON.stringify([rows, error])).toBe(400);
      expect(`${error?.message} ${error?.details}`).toMatch(message);
    }
  });

  it('edits with the loaded revision and refuses a stale one with a conflict (409)', async () => {
    const created = (await save(trainer, { name: 'Conflict test' }, [{ exercise_id: exerciseIds[0]! }])).data!;
    const [row] = await exercisesOf(created.id);
    // Two editors opened revision 1; the first save wins and keeps the row's id.
    const first = await save(
      trainer,
      { id: created.id, name: 'Conflict test (first)' },
      [{ id: row!.id, exercise_id: exerciseIds[0]!, rep_single: 6 }, { exercise_id: exerciseIds[3]! }],
      created.revision,
    );
    expect(first.error).toBeNull();
    expect(first.data?.revision).toBe(created.revision + 1);
    const rows = await exercisesOf(created.id);
    expect(rows.map((r) => r.exercise_id)).toEqual([exerciseIds[0], exerciseIds[3]]);
    expect(rows[0]?.id).toBe(row!.id);

    const second = await save(
      trainer,
      { id: created.id, name: 'Conflict test (second)' },
      [{ exercise_id: exerciseIds[2]! }],
      created.revision,
    );
    expect(second.status).toBe(409);
    expect(second.error?.message).toMatch(/Someone else saved this workout/);
    const { data: stored } = await serviceClient().from('workouts').select('name').eq('id', created.id).single();
    expect(stored?.name).toBe('Conflict test (first)');
  });

  it("lets only the workout's editors save it: another trainer and the client are refused", async () => {
    const { data: workout } = await serviceClient().from('workouts').select('revision').eq('id', FULL_BODY_A).single();
    for (const outsider of [otherTrainer, client]) {
      const { error } = await save(
        outsider,
        { id: FULL_BODY_A, name: 'Hijacked' },
        [{ exercise_id: exerciseIds[0]! }],
        workout!.revision,
      );
      expect(error).not.toBeNull();
    }
    const { data: stored } = await serviceClient().from('workouts').select('name').eq('id', FULL_BODY_A).single();
    expect(stored?.name).toBe('Full Body A');
    const anonymous = await save(anonClient(), { name: 'Anon' }, []);
    expect(anonymous.error).not.toBeNull();
  });

  it('lets a client save a workout they made', async () => {
    const { data: workout } = await client.from('workouts').select('revision').eq('id', CASEYS_HOTEL_WORKOUT).single();
    const rows = await exercisesOf(CASEYS_HOTEL_WORKOUT);
    const { error } = await save(
      client,
      { id: CASEYS_HOTEL_WORKOUT, name: "Casey's Hotel Workout", workout_type: 'strength', difficulty: 'beginner' },
      rows.map((r) => ({ id: r.id, exercise_id: r.exercise_id, rep_single: 12 })),
      workout!.revision,
    );
    expect(error).toBeNull();
  });
});

describe('deleting and archiving workouts', () => {
  it('refuses to delete a workout a program or a log uses (409) and allows archiving it', async () => {
    const trainer = await signedInClient(demo.trainer.email);
    const { error, status } = await trainer.from('workouts').delete().eq('id', FULL_BODY_A);
    expect(status).toBe(409);
    expect(error?.message).toMatch(/Archive it instead/);
    const archived = await trainer.from('workouts').update({ is_archived: true }).eq('id', FULL_BODY_A).select('id');
    expect(archived.data).toHaveLength(1);
    await trainer.from('workouts').update({ is_archived: false }).eq('id', FULL_BODY_A);
  });

  it('deletes an unused workout', async () => {
    const trainer = await signedInClient(demo.trainer.email);
    const { data: exercise } = await trainer.from('exercises').select('id').limit(1).single();
    const { data: created } = await trainer.rpc('save_workout', {
      p_workout: { name: 'Scratch' },
      p_exercises: [{ exercise_id: exercise!.id }],
    });
    const { error } = await trainer.from('workouts').delete().eq('id', created!.id);
    expect(error).toBeNull();
    expect((await serviceClient().from('workout_exercises').select('id').eq('workout_id', created!.id)).data).toEqual(
      [],
    );
  });
});

describe('exercise authoring', () => {
  it('keeps names unique within the active library, case-folded; archiving frees the name', async () => {
    const trainer = await signedInClient(demo.trainer.email);
    const name = `Landmine Press ${Date.now()}`;
    const insert = (value: string) =>
      trainer
        .from('exercises')
        .insert({
          name: value,
          slug: `${value.toLowerCase().replace(/\W+/g, '-')}-${Math.random()}`,
          created_by: demo.trainer.id,
        })
        .select('id')
        .single();
    const first = await insert(name);
    expect(first.error).toBeNull();
    const twin = await insert(`  ${name.toUpperCase()} `);
    expect(twin.status).toBe(409);
    expect(twin.error?.code).toBe('23505');
    await trainer.from('exercises').update({ is_active: false }).eq('id', first.data!.id);
    expect((await insert(name)).error).toBeNull();
  });

  it('accepts only an https demo video link', async () => {
    const trainer = await signedInClient(demo.trainer.email);
    const name = `Video test ${Date.now()}`;
    const { data } = await trainer
      .from('exercises')
      .insert({ name, slug: `video-test-${Date.now()}`, created_by: demo.trainer.id })
      .select('id')
      .single();
    const bad = await trainer.from('exercises').update({ demo_video_url: 'javascript:alert(1)' }).eq('id', data!.id);
    expect(bad.status).toBe(400);
    const good = await trainer
      .from('exercises')
      .update({ demo_video_url: 'https://video.example/landmine' })
      .eq('id', data!.id);
    expect(good.error).toBeNull();
  });

  it('accepts only an https thumbnail or the Storage path of an upload (issue 24)', async () => {
    const trainer = await signedInClient(demo.trainer.email);
    const name = `Thumbnail test ${Date.now()}`;
    const { data } = await trainer
      .from('exercises')
      .insert({ name, slug: `thumbnail-test-${Date.now()}`, created_by: demo.trainer.id })
      .select('id')
      .single();
    const set = (value: string) => trainer.from('exercises').update({ thumbnail_url: value }).eq('id', data!.id);
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://cdn.example/row.png',
      '//evil.example/row.png',
      `${demo.trainer.id}/../other/row.png`,
      '/etc/passwd',
      'row.png',
    ]) {
      const refused = await set(bad);
      expect(refused.status, bad).toBe(400);
      expect(refused.error?.code, bad).toBe('23514');
    }
    for (const good of [
      'https://cdn.example/row.png',
      `${demo.trainer.id}/0b7c4e0e-9d43-4a57-9d0e-1d2f3a4b5c6d.webp`,
    ]) {
      expect((await set(good)).error, good).toBeNull();
    }
    const stored = await serviceClient().from('exercises').select('thumbnail_url').eq('id', data!.id).single();
    expect(stored.data?.thumbnail_url).toBe(`${demo.trainer.id}/0b7c4e0e-9d43-4a57-9d0e-1d2f3a4b5c6d.webp`);
  });

  it('accepts as demo images only https addresses or Storage paths of uploads, in order (issue 33)', async () => {
    const trainer = await signedInClient(demo.trainer.email);
    const name = `Demo images test ${Date.now()}`;
    const { data } = await trainer
      .from('exercises')
      .insert({ name, slug: `demo-images-test-${Date.now()}`, created_by: demo.trainer.id })
      .select('id')
      .single();
    const set = (images: string[]) => trainer.from('exercises').update({ images }).eq('id', data!.id);
    const upload = `${demo.trainer.id}/0b7c4e0e-9d43-4a57-9d0e-1d2f3a4b5c6d.webp`;
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://cdn.example/squat.jpg',
      '//evil.example/squat.jpg',
      `${demo.trainer.id}/../other/squat.png`,
      'https://cdn.example/has space.jpg',
      'squat.jpg',
      '',
    ]) {
      // One bad item among good ones refuses the whole list.
      const refused = await set(['https://cdn.example/start.jpg', bad]);
      expect(refused.status, bad).toBe(400);
      expect(refused.error?.code, bad).toBe('23514');
    }
    const good = [
      'https://raw.githubusercontent.com/yuhonas/free-exercise-db/main/exercises/Goblet_Squat/0.jpg',
      upload,
    ];
    expect((await set(good)).error).toBeNull();
    const stored = await serviceClient().from('exercises').select('images').eq('id', data!.id).single();
    expect(stored.data?.images).toEqual(good);
    // Over the list's limits (20 items, 2048 characters each): refused, not slow.
    expect((await set(Array.from({ length: 21 }, (_, i) => `https://cdn.example/${i}.jpg`))).status).toBe(400);
    expect((await set([`https://cdn.example/${'a'.repeat(1_000_000)}`])).status).toBe(400);
  });
});

describe('the exercise-media bucket', () => {
  const png = () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7]);

  it('is public to read but not listable; staff write into their own folder; clients and other folders are refused', async () => {
    const [trainer, otherTrainer, client] = await Promise.all([
      signedInClient(demo.trainer.email),
      signedInClient(demo.otherTrainer.email),
      signedInClient(demo.client.email),
    ]);
    const path = `${demo.trainer.id}/thumb-${Date.now()}.png`;
    const upload = await trainer.storage.from('exercise-media').upload(path, png(), { contentType: 'image/png' });
    expect(upload.error).toBeNull();
    const { data: bucket } = await serviceClient().storage.getBucket('exercise-media');
    expect(bucket?.public).toBe(true);
    // The public link serves the image without any credential (how an <img> loads it).
    const image = await fetch(anonClient().storage.from('exercise-media').getPublicUrl(path).data.publicUrl);
    expect(image.status).toBe(200);
    expect((await image.arrayBuffer()).byteLength).toBe(9);

    const byClient = await client.storage
      .from('exercise-media')
      .upload(`${demo.client.id}/x.png`, png(), { contentType: 'image/png' });
    expect(byClient.error).not.toBeNull();
    const intoOthers = await otherTrainer.storage
      .from('exercise-media')
      .upload(`${demo.trainer.id}/x-${Date.now()}.png`, png(), { contentType: 'image/png' });
    expect(intoOthers.error).not.toBeNull();
    const notAnImage = await trainer.storage
      .from('exercise-media')
      .upload(`${demo.trainer.id}/x-${Date.now()}.txt`, new Uint8Array([1, 2]), { contentType: 'text/plain' });
    expect(notAnImage.error).not.toBeNull();

    // Public to read by URL, but not listable (issue 24: the linter's public_bucket_allows_listing):
    // a client and another trainer see nothing of Taylor's folder; Taylor sees his own file.
    const names = async (client: typeof trainer) =>
      ((await client.storage.from('exercise-media').list(demo.trainer.id)).data ?? []).map((f) => f.name);
    expect(await names(client)).toEqual([]);
    expect(await names(otherTrainer)).toEqual([]);
    expect(await names(trainer)).toContain(path.split('/')[1]);

    await otherTrainer.storage.from('exercise-media').remove([path]);
    expect((await serviceClient().storage.from('exercise-media').download(path)).data).not.toBeNull();
    await trainer.storage.from('exercise-media').remove([path]);
    expect((await serviceClient().storage.from('exercise-media').download(path)).data).toBeNull();
  });
});
