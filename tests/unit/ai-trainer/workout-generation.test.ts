import { describe, expect, it } from 'vitest';
import { buildWorkoutDraft, InvalidWorkoutError } from '@/features/ai-trainer/lib/build-workout';
import { createExerciseMatcher, type LibraryExercise } from '@/features/ai-trainer/lib/match-exercises';
import { defaultDuration, defaultRestSeconds, readReps } from '@/features/ai-trainer/lib/workout-defaults';
import { buildWorkoutPrompt, LIBRARY_HEADING, sampleExercises } from '@/features/ai-trainer/lib/workout-prompt';
import { MalformedReplyError, parseWorkoutReply } from '@/features/ai-trainer/lib/workout-reply';
import { readOnboarding, type TrainerProfile } from '@/features/ai-trainer/lib/trainer-profile';

const ex = (name: string, equipment: string | null, muscles: string[]): LibraryExercise => ({
  id: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  equipment,
  muscle_groups: muscles,
});

const library = [
  ex('Barbell Bench Press', 'barbell', ['chest']),
  ex('Dumbbell Bench Press', 'dumbbell', ['chest']),
  ex('Incline Dumbbell Bench Press', 'dumbbell', ['chest']),
  ex('Dumbbell Shoulder Press', 'dumbbell', ['shoulders']),
  ex('Overhead Press', 'barbell', ['shoulders']),
  ex('Dumbbell Lateral Raise', 'dumbbell', ['shoulders']),
  ex('Triceps Rope Pushdown', 'cable', ['triceps']),
  ex('Overhead Dumbbell Triceps Extension', 'dumbbell', ['triceps']),
  ex('Push-Up', 'body weight', ['chest']),
  ex('Pull-Up', 'body weight', ['lats']),
  ex('Barbell Back Squat', 'barbell', ['quadriceps']),
  ex('Goblet Squat', 'dumbbell', ['quadriceps']),
  ex('Jump Squat', 'body weight', ['quadriceps']),
  ex('Romanian Deadlift', 'barbell', ['hamstrings']),
  ex('Dumbbell Romanian Deadlift', 'dumbbell', ['hamstrings']),
  ex('Glute Bridge', 'body weight', ['glutes']),
  ex('Barbell Glute Bridge', 'barbell', ['glutes']),
];

const profile: TrainerProfile = {
  userId: 'u1',
  name: 'Sam',
  experience: 'intermediate',
  equipmentText: 'commercial gym',
  limitations: null,
  daysPerWeek: 3,
  goals: ['Get stronger'],
  recentWorkouts: ['Upper A on 2026-11-20'],
};

const sequence = () => {
  let seed = 1;
  return () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
};

describe('the exercise matcher with aliases', () => {
  const withAliases = [
    { ...ex('Lying Triceps Extension', 'barbell', ['triceps']), aliases: ['Skull Crusher'] },
    { ...ex('Farmers Walk', 'dumbbell', ['forearms']), aliases: ["Farmer's Carry"] },
    ex('Dumbbell Bench Press', 'dumbbell', ['chest']),
  ];
  const matcher = createExerciseMatcher(withAliases);

  it.each([
    ['Skull Crushers', 'Lying Triceps Extension'],
    ['Barbell Skull Crusher', 'Lying Triceps Extension'],
    ["Farmer's Carries", 'Farmers Walk'],
  ])('scores an alias like a name: %s is %s', (name, expected) => {
    expect(matcher.match(name)?.exercise.name).toBe(expected);
  });

  it("keeps the exercise's equipment for its aliases", () => {
    expect(matcher.match('Dumbbell Skull Crusher')).toBeNull();
  });
});

