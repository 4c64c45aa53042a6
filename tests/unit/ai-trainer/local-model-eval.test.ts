import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { generateWorkoutFrom } from '@/features/ai-trainer/hooks/generate-workout';
import { buildWorkoutDraft } from '@/features/ai-trainer/lib/build-workout';
import type { TrainerProfile } from '@/features/ai-trainer/lib/trainer-profile';
import { buildWorkoutPrompt, sampleExercises } from '@/features/ai-trainer/lib/workout-prompt';
import { parseWorkoutReply } from '@/features/ai-trainer/lib/workout-reply';
import { localCompletion } from '../../../supabase/functions/_shared/ai/local-model';
import { equipmentWord, planSize } from '../../../supabase/functions/_shared/ai/local-request';
import { server, withMswServer } from '../support/msw';
import { ORIGIN } from '../support/postgrest';
import { seedLibrary } from './fixtures/seed-library';

// The local model as a new install meets it (issue 32): 30 requests in the words clients and
// trainers use, each through the browser's own path (sampling, prompt with keys, the local
// model, parsing, keys to rows, validation), and the properties its workout must have.

const library = seedLibrary();
const profile: TrainerProfile = {
  userId: 'u1',
  name: 'Owen Price',
  experience: 'intermediate',
  equipmentText: 'commercial gym',
  limitations: null,
  daysPerWeek: 3,
  goals: ['Build muscle'],
  recentWorkouts: [],
};

const PUSH = ['chest', 'shoulders', 'triceps'];
const PULL = ['lats', 'middle back', 'biceps', 'traps'];
const LOWER = ['quadriceps', 'hamstrings', 'glutes', 'calves'];
const UPPER = ['chest', 'lats', 'shoulders', 'middle back', 'biceps', 'triceps'];
const BACK = ['lats', 'middle back', 'lower back'];
const FULL = ['quadriceps', 'chest', 'lats', 'hamstrings', 'shoulders', 'glutes', 'middle back', 'abdominals'];

interface Expected {
  request: string;
  muscles: string[];
  /** push or pull: the other force never goes in. */
  force?: 'push' | 'pull';
  /** Only this equipment (body weight always allowed). */
  only?: string[];
  without?: string[];
  minutes?: number;
  avoid?: string;
  cardio?: boolean;
}

const REQUESTS: Expected[] = [
  { request: '45 minute push workout with dumbbells', muscles: PUSH, force: 'push', only: ['dumbbell'], minutes: 45 },
  { request: 'lower body workout without barbell', muscles: LOWER, without: ['barbell'] },
  { request: 'pull day', muscles: PULL, force: 'pull' },
  { request: 'leg day, 60 minutes', muscles: LOWER, minutes: 60 },
  { request: 'quick 30 min full body session', muscles: FULL, minutes: 30 },
  { request: 'upper body with dumbbells and bands', muscles: UPPER, only: ['dumbbell', 'band'] },
  { request: 'chest and triceps', muscles: ['chest', 'triceps'] },
  { request: 'back and biceps workout', muscles: [...BACK, 'biceps'] },
  { request: 'shoulder day please', muscles: ['shoulders'] },
  { request: 'glutes and hamstrings, no machines', muscles: ['glutes', 'hamstrings'], without: ['machine'] },
  { request: 'bodyweight only full body, 40 minutes', muscles: FULL, only: [], minutes: 40 },
  { request: 'kettlebell only legs', muscles: LOWER, only: ['kettlebell'] },
  { request: 'arms workout 45 min', muscles: ['biceps', 'triceps'], minutes: 45 },
  { request: 'core workout', muscles: ['abdominals'] },
  {
    request: 'Can you write Owen a push session? He only has dumbbells at home',
    muscles: PUSH,
    force: 'push',
    only: ['dumbbell'],
  },
  { request: 'pull workout without cables', muscles: PULL, force: 'pull', without: ['cable'] },
  { request: 'an hour long upper body session', muscles: UPPER, minutes: 60 },
  { request: 'legs but no squats', muscles: LOWER, avoid: 'squat' },
  { request: 'push day, no barbell, 50 minutes', muscles: PUSH, force: 'push', without: ['barbell'], minutes: 50 },
  { request: 'full body session with machines only', muscles: FULL, only: ['machine'] },
  { request: 'lower body with some cardio', muscles: LOWER, cardio: true },
  { request: 'conditioning workout 30 minutes', muscles: FULL, cardio: true, minutes: 30 },
  { request: 'upper body, skip the dips', muscles: UPPER, avoid: 'dip' },
  { request: 'something for my back, 45 minutes, dumbbells only', muscles: BACK, only: ['dumbbell'], minutes: 45 },
  { request: 'quads and calves', muscles: ['quadriceps', 'calves'] },
  { request: 'a 20 minute dumbbell only full body', muscles: FULL, only: ['dumbbell'], minutes: 20 },
  { request: 'Give Maria a pull day with bands only', muscles: PULL, force: 'pull', only: ['band'] },
  { request: 'leg workout, no lunges, 45 min', muscles: LOWER, avoid: 'lunge', minutes: 45 },
  { request: 'chest day with cables and dumbbells', muscles: ['chest'], only: ['cable', 'dumbbell'] },
  { request: 'full body, 75 minutes', muscles: FULL, minutes: 75 },
];

