import { describe, expect, it } from 'vitest';
import { buildWorkoutDraft } from '@/features/ai-trainer/lib/build-workout';
import { requestedEquipment } from '@/features/ai-trainer/lib/equipment-rules';
import { exerciseKey, keyLibrary } from '@/features/ai-trainer/lib/library-keys';
import { buildWorkoutPrompt, sampleExercises, type PromptExercise } from '@/features/ai-trainer/lib/workout-prompt';
import { parseWorkoutReply } from '@/features/ai-trainer/lib/workout-reply';
import type { TrainerProfile } from '@/features/ai-trainer/lib/trainer-profile';

// Answers by library key (issue 32): the browser maps a key straight to the row it sent; a key it
// did not send is unknown, never a match, and the name matcher is the fallback.

const row = (
  id: string,
  name: string,
  equipment: string | null,
  muscles: string[],
  extra: Partial<PromptExercise> = {},
): PromptExercise => ({ id, name, equipment, muscle_groups: muscles, level: 'beginner', ...extra });

const library: PromptExercise[] = [
  row('11111111-0000-4000-8000-000000000001', 'Barbell Bench Press', 'barbell', ['chest'], { force: 'push' }),
  row('11111111-0000-4000-8000-000000000002', 'Dumbbell Bench Press', 'dumbbell', ['chest'], { force: 'push' }),
  row('11111111-0000-4000-8000-000000000003', 'Dumbbell Shoulder Press', 'dumbbell', ['shoulders'], { force: 'push' }),
  row('11111111-0000-4000-8000-000000000004', 'Dumbbell Lateral Raise', 'dumbbell', ['shoulders'], { force: 'push' }),
  row('11111111-0000-4000-8000-000000000005', 'Skull Crusher', 'ez bar', ['triceps'], { force: 'push' }),
  row('11111111-0000-4000-8000-000000000006', 'Push-Up', 'body weight', ['chest'], { force: 'push' }),
  row('11111111-0000-4000-8000-000000000007', 'Face Pull', 'cable', ['shoulders'], { force: 'pull' }),
  row('11111111-0000-4000-8000-000000000008', 'Treadmill Run', 'machine', ['quadriceps'], { category: 'cardio' }),
  row('11111111-0000-4000-8000-000000000009', 'Goblet Squat', 'dumbbell', ['quadriceps'], { force: 'push' }),
];

const profile: TrainerProfile = {
  userId: 'u1',
  name: 'Sam',
  experience: 'intermediate',
  equipmentText: 'commercial gym',
  limitations: null,
  daysPerWeek: 3,
  goals: [],
  recentWorkouts: [],
};

describe('library keys', () => {
  it('are short, stable per exercise id, and unique within one prompt', () => {
    const keys = keyLibrary(library);
    expect(keys.size).toBe(library.length);
    for (const [key, exercise] of keys) {
      expect(key).toMatch(/^x[0-9a-z]{5}$/);
      expect(key).toBe(exerciseKey(exercise.id));
    }
    expect(exerciseKey(library[0]!.id)).toBe(exerciseKey(library[0]!.id));
  });

  it('tell apart two exercises whose ids hash alike', () => {
    // Same id twice stands for a collision: the second gets a different key, both map back.
    const twins = [library[0]!, { ...library[1]!, id: library[0]!.id }];
    const keys = keyLibrary(twins);
    expect(keys.size).toBe(2);
    expect([...keys.values()].map((e) => e.name)).toEqual(['Barbell Bench Press', 'Dumbbell Bench Press']);
  });

  it('go into the prompt and into the JSON schema as an enum (strict structured output)', () => {
    const prompt = buildWorkoutPrompt('push day', profile, library);
    const schema = prompt.responseFormat.json_schema.schema as {
      properties: { exercises: { items: { properties: { id: { enum: string[] } } } } };
    };
    expect(prompt.responseFormat.type).toBe('json_schema');
    expect(prompt.responseFormat.json_schema.strict).toBe(true);
    expect(schema.properties.exercises.items.properties.id.enum).toEqual([...prompt.keys.keys()]);
    for (const key of prompt.keys.keys()) expect(prompt.user).toContain(`- ${key} | `);
  });
});

