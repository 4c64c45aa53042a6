import { describe, expect, it } from 'vitest';
import {
  authorOptions,
  filterOptions,
  filterWorkouts,
  NO_FILTER,
  searchWorkouts,
  workoutSource,
  type WorkoutFilter,
} from './workout-search';

const workout = (name: string, muscle_groups: string[], created_by = 'coach', client_id: string | null = null) => ({
  name,
  muscle_groups,
  workout_type: 'strength',
  created_by,
  client_id,
});
const list = [
  workout('Full Body A', ['quadriceps', 'chest']),
  workout('Upper Pull', ['lats', 'biceps']),
  workout('Hotel Workout', ['abdominals'], 'me', 'me'),
];

describe('searchWorkouts', () => {
  it('returns everything for an empty query', () => expect(searchWorkouts(list, '  ')).toHaveLength(3));
  it('matches names and muscle groups, case-insensitively', () => {
    expect(searchWorkouts(list, 'FULL').map((w) => w.name)).toEqual(['Full Body A']);
    expect(searchWorkouts(list, 'biceps').map((w) => w.name)).toEqual(['Upper Pull']);
  });
  it('needs every word to match', () => {
    expect(searchWorkouts(list, 'body chest')).toHaveLength(1);
    expect(searchWorkouts(list, 'body lats')).toHaveLength(0);
  });
});

describe('workoutSource', () => {
  it('tells own, assigned and program workouts apart', () => {
    expect(workoutSource({ created_by: 'me', client_id: 'me' }, 'me')).toBe('yours');
    expect(workoutSource({ created_by: 'coach', client_id: 'me' }, 'me')).toBe('assigned');
    expect(workoutSource({ created_by: 'coach', client_id: null }, 'me')).toBe('program');
  });
});

describe('filterWorkouts', () => {
  const base = { muscle_groups: ['chest'], workout_type: 'strength', client_id: null, difficulty: 'beginner' };
  const list = [
    { ...base, name: 'Mine', created_by: 'me-id' },
    { ...base, name: 'Hard', created_by: 'other', difficulty: 'advanced', muscle_groups: ['lats'] },
    { ...base, name: 'Circuit', created_by: 'other', workout_type: 'circuit' },
  ];
  const names = (filter: Partial<WorkoutFilter>) =>
    filterWorkouts(list, { ...NO_FILTER, ...filter }, 'me-id').map((workout) => workout.name);

  it('narrows by type, difficulty, muscle and author', () => {
    expect(names({})).toEqual(['Mine', 'Hard', 'Circuit']);
    expect(names({ type: 'circuit' })).toEqual(['Circuit']);
    expect(names({ difficulty: 'advanced' })).toEqual(['Hard']);
    expect(names({ muscle: 'chest' })).toEqual(['Mine', 'Circuit']);
    expect(names({ author: 'me' })).toEqual(['Mine']);
    expect(names({ author: 'other', muscle: 'chest' })).toEqual(['Circuit']);
    expect(names({ author: 'other' })).toEqual(['Hard', 'Circuit']);
  });

  it('offers the values the list has', () => {
    expect(filterOptions(list)).toEqual({
      types: ['circuit', 'strength'],
      difficulties: ['advanced', 'beginner'],
      muscles: ['chest', 'lats'],
    });
  });

  it('offers the authors by name, me first, and a neutral label for a name the viewer may not read', () => {
    const names = new Map([['z-id', 'Sam Ortiz']]);
    const workouts = [{ created_by: 'me-id' }, { created_by: 'z-id' }, { created_by: 'a-id' }, { created_by: 'z-id' }];
    expect(authorOptions(workouts, 'me-id', names)).toEqual([
      { value: 'me', label: 'Me' },
      { value: 'a-id', label: 'Another coach' },
      { value: 'z-id', label: 'Sam Ortiz' },
    ]);
  });
});