function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

function generate(request: string, seed: number) {
  const prompt = buildWorkoutPrompt(request, profile, sampleExercises(library, profile, request, seeded(seed)));
  const messages = [
    { role: 'system' as const, content: prompt.system },
    { role: 'user' as const, content: prompt.user },
  ];
  const reply = parseWorkoutReply(localCompletion(messages));
  return { reply, draft: buildWorkoutDraft(reply, library, profile, request, prompt.keys) };
}

describe('the local model honours the request (30 requests, 3 samplings each)', () => {
  expect(REQUESTS).toHaveLength(30);
  it.each(REQUESTS)('$request', (expected) => {
    for (const seed of [7, 1234, 99991]) {
      const { reply, draft } = generate(expected.request, seed);
      const names = draft.exercises.map((e) => e.exercise.name);
      // Answered by keys: every exercise found by its key, none replaced or topped up.
      expect(draft.resolved, names.join(', ')).toEqual({ byKey: reply.exercises.length, byName: 0, unknown: 0 });
      // Fewer than six only when the library has no more that fit; the browser then tops up
      // (with exercises that must hold the same properties, checked below with the rest).
      expect(draft.exercises.length).toBeGreaterThanOrEqual(6);
      for (const [index, item] of draft.exercises.entries()) {
        const { exercise } = item;
        const label = `${exercise.name} in "${expected.request}"`;
        const row = library.find((e) => e.id === exercise.id);
        // The model's own choices train the muscles asked for; a top-up only has to fit the rest.
        if (index < reply.exercises.length)
          expect(
            exercise.muscle_groups.some((m) => expected.muscles.includes(m)) ||
              (expected.cardio && row?.category === 'cardio'),
            label,
          ).toBe(true);
        if (expected.force) expect(row?.force, label).not.toBe(expected.force === 'push' ? 'pull' : 'push');
        const gear = equipmentWord(exercise.equipment ?? 'body weight') ?? exercise.equipment;
        if (expected.only) expect(['bodyweight', ...expected.only], label).toContain(gear);
        for (const item of expected.without ?? []) expect(gear, label).not.toBe(item);
        if (expected.avoid) expect(exercise.name.toLowerCase(), label).not.toContain(expected.avoid);
        if (row?.category === 'cardio') {
          expect(expected.cardio, label).toBe(true);
          expect(item.is_time_based, label).toBe(true);
        }
        expect(row?.category, label).not.toBe('stretching');
      }
      if (expected.cardio) expect(draft.exercises.some((e) => e.is_time_based)).toBe(true);
      if (expected.minutes) {
        const size = planSize(expected.minutes);
        expect(draft.estimated_duration).toBe(expected.minutes);
        expect(reply.exercises).toHaveLength(size?.count ?? 0);
        for (const item of draft.exercises) if (!item.is_time_based) expect(item.sets).toBe(size?.sets);
      } else {
        expect(draft.exercises.length).toBeLessThanOrEqual(8);
      }
      expect(draft.difficulty).toBe('intermediate');
    }
  });
});

