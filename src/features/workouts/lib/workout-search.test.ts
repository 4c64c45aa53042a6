import { describe, expect, it } from 'vitest';
import { searchWorkouts, workoutSource } from './workout-search';

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
