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
      rest: '60 s',
      muscleGroups: [],
      exerciseCount: null,
    });
  });

  it('uses the workout values and the range of reps and rest across its exercises', () => {
    const summary = summarizeWorkout({ estimated_duration: 55, difficulty: 'advanced', muscle_groups: ['chest'] }, [
      exercise({ rep_single: 5, rest_time: 120 }),
      exercise({ rep_is_range: true, rep_min: 8, rep_max: 12, rest_time: 90 }),
      exercise({ rep_is_range: true, rep_min: 8, rep_max: 12, rest_time: 90 }),
    ]);
    expect(summary).toMatchObject({
      minutes: 55,
      difficulty: 'Advanced',
      reps: '5–12',
      rest: '90–120 s',
      exerciseCount: 3,
    });
  });

  it('keeps defaults for exercises without reps or rest (time-based work)', () => {
    const summary = summarizeWorkout({ estimated_duration: 0, difficulty: ' ', muscle_groups: [] }, [exercise()]);
    expect(summary).toMatchObject({
      minutes: 45,
      difficulty: 'Intermediate',
      reps: '12',
      rest: '60 s',
      exerciseCount: 1,
    });
  });

  it('says one value when every exercise agrees, and reads open-ended ranges by their bound', () => {
    const same = summarizeWorkout({ estimated_duration: 40, difficulty: null, muscle_groups: null }, [
      exercise({ rep_single: 5, rest_time: 180 }),
      exercise({ rep_single: 5, rest_time: 180 }),
    ]);
    expect(same).toMatchObject({ reps: '5', rest: '180 s' });
    const open = summarizeWorkout({ estimated_duration: 40, difficulty: null, muscle_groups: null }, [
      exercise({ rep_is_range: true, rep_min: 10, rest_time: 60 }),
      exercise({ rep_single: 15, rest_time: 45 }),
    ]);
    expect(open).toMatchObject({ reps: '10–15', rest: '45–60 s' });
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
