import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATASET_SOURCE, FREE_EXERCISE_DB_IMAGE_BASE, parseExerciseDataset } from '../../scripts/lib/exercise-dataset';
import { datasetAliases } from '../../scripts/lib/free-exercise-db-aliases';
import { importExercises } from '../../scripts/lib/import-exercises';
import { serviceClient } from './support/clients';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const datasetFile = path.resolve(repoRoot, '../shared/data/free-exercise-db/exercises.json');
// The public dataset lives outside the repository (it is reference data, never committed);
// without it the full-import test is skipped and only the small in-test dataset runs.
const hasDataset = existsSync(datasetFile);

const nameKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

async function countImported(): Promise<number> {
  const { count, error } = await serviceClient()
    .from('exercises')
    .select('id', { count: 'exact', head: true })
    .eq('source', DATASET_SOURCE);
  if (error) throw new Error(error.message);
  return count ?? 0;
}

/** Lower-cased names and aliases of library exercises from other sources (what the importer must skip). */
async function otherSourceNames(): Promise<Set<string>> {
  const names = new Set<string>();
  for (let from = 0; ; from += 1000) {
    const { data, error } = await serviceClient()
      .from('exercises')
      .select('name, aliases')
      .neq('source', DATASET_SOURCE)
      .order('id')
      .range(from, from + 999);
    if (error) throw new Error(error.message);
    for (const row of data) for (const name of [row.name, ...row.aliases] as string[]) names.add(nameKey(name));
    if (data.length < 1000) return names;
  }
}