describe('a reply by keys', () => {
  const prompt = buildWorkoutPrompt('push day', profile, library.slice(0, 6));
  const keyOf = (name: string) => [...prompt.keys].find(([, e]) => e.name === name)?.[0] ?? '';

  it('maps each key to its library row, whatever name the model wrote beside it', () => {
    const reply = parseWorkoutReply(
      JSON.stringify({
        name: 'Push',
        exercises: [
          { id: keyOf('Barbell Bench Press'), name: 'Flat Bench (BB)' },
          { id: keyOf('Dumbbell Shoulder Press'), name: 'Seated DB Press' },
          { id: keyOf('Dumbbell Lateral Raise'), name: 'Side Raises' },
          { id: keyOf('Skull Crusher'), name: 'Lying Triceps Extension (EZ Bar)' },
          { id: keyOf('Push-Up'), name: 'Press-Ups' },
          { id: keyOf('Dumbbell Bench Press'), name: 'DB Press' },
        ],
      }),
    );
    const draft = buildWorkoutDraft(reply, library, profile, 'push day', prompt.keys);
    expect(draft.exercises.map((e) => e.exercise.name)).toEqual([
      'Barbell Bench Press',
      'Dumbbell Shoulder Press',
      'Dumbbell Lateral Raise',
      'Skull Crusher',
      'Push-Up',
      'Dumbbell Bench Press',
    ]);
    expect(draft.resolved).toEqual({ byKey: 6, byName: 0, unknown: 0 });
    expect(draft.replaced).toEqual([]);
  });

  it('treats a key that was not sent as unknown, never as a match: the name is the fallback', () => {
    const otherKey = exerciseKey(library[8]!.id); // Goblet Squat: in the library, not in this prompt
    expect(prompt.keys.has(otherKey)).toBe(false);
    const reply = parseWorkoutReply(
      JSON.stringify({
        name: 'Push',
        exercises: [
          { id: otherKey, name: 'Bench Press (Barbell)' },
          { id: 'x00000', name: 'Cable Crossover' },
          ...[
            'Dumbbell Shoulder Press',
            'Dumbbell Lateral Raise',
            'Skull Crusher',
            'Push-Up',
            'Dumbbell Bench Press',
          ].map((name) => ({ id: keyOf(name), name })),
        ],
      }),
    );
    const draft = buildWorkoutDraft(reply, library, profile, 'push day', prompt.keys);
    expect(draft.exercises.map((e) => e.exercise.name)).not.toContain('Goblet Squat');
    expect(draft.exercises[0]?.exercise.name).toBe('Barbell Bench Press');
    expect(draft.resolved).toEqual({ byKey: 5, byName: 1, unknown: 1 });
    expect(draft.replaced).toEqual(['Cable Crossover']);
  });

  it('prescribes a cardio machine as time, not sets of reps', () => {
    const cardio = buildWorkoutPrompt('legs and cardio', profile, library);
    const treadmill = [...cardio.keys].find(([, e]) => e.name === 'Treadmill Run')?.[0] ?? '';
    const reply = parseWorkoutReply(
      JSON.stringify({
        exercises: [{ id: treadmill, name: 'Treadmill', sets: 4, reps: '10-12', duration_minutes: 15 }],
      }),
    );
    const draft = buildWorkoutDraft(reply, library, profile, 'legs and cardio', cardio.keys);
    const run = draft.exercises.find((e) => e.exercise.name === 'Treadmill Run');
    expect(run).toMatchObject({ is_time_based: true, duration: 900, sets: 1, rep_single: null, rep_is_range: false });
  });
});

describe('what goes into the prompt', () => {
  const fixed = () => 0.42;

  it('a request for dumbbells limits the equipment to dumbbells and body weight', () => {
    expect(requestedEquipment('45 minute push workout with dumbbells')).toEqual(new Set(['bodyweight', 'dumbbell']));
    expect(requestedEquipment('kettlebell only')).toEqual(new Set(['bodyweight', 'kettlebell']));
    expect(requestedEquipment('bodyweight only, at home')).toEqual(new Set(['bodyweight']));
    expect(requestedEquipment('push day')).toBeNull();
    const sample = sampleExercises(library, profile, '45 minute push workout with dumbbells', fixed);
    expect(sample.map((e) => e.name).sort()).toEqual(
      ['Dumbbell Bench Press', 'Dumbbell Lateral Raise', 'Dumbbell Shoulder Press', 'Goblet Squat', 'Push-Up'].sort(),
    );
  });

  it('a push day lists its pulls and cardio machines after everything that fits', () => {
    const sample = sampleExercises(library, profile, 'push day', fixed).map((e) => e.name);
    expect(sample.slice(-3).sort()).toEqual(['Face Pull', 'Goblet Squat', 'Treadmill Run']);
  });
});
