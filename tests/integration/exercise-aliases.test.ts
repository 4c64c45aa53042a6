import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, serviceClient, signedInClient } from './support/clients';

// Exercise aliases (issue 32): names and aliases stay unique within the active library, case-folded.
// Each test makes its own exercises (slugs prefixed "alias-test-") and the file deletes them after.
const PREFIX = 'alias-test-';
let trainer: SupabaseClient;
let counter = 0;

async function createExercise(name: string, aliases: string[] = [], isActive = true) {
  counter += 1;
  const slug = `${PREFIX}${Date.now()}-${counter}`;
  const { data, error } = await trainer
    .from('exercises')
    .insert({ slug, name, aliases, is_active: isActive, created_by: demo.trainer.id })
    .select('id, aliases')
    .single();
  if (error) throw new Error(error.message);
  return data as { id: string; aliases: string[] };
}

const unique = (word: string) => `${word} ${Date.now().toString(36)}${counter + 1}`;

describe('exercise aliases', () => {
  beforeAll(async () => {
    trainer = await signedInClient(demo.trainer.email);
  });
  afterAll(async () => {
    const { error } = await serviceClient().from('exercises').delete().like('slug', `${PREFIX}%`);
    if (error) throw new Error(`cleanup failed: ${error.message}`);
  });

  it('the seed library carries the common aliases', async () => {
    const { data, error } = await trainer
      .from('exercises')
      .select('slug, aliases')
      .in('slug', ['romanian-deadlift', 'overhead-press', 'lying-triceps-extension']);
    expect(error).toBeNull();
    const bySlug = new Map((data ?? []).map((row) => [row.slug as string, row.aliases as string[]]));
    expect(bySlug.get('romanian-deadlift')).toEqual(expect.arrayContaining(['RDL', 'SLDL']));
    expect(bySlug.get('overhead-press')).toEqual(expect.arrayContaining(['OHP', 'Military Press']));
    expect(bySlug.get('lying-triceps-extension')).toContain('Skull Crusher');
  });

  it('staff add and remove aliases', async () => {
    const exercise = await createExercise(unique('Alias Press'));
    const alias = unique('AP');
    const added = await trainer
      .from('exercises')
      .update({ aliases: [alias] })
      .eq('id', exercise.id)
      .select('aliases');
    expect(added.error).toBeNull();
    expect(added.data?.[0]?.aliases).toEqual([alias]);

    const removed = await trainer.from('exercises').update({ aliases: [] }).eq('id', exercise.id).select('aliases');
    expect(removed.error).toBeNull();
    expect(removed.data?.[0]?.aliases).toEqual([]);
  });

  it("refuses an alias equal to another active exercise's alias or name, case-folded, with words and a 409", async () => {
    const alias = unique('Skull Smasher');
    const first = await createExercise(unique('Alias Extension'), [alias]);
    const second = await createExercise(unique('Alias Curl'));

    const sameAlias = await trainer
      .from('exercises')
      .update({ aliases: [alias.toUpperCase()] })
      .eq('id', second.id);
    expect(sameAlias.status).toBe(409);
    expect(sameAlias.error?.code).toBe('23505');
    expect(sameAlias.error?.message).toMatch(/already goes by/);

    const { data: firstRow } = await trainer.from('exercises').select('name').eq('id', first.id).single();
    const sameName = await trainer
      .from('exercises')
      .update({ aliases: [`${(firstRow!.name as string).toLowerCase()}`] })
      .eq('id', second.id);
    expect(sameName.status).toBe(409);
    expect(sameName.error?.code).toBe('23505');
  });

  it("refuses a name equal to another active exercise's alias", async () => {
    const alias = unique('Hinge Thing');
    await createExercise(unique('Alias Hinge'), [alias]);
    const { status, error } = await trainer
      .from('exercises')
      .insert({ slug: `${PREFIX}clash-${Date.now()}`, name: ` ${alias.toLowerCase()}`, created_by: demo.trainer.id });
    expect(status).toBe(409);
    expect(error?.code).toBe('23505');
  });

  it("refuses an alias that repeats the exercise's own name or another of its aliases", async () => {
    const name = unique('Alias Row');
    const exercise = await createExercise(name);
    const own = await trainer
      .from('exercises')
      .update({ aliases: [name.toUpperCase()] })
      .eq('id', exercise.id);
    expect(own.status).toBe(409);
    const twice = await trainer
      .from('exercises')
      .update({ aliases: ['Row X', 'row x'] })
      .eq('id', exercise.id);
    expect(twice.status).toBe(409);
  });

  it('refuses malformed aliases with words and a 400', async () => {
    const exercise = await createExercise(unique('Alias Lunge'));
    for (const aliases of [[''], [' padded'], ['x'.repeat(81)], Array.from({ length: 21 }, (_, i) => `Lunge ${i}`)]) {
      const { status, error } = await trainer.from('exercises').update({ aliases }).eq('id', exercise.id);
      expect(status, JSON.stringify(aliases)).toBe(400);
      expect(error?.code).toBe('22023');
      expect(error?.message).toMatch(/alias/i);
    }
  });

  it('archived exercises do not clash, and an archived one cannot come back over a live alias', async () => {
    const alias = unique('Old Nickname');
    const archived = await createExercise(unique('Alias Archived'), [alias], false);
    const live = await createExercise(unique('Alias Live'), [alias]);
    expect(live.aliases).toEqual([alias]);

    const revived = await trainer.from('exercises').update({ is_active: true }).eq('id', archived.id);
    expect(revived.status).toBe(409);
    expect(revived.error?.code).toBe('23505');
  });
});