describe('importExercises', () => {
  // Leave the shared backend as the other test files expect it: only the seed library.
  afterAll(async () => {
    const { error } = await serviceClient().from('exercises').delete().eq('source', DATASET_SOURCE);
    if (error) throw new Error(`cleanup failed: ${error.message}`);
  });

  it.skipIf(!hasDataset)('imports the free-exercise-db dataset, then re-imports it without changes', async () => {
    const { rows, invalid } = parseExerciseDataset(JSON.parse(readFileSync(datasetFile, 'utf8')));
    expect(invalid).toEqual([]);
    const taken = await otherSourceNames();
    const expectedDuplicates = rows.filter((row) => taken.has(nameKey(row.name))).length;
    expect(expectedDuplicates).toBeGreaterThan(0); // the seed library shares classics like "Goblet Squat"
    const before = await countImported();

    const first = await importExercises(serviceClient(), rows, { invalid: invalid.length });
    expect(first).toMatchObject({
      inserted: rows.length - expectedDuplicates,
      updated: 0,
      unchanged: 0,
      duplicates: expectedDuplicates,
      invalid: 0,
      failed: 0,
    });
    expect(await countImported()).toBe(before + first.inserted);
    for (const duplicate of first.duplicateRecords) expect(taken.has(nameKey(duplicate.name))).toBe(true);

    const { data: sample, error } = await serviceClient()
      .from('exercises')
      .select('slug, name, equipment, level, source, source_ref, is_active')
      .eq('source', DATASET_SOURCE)
      .eq('source_ref', '3_4_Sit-Up')
      .single();
    expect(error).toBeNull();
    expect(sample).toEqual({
      slug: 'fdb-3-4-sit-up',
      name: '3/4 Sit-Up',
      equipment: 'body weight',
      level: 'beginner',
      source: DATASET_SOURCE,
      source_ref: '3_4_Sit-Up',
      is_active: true,
    });

    const second = await importExercises(serviceClient(), rows, { invalid: invalid.length });
    expect(second).toMatchObject({
      inserted: 0,
      updated: 0,
      unchanged: first.inserted,
      duplicates: expectedDuplicates,
      invalid: 0,
      failed: 0,
    });
    expect(await countImported()).toBe(before + first.inserted);
  });

  it('reports bad records and still imports the good ones; updates only what changed', async () => {
    const good = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
      id,
      name,
      force: 'pull',
      level: 'intermediate',
      mechanic: 'isolation',
      equipment: 'bands',
      primaryMuscles: ['biceps'],
      secondaryMuscles: ['forearms'],
      instructions: ['Anchor the band low.', 'Curl up, lower slowly.'],
      category: 'strength',
      images: [],
      ...extra,
    });
    const dataset = [
      good('Liftwise_Test_Band_Curl', 'Liftwise Test Band Curl'),
      { id: 'Liftwise_Test_No_Name', level: 'beginner', primaryMuscles: ['chest'] },
      good('Liftwise_Test_Bad_Level', 'Liftwise Test Bad Level', { level: 'legendary' }),
      42,
      good('Liftwise_Test_Rope_Curl', 'Liftwise Test Rope Curl', { equipment: 'rope', category: 'arm day' }),
      good('Liftwise_Test_Squat_Copy', 'barbell back squat'), // the seed library has "Barbell Back Squat"
      good('Liftwise_Test_Hammer_Curl', 'Liftwise Test Hammer Curl', { primaryMuscles: 'biceps' }),
      good('Liftwise_Test_Wrist_Curl', 'Liftwise Test Wrist Curl', {
        primaryMuscles: ['forearms'],
        force: null,
        mechanic: null,
      }),
    ];
    const parsed = parseExerciseDataset(dataset);
    expect(parsed.invalid).toEqual([
      { index: 1, id: 'Liftwise_Test_No_Name', reason: 'name: is missing' },
      {
        index: 2,
        id: 'Liftwise_Test_Bad_Level',
        reason: 'level: unknown level "legendary" (expected beginner, intermediate or expert)',
      },
      { index: 3, id: null, reason: 'record: must be an object' },
      { index: 6, id: 'Liftwise_Test_Hammer_Curl', reason: 'primaryMuscles: must be a list of strings' },
    ]);

    const first = await importExercises(serviceClient(), parsed.rows, { invalid: parsed.invalid.length });
    expect(first).toMatchObject({ inserted: 3, updated: 0, unchanged: 0, duplicates: 1, invalid: 4, failed: 0 });
    expect(first.duplicateRecords).toEqual([
      { sourceRef: 'Liftwise_Test_Squat_Copy', name: 'barbell back squat', existingSource: 'liftwise' },
    ]);

    const { data, error } = await serviceClient()
      .from('exercises')
      .select('slug, name, equipment, category, level, mechanic, force, muscle_groups, secondary_muscles')
      .like('source_ref', 'Liftwise_Test_%')
      .order('slug');
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        slug: 'fdb-liftwise-test-band-curl',
        name: 'Liftwise Test Band Curl',
        equipment: 'band',
        category: 'strength',
        level: 'intermediate',
        mechanic: 'isolation',
        force: 'pull',
        muscle_groups: ['biceps'],
        secondary_muscles: ['forearms'],
      },
      {
        slug: 'fdb-liftwise-test-rope-curl',
        name: 'Liftwise Test Rope Curl',
        equipment: 'other',
        category: 'strength',
        level: 'intermediate',
        mechanic: 'isolation',
        force: 'pull',
        muscle_groups: ['biceps'],
        secondary_muscles: ['forearms'],
      },
      {
        slug: 'fdb-liftwise-test-wrist-curl',
        name: 'Liftwise Test Wrist Curl',
        equipment: 'band',
        category: 'strength',
        level: 'intermediate',
        mechanic: null,
        force: null,
        muscle_groups: ['forearms'],
        secondary_muscles: [],
      },
    ]);

    // The source fixes one record and the bad one: re-importing updates one row and inserts the other.
    dataset[0] = good('Liftwise_Test_Band_Curl', 'Liftwise Test Band Curl', {
      instructions: ['Anchor the band under your feet.', 'Curl up, lower slowly.'],
    });
    dataset[2] = good('Liftwise_Test_Bad_Level', 'Liftwise Test Bad Level', { level: 'expert' });
    const fixed = parseExerciseDataset(dataset);
    const second = await importExercises(serviceClient(), fixed.rows, { invalid: fixed.invalid.length, batchSize: 2 });
    expect(second).toMatchObject({ inserted: 1, updated: 1, unchanged: 2, duplicates: 1, invalid: 3, failed: 0 });
    const { data: updated } = await serviceClient()
      .from('exercises')
      .select('instructions')
      .eq('slug', 'fdb-liftwise-test-band-curl')
      .single();
    expect(updated).toEqual({ instructions: ['Anchor the band under your feet.', 'Curl up, lower slowly.'] });
  });

  it('reports a row the database rejects without losing the rest of its batch', async () => {
    const { rows } = parseExerciseDataset([
      {
        id: 'Liftwise_Test_Slug_Taken',
        name: 'Liftwise Test Slug Taken',
        level: 'beginner',
        primaryMuscles: ['chest'],
      },
      { id: 'Liftwise_Test_Fine', name: 'Liftwise Test Fine', level: 'beginner', primaryMuscles: ['chest'] },
    ]);
    // Another exercise already owns the slug the first record maps to.
    const taken = rows[0]!.slug;
    const { error } = await serviceClient()
      .from('exercises')
      .insert({ slug: taken, name: 'Liftwise Test Owner', source: 'liftwise' });
    expect(error).toBeNull();
    try {
      const summary = await importExercises(serviceClient(), rows);
      expect(summary).toMatchObject({ inserted: 1, failed: 1 });
      expect(summary.failedRecords).toEqual([
        { sourceRef: 'Liftwise_Test_Slug_Taken', reason: expect.stringContaining('duplicate key') },
      ]);
    } finally {
      await serviceClient().from('exercises').delete().eq('slug', taken);
    }
  });
  it('imports the dataset aliases it can, leaves out those another exercise has, and keeps aliases staff add', async () => {
    const record = (id: string, name: string) => ({
      id,
      name,
      level: 'intermediate',
      equipment: 'barbell',
      primaryMuscles: ['lats'],
      instructions: ['Pull.'],
      category: 'strength',
      images: [],
    });
    // Real dataset ids under test names: the aliases come from the id (scripts/lib/free-exercise-db-aliases.ts).
    // "Chin Up" is also the name of the third record, so the second record cannot have it as an alias.
    const dataset = [
      record('Romanian_Deadlift', 'Liftwise Test Hinge'),
      record('Chin-Up', 'Liftwise Test Underhand Pull'),
      record('Liftwise_Test_Named_Like_An_Alias', 'Chin Up'),
    ];
    const parsed = parseExerciseDataset(dataset);
    expect(parsed.rows[0]?.aliases).toEqual(datasetAliases('Romanian_Deadlift'));
    expect(parsed.rows[0]?.aliases.length).toBeGreaterThan(0);
    const taken = await otherSourceNames();
    const expectedKept = (id: string, ownName: string) =>
      datasetAliases(id).filter((alias) => !taken.has(nameKey(alias)) && nameKey(alias) !== nameKey(ownName));

    const first = await importExercises(serviceClient(), parsed.rows);
    expect(first).toMatchObject({ inserted: taken.has('chin up') ? 2 : 3, failed: 0 });
    const aliasesOf = async (sourceRef: string) => {
      const { data, error } = await serviceClient()
        .from('exercises')
        .select('id, aliases')
        .eq('source', DATASET_SOURCE)
        .eq('source_ref', sourceRef)
        .single();
      expect(error).toBeNull();
      return data!;
    };
    // The seed library's Romanian Deadlift already has "RDL", "SLDL"...: those are left out and reported.
    const hinge = await aliasesOf('Romanian_Deadlift');
    expect(hinge.aliases).toEqual(expectedKept('Romanian_Deadlift', 'Liftwise Test Hinge'));
    expect(first.droppedAliases).toContainEqual({
      sourceRef: 'Romanian_Deadlift',
      alias: 'RDL',
      takenBy: 'Romanian Deadlift',
    });
    const pull = await aliasesOf('Chin-Up');
    expect(pull.aliases).not.toContain('Chin Up');
    expect(first.droppedAliases.map((dropped) => `${dropped.sourceRef}:${dropped.alias}`)).toContain('Chin-Up:Chin Up');
    expect(pull.aliases).toEqual(
      expectedKept('Chin-Up', 'Liftwise Test Underhand Pull').filter((a) => a !== 'Chin Up'),
    );

    // Staff add an alias to the imported exercise; a re-import keeps it and writes nothing.
    const { error: editError } = await serviceClient()
      .from('exercises')
      .update({ aliases: [...hinge.aliases, 'Liftwise Test Hip Hinge'] })
      .eq('id', hinge.id);
    expect(editError).toBeNull();
    const again = await importExercises(serviceClient(), parsed.rows);
    expect(again).toMatchObject({ inserted: 0, updated: 0, failed: 0 });
    expect((await aliasesOf('Romanian_Deadlift')).aliases).toEqual([...hinge.aliases, 'Liftwise Test Hip Hinge']);
  });
  it("stores each record's images as the dataset's published addresses, in order, and leaves out any the database would refuse (issue 33)", async () => {
    const dataset = [
      {
        id: 'Liftwise_Test_Media_Squat',
        name: 'Liftwise Test Media Squat',
        level: 'beginner',
        equipment: 'kettlebell',
        primaryMuscles: ['quadriceps'],
        category: 'strength',
        images: ['Liftwise_Test_Media_Squat/0.jpg', 'Liftwise_Test_Media_Squat/1.jpg'],
      },
      {
        id: 'Liftwise_Test_Media_Bad',
        name: 'Liftwise Test Media Bad',
        level: 'beginner',
        primaryMuscles: ['chest'],
        images: ['javascript:alert(1)', 'data:image/png;base64,AA', 'Liftwise_Test_Media_Bad/0.jpg'],
      },
    ];
    const parsed = parseExerciseDataset(dataset);
    expect(parsed.invalid).toEqual([]);
    expect(parsed.warnings.map((warning) => `${warning.id}: ${warning.message}`)).toEqual([
      'Liftwise_Test_Media_Bad: images: "javascript:alert(1)" dropped (not an https address)',
      'Liftwise_Test_Media_Bad: images: "data:image/png;base64,AA" dropped (not an https address)',
    ]);
    const summary = await importExercises(serviceClient(), parsed.rows);
    expect(summary).toMatchObject({ inserted: 2, failed: 0 });
    const { data, error } = await serviceClient()
      .from('exercises')
      .select('source_ref, images')
      .eq('source', DATASET_SOURCE)
      .in('source_ref', ['Liftwise_Test_Media_Squat', 'Liftwise_Test_Media_Bad'])
      .order('source_ref');
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        source_ref: 'Liftwise_Test_Media_Bad',
        images: [`${FREE_EXERCISE_DB_IMAGE_BASE}/Liftwise_Test_Media_Bad/0.jpg`],
      },
      {
        source_ref: 'Liftwise_Test_Media_Squat',
        images: [
          `${FREE_EXERCISE_DB_IMAGE_BASE}/Liftwise_Test_Media_Squat/0.jpg`,
          `${FREE_EXERCISE_DB_IMAGE_BASE}/Liftwise_Test_Media_Squat/1.jpg`,
        ],
      },
    ]);
    // Nothing to fetch: the addresses are stored, the app loads them where it shows them.
    expect(FREE_EXERCISE_DB_IMAGE_BASE).toMatch(/^https:\/\/raw\.githubusercontent\.com\/yuhonas\/free-exercise-db\//);
  });
});
