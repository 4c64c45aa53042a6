import { describe, expect, it } from 'vitest';
import { summarizeWorkout, type SummaryExercise } from './workout-summary';

const exercise = (overrides: Partial<SummaryExercise> = {}): SummaryExercise => ({
  rep_single: null,
  rep_min: null,
  rep_max: null,
  rep_is_range: false,
  rest_time: null,
  ...overrides,
});

describe('summarizeWorkout', () => {
  it('falls back to the display defaults: 45 min, Intermediate, 12 reps, 60 s rest', () => {
    const summary = summarizeWorkout({ estimated_duration: null, difficulty: null, muscle_groups: null }, null);
    expect(summary).toEqual({
      minutes: 45,
      difficulty: 'Intermediate',
      reps: '12',
      restSeconds: 60,
      muscleGroups: [],
      exerciseCount: null,
    });
  });

  it('uses the workout values and the most common reps and rest of its exercises', () => {
    const summary = summarizeWorkout({ estimated_duration: 55, difficulty: 'advanced', muscle_groups: ['chest'] }, [
      exercise({ rep_single: 5, rest_time: 120 }),
      exercise({ rep_is_range: true, rep_min: 8, rep_max: 12, rest_time: 90 }),
      exercise({ rep_is_range: true, rep_min: 8, rep_max: 12, rest_time: 90 }),
    ]);
    expect(summary).toMatchObject({
      minutes: 55,
      difficulty: 'Advanced',
      reps: '8–12',
      restSeconds: 90,
      exerciseCount: 3,
    });
  });

  it('keeps defaults for exercises without reps or rest (time-based work)', () => {
    const summary = summarizeWorkout({ estimated_duration: 0, difficulty: ' ', muscle_groups: [] }, [exercise()]);
    expect(summary).toMatchObject({
      minutes: 45,
      difficulty: 'Intermediate',
      reps: '12',
      restSeconds: 60,
      exerciseCount: 1,
    });
  });

  it('shows at most three muscle groups, capitalised', () => {
    const summary = summarizeWorkout(
      {
        estimated_duration: 30,
        difficulty: 'beginner',
        muscle_groups: ['quadriceps', 'chest', '', 'middle back', 'lats'],
      },
      [],
    );
    expect(summary.muscleGroups).toEqual(['Quadriceps', 'Chest', 'Middle back']);
  });
});
