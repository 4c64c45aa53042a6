import { describe, expect, it } from 'vitest';
import { buildSessionState } from '@/features/logger/lib/build-session';
import { HISTORY, T0, WORKOUT, sequentialIds } from './fixtures';

// Exercise media (issue 33): the logger's card shows the exercise's thumbnail, else its first demo
// image (the start position), else the initials.

const DEMO = 'https://raw.githubusercontent.com/yuhonas/free-exercise-db/main/exercises/Barbell_Squat/0.jpg';

function pictures(patch: (index: number) => { thumbnail_url: string | null; images: string[] }) {
  const workout = {
    ...WORKOUT,
    workout_exercises: WORKOUT.workout_exercises.map((planned, index) => ({
      ...planned,
      exercise: { ...planned.exercise!, ...patch(index) },
    })),
  };
  const state = buildSessionState({
    sessionId: 's-1',
    userId: 'u-1',
    workout,
    history: HISTORY,
    startedAt: new Date(T0),
    newId: sequentialIds(),
  });
  return state.exercises.map((exercise) => exercise.thumbnailUrl);
}

describe('the picture on a logger card', () => {
  it('is the thumbnail, else the first demo image, else none', () => {
    expect(
      pictures(
        (index) =>
          [
            { thumbnail_url: 'https://cdn.example/squat.png', images: [DEMO] },
            { thumbnail_url: null, images: [DEMO, DEMO.replace('0.jpg', '1.jpg')] },
            { thumbnail_url: null, images: [] },
          ][index]!,
      ),
    ).toEqual(['https://cdn.example/squat.png', DEMO, null]);
  });
});
