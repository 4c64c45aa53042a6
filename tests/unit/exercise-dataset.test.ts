import { describe, expect, it } from 'vitest';
import { datasetAliases, FREE_EXERCISE_DB_ALIASES } from '../../scripts/lib/free-exercise-db-aliases';
import {
  CATEGORIES,
  DATASET_SOURCE,
  DatasetFormatError,
  EQUIPMENT,
  FREE_EXERCISE_DB_IMAGE_BASE,
  MUSCLES,
  exerciseSlug,
  mapExerciseRecord,
  parseExerciseDataset,
  type ExerciseImportRow,
} from '../../scripts/lib/exercise-dataset';

/** A record as free-exercise-db writes it (written for this test, not copied from the dataset). */
function record(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'Test_Goblet_Box_Squat',
    name: 'Test Goblet Box Squat',
    force: 'push',
    level: 'beginner',
    mechanic: 'compound',
    equipment: 'kettlebells',
    primaryMuscles: ['quadriceps'],
    secondaryMuscles: ['glutes', 'hamstrings'],
    instructions: ['Hold the bell at your chest.', 'Sit back to the box, then stand.'],
    category: 'strength',
    images: ['Test_Goblet_Box_Squat/0.jpg', 'Test_Goblet_Box_Squat/1.jpg'],
    ...overrides,
  };
}

function mapped(overrides: Record<string, unknown> = {}): ExerciseImportRow {
  const result = mapExerciseRecord(record(overrides));
  if (!result.ok) throw new Error(`expected a valid record, got: ${result.reason}`);
  return result.row;
}

function rejection(raw: unknown): string {
  const result = mapExerciseRecord(raw);
  if (result.ok) throw new Error('expected the record to be rejected');
  return result.reason;
}

describe('exerciseSlug', () => {
  it('prefixes the kebab-cased id', () => {
    expect(exerciseSlug('3_4_Sit-Up')).toBe('fdb-3-4-sit-up');
    expect(exerciseSlug('Barbell_Bench_Press_-_Medium_Grip')).toBe('fdb-barbell-bench-press-medium-grip');
    expect(exerciseSlug('__Odd__')).toBe('fdb-odd');
  });
});

