import { describe, expect, it } from 'vitest';
import {
  isCatalogFresh,
  recentExercises,
  searchCatalog,
  withPick,
  CATALOG_MAX_AGE_MS,
  type CatalogExercise,
  type ExerciseCatalog,
} from '@/features/logger/lib/exercise-catalog';
import { HISTORY } from './fixtures';

const entry = (id: string, name: string, muscles: string[], equipment: string | null): CatalogExercise => ({
  id,
  name,
  muscle_groups: muscles,
  equipment,
  category: 'strength',
});
const EXERCISES = [
  entry('ex-squat', 'Barbell Back Squat', ['quadriceps', 'glutes'], 'barbell'),
  entry('ex-row', 'Seated Cable Row', ['middle back'], 'cable'),
  entry('ex-curl', 'Dumbbell Curl', ['biceps'], 'dumbbell'),
  entry('ex-hammer', 'Hammer Curl', ['biceps'], 'dumbbell'),
  entry('ex-push', 'Push-Up', ['chest'], null),
];
const catalog = (picks: string[]): ExerciseCatalog => ({
  userId: 'u-1',
  exercises: EXERCISES,
  equipment: [],
  history: HISTORY, // squat then row, newest first
  picks,
  fetchedAt: 1_000,
});

describe('the exercise picker', () => {
  it('lists picks made on this device first, then the history, each once', () => {
    expect(recentExercises(catalog([])).map((exercise) => exercise.id)).toEqual(['ex-squat', 'ex-row']);
    expect(recentExercises(catalog(['ex-curl', 'ex-row'])).map((exercise) => exercise.id)).toEqual([
      'ex-curl',
      'ex-row',
      'ex-squat',
    ]);
    expect(recentExercises(catalog(['gone', 'ex-curl']), 1).map((exercise) => exercise.id)).toEqual(['ex-curl']);
  });

  it('searches name, muscles and equipment word by word, names starting with the query first', () => {
    expect(searchCatalog(EXERCISES, 'curl').map((exercise) => exercise.name)).toEqual(['Dumbbell Curl', 'Hammer Curl']);
    expect(searchCatalog(EXERCISES, 'hammer').map((exercise) => exercise.name)).toEqual(['Hammer Curl']);
    expect(searchCatalog(EXERCISES, 'biceps dumbbell')).toHaveLength(2);
    expect(searchCatalog(EXERCISES, 'body weight').map((exercise) => exercise.name)).toEqual(['Push-Up']);
    expect(searchCatalog(EXERCISES, 'dumbbell').map((exercise) => exercise.name)).toEqual([
      'Dumbbell Curl',
      'Hammer Curl',
    ]);
    expect(searchCatalog(EXERCISES, 'zzz')).toEqual([]);
    expect(searchCatalog(EXERCISES, '  ', 2)).toHaveLength(2);
  });

  it('finds an exercise by any alias (add and swap search the same copy, offline too)', () => {
    const withAliases = [
      ...EXERCISES,
      { ...entry('rdl', 'Romanian Deadlift', ['hamstrings'], 'barbell'), aliases: ['RDL', 'Stiff-Leg Deadlift'] },
      { ...entry('lte', 'Lying Triceps Extension', ['triceps'], 'barbell'), aliases: ['Skull Crusher'] },
    ];
    expect(searchCatalog(withAliases, 'rdl').map((exercise) => exercise.name)).toEqual(['Romanian Deadlift']);
    expect(searchCatalog(withAliases, 'stiff leg').map((exercise) => exercise.name)).toEqual(['Romanian Deadlift']);
    expect(searchCatalog(withAliases, 'skull').map((exercise) => exercise.name)).toEqual(['Lying Triceps Extension']);
  });

  it('on a large library, keeps starting names first and name order, up to the limit', () => {
    const equipment = ['barbell', 'dumbbell', 'cable', null];
    const moves = ['Press', 'Row', 'Curl', 'Squat'];
    const many = Array.from({ length: 400 }, (_, n) =>
      entry(
        `x-${n}`,
        `${n % 3 ? 'Incline ' : ''}${moves[n % 4]} ${String(n).padStart(3, '0')}`,
        ['chest'],
        equipment[n % 4]!,
      ),
    ).reverse();
    // What the search promised before it had an index: every match, sorted, then cut.
    const sorted = (query: string, limit: number) => {
      const needle = query.toLowerCase();
      return many
        .filter((exercise) =>
          needle
            .split(' ')
            .every((word) =>
              [exercise.name, exercise.equipment ?? 'body weight', ...exercise.muscle_groups]
                .join(' ')
                .toLowerCase()
                .includes(word),
            ),
        )
        .sort(
          (a, b) =>
            Number(!a.name.toLowerCase().startsWith(needle)) - Number(!b.name.toLowerCase().startsWith(needle)) ||
            a.name.localeCompare(b.name),
        )
        .slice(0, limit)
        .map((exercise) => exercise.id);
    };
    for (const [query, limit] of [
      ['press', 60],
      ['incline', 10],
      ['row dumbbell', 60],
      ['body weight', 5],
      ['c', 200],
    ] as const) {
      const found = searchCatalog(many, query, limit).map((exercise) => exercise.id);
      expect(found.length).toBeGreaterThan(0);
      expect(found).toEqual(sorted(query, limit));
    }
  });

  it('remembers picks newest first, bounded', () => {
    expect(withPick(['a', 'b'], 'b')).toEqual(['b', 'a']);
    expect(withPick(['a', 'b', 'c'], 'd', 3)).toEqual(['d', 'a', 'b']);
  });

  it('refreshes the device copy when it is older than its age limit', () => {
    expect(isCatalogFresh(null, 0)).toBe(false);
    expect(isCatalogFresh(catalog([]), 1_000 + CATALOG_MAX_AGE_MS - 1)).toBe(true);
    expect(isCatalogFresh(catalog([]), 1_000 + CATALOG_MAX_AGE_MS)).toBe(false);
  });
});