describe('a change request changes only what it asks for', () => {
  withMswServer();
  const context = { profile, library };

  /** The proxy as the local model answers it, so the browser's whole path runs. */
  function localProxy(): { bodies: { messages: { role: 'system' | 'user' | 'assistant'; content: string }[] }[] } {
    const seen: { bodies: { messages: { role: 'system' | 'user' | 'assistant'; content: string }[] }[] } = {
      bodies: [],
    };
    server.use(
      http.post(`${ORIGIN}/functions/v1/ai-chat-completions`, async ({ request }) => {
        const body = (await request.json()) as (typeof seen.bodies)[number];
        seen.bodies.push(body);
        return HttpResponse.json({
          choices: [{ message: { role: 'assistant', content: localCompletion(body.messages) }, finish_reason: 'stop' }],
        });
      }),
    );
    return seen;
  }

  it('"swap the lunges for something knee-friendly" replaces the lunges only, at the same difficulty', async () => {
    localProxy();
    const signal = new AbortController().signal;
    let first = await generateWorkoutFrom(context, 'leg day with dumbbells', [], signal);
    // Find a first draft with a lunge in it (the sampling is random).
    for (let tries = 0; !first.exercises.some((e) => /lunge/i.test(e.exercise.name)) && tries < 30; tries += 1) {
      first = await generateWorkoutFrom(context, 'leg day with dumbbells', [], signal);
    }
    const lunges = first.exercises.filter((e) => /lunge/i.test(e.exercise.name));
    expect(lunges.length).toBeGreaterThan(0);
    const change = 'swap the lunges for something knee-friendly';
    const changed = await generateWorkoutFrom(context, 'leg day with dumbbells', [change], signal, first);

    expect(changed.difficulty).toBe(first.difficulty);
    expect(changed.name).toBe(first.name);
    expect(changed.exercises).toHaveLength(first.exercises.length);
    for (const [index, before] of first.exercises.entries()) {
      const after = changed.exercises[index];
      if (/lunge/i.test(before.exercise.name)) {
        expect(after?.exercise.name).not.toMatch(/lunge|squat|jump|step|split/i);
        expect(after?.exercise.muscle_groups.some((m) => before.exercise.muscle_groups.includes(m))).toBe(true);
      } else {
        expect(after?.exercise.id).toBe(before.exercise.id);
        expect(after?.sets).toBe(before.sets);
      }
    }
  });

  it('"No barbell please" replaces the barbell exercises only', async () => {
    localProxy();
    const signal = new AbortController().signal;
    let first = await generateWorkoutFrom(context, 'push day', [], signal);
    for (let tries = 0; !first.exercises.some((e) => e.exercise.equipment === 'barbell') && tries < 30; tries += 1) {
      first = await generateWorkoutFrom(context, 'push day', [], signal);
    }
    expect(first.exercises.some((e) => e.exercise.equipment === 'barbell')).toBe(true);
    const changed = await generateWorkoutFrom(context, 'push day', ['No barbell please'], signal, first);
    expect(changed.exercises.filter((e) => e.exercise.equipment === 'barbell')).toEqual([]);
    for (const [index, before] of first.exercises.entries()) {
      if (before.exercise.equipment !== 'barbell')
        expect(changed.exercises[index]?.exercise.id).toBe(before.exercise.id);
    }
    expect(changed.difficulty).toBe(first.difficulty);
  });

  it("a beginner gets a beginner workout, whatever the exercises' levels", async () => {
    localProxy();
    const draft = await generateWorkoutFrom(
      { profile: { ...profile, experience: 'beginner' }, library },
      'full body',
      [],
      new AbortController().signal,
    );
    expect(draft.difficulty).toBe('beginner');
  });
});

describe('the local model in the chat', () => {
  const system = (coach: boolean, limitations = 'Old knee surgery (2019)') =>
    [
      "You are Liftwise's AI personal trainer.",
      coach
        ? "You are talking with the client's coach, who is planning for the client below; speak to the coach."
        : 'You are talking with the client themselves.',
      'Client name: Owen Price',
      `Limitations: ${limitations}`,
    ].join('\n');
  const ask = (coach: boolean, question: string) =>
    localCompletion([
      { role: 'system', content: system(coach) },
      { role: 'user', content: question },
    ]);

  it("never greets a coach by the client's name", () => {
    for (const question of ['How much protein?', 'Good warm up?', 'Any tips?', 'How should he progress?', 'sleep?']) {
      const answer = ask(true, question);
      expect(answer).not.toMatch(/Good question, Owen/);
      expect(answer).not.toMatch(/^Owen\b/);
    }
    expect(ask(true, 'How much protein should he eat?')).toMatch(/^For Owen: /);
  });

  it('answers pain with safe general advice, never an unrelated note', () => {
    for (const coach of [false, true]) {
      const answer = ask(coach, 'I get lower-back pain after deadlifts, what should I do?');
      expect(answer).toMatch(/stop/i);
      expect(answer).toMatch(/doctor or physiotherapist/);
      expect(answer).toMatch(/coach|Ask Owen/);
      expect(answer).not.toContain('knee surgery');
    }
  });
});