describe('mapExerciseRecord', () => {
  it('maps a complete record onto an exercises row', () => {
    expect(mapped()).toEqual({
      slug: 'fdb-test-goblet-box-squat',
      name: 'Test Goblet Box Squat',
      instructions: ['Hold the bell at your chest.', 'Sit back to the box, then stand.'],
      muscle_groups: ['quadriceps'],
      secondary_muscles: ['glutes', 'hamstrings'],
      equipment: 'kettlebell',
      category: 'strength',
      level: 'beginner',
      mechanic: 'compound',
      force: 'push',
      images: [
        `${FREE_EXERCISE_DB_IMAGE_BASE}/Test_Goblet_Box_Squat/0.jpg`,
        `${FREE_EXERCISE_DB_IMAGE_BASE}/Test_Goblet_Box_Squat/1.jpg`,
      ],
      aliases: [],
      source: DATASET_SOURCE,
      source_ref: 'Test_Goblet_Box_Squat',
    });
  });

  it.each([
    ['body only', 'body weight'],
    ['kettlebells', 'kettlebell'],
    ['bands', 'band'],
    ['e-z curl bar', 'ez bar'],
    ['foam roll', 'foam roller'],
    ['medicine ball', 'medicine ball'],
    ['exercise ball', 'exercise ball'],
    ['barbell', 'barbell'],
    ['dumbbell', 'dumbbell'],
    ['cable', 'cable'],
    ['machine', 'machine'],
    ['other', 'other'],
    ['  Body  Only ', 'body weight'],
  ])('maps equipment %j to %j', (from, to) => {
    expect(mapped({ equipment: from }).equipment).toBe(to);
  });

  it('maps unknown equipment to "other" with a warning, and no equipment to null', () => {
    const result = mapExerciseRecord(record({ equipment: 'sandbag' }));
    expect(result).toMatchObject({ ok: true, row: { equipment: 'other' } });
    expect(result.ok && result.warnings).toEqual(['equipment: unknown equipment "sandbag" mapped to "other"']);
    expect(mapped({ equipment: null }).equipment).toBeNull();
    expect(mapped({ equipment: undefined }).equipment).toBeNull();
    expect(mapped({ equipment: '  ' }).equipment).toBeNull();
  });

  it('keeps the dataset muscles, which are all in the Liftwise vocabulary', () => {
    const datasetMuscles = [
      'abdominals',
      'abductors',
      'adductors',
      'biceps',
      'calves',
      'chest',
      'forearms',
      'glutes',
      'hamstrings',
      'lats',
      'lower back',
      'middle back',
      'neck',
      'quadriceps',
      'shoulders',
      'traps',
      'triceps',
    ];
    for (const muscle of datasetMuscles) {
      expect(MUSCLES).toContain(muscle);
      expect(mapped({ primaryMuscles: [muscle], secondaryMuscles: [] }).muscle_groups).toEqual([muscle]);
    }
    expect(mapped({ primaryMuscles: ['Middle Back'] }).muscle_groups).toEqual(['middle back']);
  });

  it('drops unknown muscles with a warning, dedupes, and keeps primaries out of secondaries', () => {
    const result = mapExerciseRecord(
      record({ primaryMuscles: ['quads', 'serratus', 'quadriceps'], secondaryMuscles: ['quadriceps', 'glutes'] }),
    );
    expect(result).toMatchObject({ ok: true, row: { muscle_groups: ['quadriceps'], secondary_muscles: ['glutes'] } });
    expect(result.ok && result.warnings).toEqual(['primaryMuscles: unknown muscle "serratus" dropped']);
  });

  it.each([
    ['strength', 'strength'],
    ['powerlifting', 'powerlifting'],
    ['olympic weightlifting', 'olympic weightlifting'],
    ['plyometrics', 'plyometrics'],
    ['cardio', 'cardio'],
    ['stretching', 'stretching'],
    ['strongman', 'strongman'],
    ['Olympic', 'olympic weightlifting'],
  ])('maps category %j to %j', (from, to) => {
    expect(mapped({ category: from }).category).toBe(to);
  });

  it('maps an unknown or missing category to strength', () => {
    const result = mapExerciseRecord(record({ category: 'crossfit' }));
    expect(result).toMatchObject({ ok: true, row: { category: 'strength' } });
    expect(result.ok && result.warnings).toEqual(['category: unknown category "crossfit" mapped to "strength"']);
    expect(mapped({ category: undefined }).category).toBe('strength');
    expect(CATEGORIES).toContain(mapped({ category: null }).category);
  });

  it('keeps the levels, including expert, and maps "advanced" to expert', () => {
    expect(mapped({ level: 'beginner' }).level).toBe('beginner');
    expect(mapped({ level: 'intermediate' }).level).toBe('intermediate');
    expect(mapped({ level: 'expert' }).level).toBe('expert');
    expect(mapped({ level: 'Advanced' }).level).toBe('expert');
  });

  it('rejects an unknown level rather than guessing one', () => {
    expect(rejection(record({ level: 'elite' }))).toBe(
      'level: unknown level "elite" (expected beginner, intermediate or expert)',
    );
  });

  it('leaves mechanic and force null when absent, null or unknown', () => {
    const row = mapped({ mechanic: undefined, force: null });
    expect(row.mechanic).toBeNull();
    expect(row.force).toBeNull();
    const result = mapExerciseRecord(record({ mechanic: 'hybrid', force: 'twist' }));
    expect(result).toMatchObject({ ok: true, row: { mechanic: null, force: null } });
    expect(result.ok && result.warnings).toEqual([
      'mechanic: unknown mechanic "hybrid" mapped to null',
      'force: unknown force "twist" mapped to null',
    ]);
  });

  it('defaults missing optional lists and drops blank entries', () => {
    const row = mapped({ secondaryMuscles: undefined, instructions: ['Step one.', '', '  '], images: null });
    expect(row.secondary_muscles).toEqual([]);
    expect(row.instructions).toEqual(['Step one.']);
    expect(row.images).toEqual([]);
  });

  it('tidies the name', () => {
    expect(mapped({ name: '  Test   Goblet Box Squat ' }).name).toBe('Test Goblet Box Squat');
  });

  it('prefixes relative image paths when given a base URL', () => {
    const result = mapExerciseRecord(record({ images: ['A/0.jpg', 'https://cdn.example.com/b.jpg'] }), {
      imageBaseUrl: 'https://img.example.com/exercises/',
    });
    expect(result.ok && result.row.images).toEqual([
      'https://img.example.com/exercises/A/0.jpg',
      'https://cdn.example.com/b.jpg',
    ]);
  });

  it('stores each image as the address the dataset publishes it at, by default (issue 33)', () => {
    expect(FREE_EXERCISE_DB_IMAGE_BASE).toBe(
      'https://raw.githubusercontent.com/yuhonas/free-exercise-db/main/exercises',
    );
    expect(mapped({ images: ['/A/0.jpg'] }).images).toEqual([`${FREE_EXERCISE_DB_IMAGE_BASE}/A/0.jpg`]);
  });

  it('leaves out an image that is not an https address, with a warning, and keeps the record', () => {
    const result = mapExerciseRecord(
      record({
        images: [
          'javascript:alert(1)',
          'data:image/png;base64,AA',
          'http://cdn.example/a.jpg',
          '//cdn.example/b.jpg',
          'A/0.jpg',
        ],
      }),
    );
    expect(result.ok && result.row.images).toEqual([`${FREE_EXERCISE_DB_IMAGE_BASE}/A/0.jpg`]);
    expect(result.ok && result.warnings.filter((warning) => warning.startsWith('images:'))).toHaveLength(4);
  });

  it('reports missing required fields', () => {
    const { name: _name, ...withoutName } = record();
    expect(rejection(withoutName)).toBe('name: is missing');
    const { id: _id, level: _level, ...withoutIdAndLevel } = record();
    expect(rejection(withoutIdAndLevel)).toBe('id: is missing; level: is missing');
    const { primaryMuscles: _primary, ...withoutMuscles } = record();
    expect(rejection(withoutMuscles)).toBe('primaryMuscles: is missing');
  });

  it('reports malformed fields with their path', () => {
    expect(rejection(record({ name: '   ' }))).toBe('name: must not be blank');
    expect(rejection(record({ name: 42 }))).toBe('name: must be a string');
    expect(rejection(record({ id: 'has spaces' }))).toBe('id: must contain only letters, digits, "_" and "-"');
    expect(rejection(record({ primaryMuscles: 'chest' }))).toBe('primaryMuscles: must be a list of strings');
    expect(rejection(record({ instructions: ['ok', 7] }))).toBe('instructions.1: must be a string');
    expect(rejection(record({ equipment: 3 }))).toBe('equipment: must be a string or null');
  });

  it('reports a record that is not an object', () => {
    expect(rejection(null)).toBe('record: must be an object');
    expect(rejection('Push-Up')).toBe('record: must be an object');
    expect(mapExerciseRecord([1, 2])).toMatchObject({ ok: false, id: null });
  });

  it('keeps the id of a rejected record when it has one', () => {
    expect(mapExerciseRecord(record({ name: '' }))).toMatchObject({ ok: false, id: 'Test_Goblet_Box_Squat' });
  });
});