describe('the exercise matcher', () => {
  const matcher = createExerciseMatcher(library);
  it.each([
    ['Bench Press (Barbell)', 'Barbell Bench Press'],
    ['DB Bench Press', 'Dumbbell Bench Press'],
    ['Incline DB Bench Presses', 'Incline Dumbbell Bench Press'],
    ['OHP', 'Overhead Press'],
    ['RDL', 'Romanian Deadlift'],
    ['DB RDLs', 'Dumbbell Romanian Deadlift'],
    ['Pull-ups', 'Pull-Up'],
    ['Pushups', 'Push-Up'],
    ['Glute Bridges', 'Glute Bridge'],
    ['Rope Tricep Pushdowns', 'Triceps Rope Pushdown'],
  ])('matches %s to %s', (name, expected) => {
    expect(matcher.match(name)?.exercise.name).toBe(expected);
  });

  it.each([
    'Decline Bench Press',
    'Kettlebell Bench Press',
    'Zercher Squat',
    'Cable Lateral Raise',
    'Banana Split Squat',
  ])('prefers no match to a wrong one for %s', (name) => {
    expect(matcher.match(name)).toBeNull();
  });

  it('reports a distance within the spec threshold', () => {
    const match = matcher.match('Barbell Bench Presses');
    expect(match?.distance).toBe(0);
    expect(matcher.match('Deadlifts')).toBeNull();
  });
});

describe('parsing the reply', () => {
  const workout = { name: 'Push', exercises: [{ name: 'Bench Press', sets: 3, reps: '8-12' }] };
  it('reads plain JSON, fenced JSON and JSON inside prose', () => {
    expect(parseWorkoutReply(JSON.stringify(workout)).name).toBe('Push');
    expect(parseWorkoutReply(`Sure!\n\`\`\`json\n${JSON.stringify(workout)}\n\`\`\`\nEnjoy`).exercises).toHaveLength(1);
    expect(parseWorkoutReply(`Here it is: ${JSON.stringify({ workout })} Have fun.`).name).toBe('Push');
  });

  it.each([
    'Here is your workout: {"name": "Session", "exercises": [{"name": "Bench Press", "sets": 3,',
    'No JSON at all',
    '{"name": "No exercises"}',
    '{"exercises": []}',
  ])('refuses a malformed reply: %s', (reply) => {
    expect(() => parseWorkoutReply(reply)).toThrow(MalformedReplyError);
  });
});

describe('the prompt', () => {
  const big = Array.from({ length: 400 }, (_, i) =>
    ex(`Exercise ${i}`, i % 2 ? 'barbell' : 'dumbbell', [i % 4 === 0 ? 'chest' : 'quadriceps']),
  );

  it('holds at most 150 exercises, those for the requested muscles first', () => {
    const sample = sampleExercises(big, profile, 'chest day', sequence());
    expect(sample).toHaveLength(150);
    expect(sample.slice(0, 100).every((e) => e.muscle_groups.includes('chest'))).toBe(true);
    expect(new Set(sample.map((e) => e.id)).size).toBe(150);
  });

  it('samples at random (repeatably for a given random source) and leaves out what the person cannot use', () => {
    const first = sampleExercises(
      big,
      { equipmentText: 'home gym (dumbbells)', limitations: null },
      'legs',
      sequence(),
    );
    const again = sampleExercises(
      big,
      { equipmentText: 'home gym (dumbbells)', limitations: null },
      'legs',
      sequence(),
    );
    expect(first.map((e) => e.id)).toEqual(again.map((e) => e.id));
    expect(first.every((e) => e.equipment === 'dumbbell')).toBe(true);
  });

  it('lists the library, the profile and the ask for 6-10 exercises as JSON', () => {
    const prompt = buildWorkoutPrompt('push day', profile, library.slice(0, 3));
    expect(prompt.system).toContain('6-10 exercises with 3-4 sets');
    expect(prompt.system).toContain('JSON');
    expect(prompt.user).toContain(`${LIBRARY_HEADING} (key | name | muscles | equipment | level | kind | force)`);
    const key = [...prompt.keys].find(([, e]) => e.name === 'Barbell Bench Press')?.[0];
    expect(prompt.user).toContain(`- ${key} | Barbell Bench Press | chest | barbell | any | strength | any`);
    expect(prompt.user).toContain('Last workouts: Upper A on 2026-11-20');
  });
});

