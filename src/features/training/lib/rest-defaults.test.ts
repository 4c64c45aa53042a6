import { describe, expect, it } from 'vitest';
import { defaultRestSeconds, restSecondsFor } from './rest-defaults';

describe('rest defaults', () => {
  it.each([
    ['Barbell Back Squat', 120],
    ['Romanian Deadlift', 120],
    ['Incline Dumbbell Bench Press', 120],
    ['Barbell Bent-Over Row', 120],
    ['Dumbbell Curl', 60],
    ['Leg Extension', 60],
    ['Dumbbell Lateral Raise', 60],
    ['Cable Fly', 60],
    ['Pull-Up', 90],
    ['Rowing Machine', 90],
    ['Plank', 90],
  ])('%s rests %i s', (name, seconds) => {
    expect(defaultRestSeconds(name)).toBe(seconds);
  });

  it('prefers the exercise’s own rest time', () => {
    expect(restSecondsFor({ name: 'Barbell Back Squat', rest_time: 200 })).toBe(200);
    expect(restSecondsFor({ name: 'Barbell Back Squat', rest_time: null })).toBe(120);
    expect(restSecondsFor({ name: 'Plank', rest_time: 0 })).toBe(0);
  });
});