describe('parseExerciseDataset', () => {
  it('returns the good rows and lists the bad records with index, id and reason', () => {
    const { rows, invalid, warnings } = parseExerciseDataset([
      record(),
      record({ id: 'Test_Nameless', name: undefined }),
      'not a record',
      record({ id: 'Test_Second', name: 'Test Second', equipment: 'sled' }),
      record({ name: 'Same id again' }),
      record({ id: 'test_second', name: 'Slug clash' }),
      record({ id: 'Test_Elite', name: 'Test Elite', level: 'elite' }),
    ]);
    expect(rows.map((row) => row.source_ref)).toEqual(['Test_Goblet_Box_Squat', 'Test_Second']);
    expect(invalid).toEqual([
      { index: 1, id: 'Test_Nameless', reason: 'name: is missing' },
      { index: 2, id: null, reason: 'record: must be an object' },
      { index: 4, id: 'Test_Goblet_Box_Squat', reason: 'id: duplicate of record 0' },
      { index: 5, id: 'test_second', reason: 'id: slug "fdb-test-second" collides with record 3' },
      {
        index: 6,
        id: 'Test_Elite',
        reason: 'level: unknown level "elite" (expected beginner, intermediate or expert)',
      },
    ]);
    expect(warnings).toEqual([
      { index: 3, id: 'Test_Second', message: 'equipment: unknown equipment "sled" mapped to "other"' },
    ]);
  });

  it('throws a format error for anything but an array', () => {
    expect(() => parseExerciseDataset({ exercises: [] })).toThrow(DatasetFormatError);
    expect(() => parseExerciseDataset(null)).toThrow('Expected a JSON array of exercise records, got null.');
  });

  it('handles an empty dataset', () => {
    expect(parseExerciseDataset([])).toEqual({ rows: [], invalid: [], warnings: [] });
  });

  it('only produces values from the Liftwise vocabularies', () => {
    const { rows } = parseExerciseDataset([
      record({ id: 'A', equipment: 'foam roll', category: 'stretching' }),
      record({ id: 'B', equipment: 'mystery', category: 'mystery' }),
    ]);
    for (const row of rows) {
      expect(EQUIPMENT).toContain(row.equipment);
      expect(CATEGORIES).toContain(row.category);
      for (const muscle of [...row.muscle_groups, ...row.secondary_muscles]) expect(MUSCLES).toContain(muscle);
    }
  });
});

describe('free-exercise-db aliases', () => {
  const key = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

  it('gives each alias to one record only, trimmed, within the database limits', () => {
    const owners = new Map<string, string>();
    for (const [id, aliases] of Object.entries(FREE_EXERCISE_DB_ALIASES)) {
      expect(aliases.length).toBeLessThanOrEqual(20);
      for (const alias of aliases) {
        expect(alias).toBe(alias.trim());
        expect(alias.length).toBeGreaterThan(1);
        expect(alias.length).toBeLessThanOrEqual(100);
        expect(owners.get(key(alias)), `${alias} is given to ${owners.get(key(alias))} and ${id}`).toBeUndefined();
        owners.set(key(alias), id);
      }
    }
  });

  it('maps a record to its aliases by dataset id, and an unknown id (or a prototype key) to none', () => {
    const mapped = mapExerciseRecord(record({ id: 'Romanian_Deadlift', name: 'Romanian Deadlift' }));
    expect(mapped.ok && mapped.row.aliases).toEqual(datasetAliases('Romanian_Deadlift'));
    expect(datasetAliases('Romanian_Deadlift')).toContain('RDL');
    expect(datasetAliases('No_Such_Record')).toEqual([]);
    expect(datasetAliases('constructor')).toEqual([]);
  });
});