describe('validating and completing the workout', () => {
  const reply = (names: string[]) => ({ name: 'Push Day', exercises: names.map((name) => ({ name })) });

  it('keeps only exercises the person has the equipment for, replacing others by the same muscle group', () => {
    const draft = buildWorkoutDraft(
      {
        name: 'Push Day',
        exercises: [
          { name: 'Bench Press (Barbell)', muscle_group: 'chest' },
          { name: 'DB Shoulder Press' },
          { name: 'Lateral Raises (DB)' },
          { name: 'Rope Pushdowns', muscle_group: 'triceps' },
          { name: 'Push-ups' },
          { name: 'Incline DB Bench Press' },
        ],
      },
      library,
      { equipmentText: 'home gym (dumbbells, bands)', limitations: null },
      'push day',
    );
    const names = draft.exercises.map((e) => e.exercise.name);
    expect(names).not.toContain('Barbell Bench Press');
    expect(names).not.toContain('Triceps Rope Pushdown');
    expect(names).toContain('Dumbbell Bench Press');
    expect(names).toContain('Overhead Dumbbell Triceps Extension');
    expect(draft.exercises.length).toBeGreaterThanOrEqual(6);
    expect(draft.replaced).toEqual(['Bench Press (Barbell)', 'Rope Pushdowns']);
  });

  it('leaves out what the limitations rule out', () => {
    const draft = buildWorkoutDraft(
      reply(['Jump Squats', 'Goblet Squat', 'RDL', 'Glute Bridges', 'Back Squat (Barbell)', 'Pull-ups']),
      library,
      { equipmentText: 'commercial gym', limitations: 'Left knee pain on deep squats' },
      'legs',
    );
    expect(draft.exercises.map((e) => e.exercise.name)).not.toContain('Jump Squat');
  });

  it('caps the workout at 10 exercises and refuses one that cannot reach 6', () => {
    const many = reply(library.map((e) => e.name));
    expect(buildWorkoutDraft(many, library, profile, 'full body').exercises).toHaveLength(10);
    expect(() => buildWorkoutDraft(reply(['Push-ups']), library.slice(8, 10), profile, 'push')).toThrow(
      InvalidWorkoutError,
    );
  });

  it('fills in the spec defaults', () => {
    const draft = buildWorkoutDraft(
      reply(['Bench Press (Barbell)', 'DB Lateral Raise', 'Push-ups', 'Goblet Squat', 'RDL', 'Pull-ups']),
      library,
      profile,
      'full body',
    );
    expect(draft).toMatchObject({ difficulty: 'intermediate', workout_type: 'strength', estimated_duration: 36 });
    const [bench, raise, pushUp] = draft.exercises;
    expect(bench).toMatchObject({ sets: 3, rep_single: 8, tempo: '2-0-2-0', rest_time: 120 });
    expect(raise?.rest_time).toBe(60);
    expect(pushUp?.rest_time).toBe(90);
  });

  it('reads rep ranges and durations the spec way', () => {
    expect(readReps('8-12')).toMatchObject({ rep_min: 8, rep_max: 12, rep_is_range: true });
    expect(readReps('10+')).toMatchObject({ rep_min: 10, rep_max: 14, rep_is_range: true });
    expect(readReps(undefined)).toMatchObject({ rep_single: 8, rep_is_range: false });
    expect([defaultDuration(3), defaultDuration(6), defaultDuration(10)]).toEqual([30, 36, 45]);
    expect(defaultRestSeconds('Seated Cable Row')).toBe(120);
    expect(defaultRestSeconds('Leg Extension')).toBe(60);
  });
});

describe('reading onboarding answers', () => {
  it('takes what is there and ignores odd shapes', () => {
    expect(
      readOnboarding({ exercise: { gymAccess: 'home gym', desiredWorkoutDays: 4 }, goals: { mainGoals: ['x', 3] } }),
    ).toEqual({ experience: null, equipmentText: 'home gym', limitations: null, daysPerWeek: 4, goals: ['x'] });
    expect(readOnboarding(null).goals).toEqual([]);
  });
});
