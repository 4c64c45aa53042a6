import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { generateWorkout } from '@/features/ai-trainer/hooks/generate-workout';
import { server, withMswServer } from '../support/msw';
import { ORIGIN, table } from '../support/postgrest';

// The browser's retry path, with the network mocked: the Data API reads of the context, and the
// chat-completions proxy answering what the test scripts.

const SUBJECT = '00000000-0000-4000-8000-0000000000a1';
const LIBRARY = [
  ['Barbell Bench Press', 'barbell', 'chest'],
  ['Dumbbell Shoulder Press', 'dumbbell', 'shoulders'],
  ['Dumbbell Lateral Raise', 'dumbbell', 'shoulders'],
  ['Triceps Rope Pushdown', 'cable', 'triceps'],
  ['Push-Up', 'body weight', 'chest'],
  ['Incline Dumbbell Bench Press', 'dumbbell', 'chest'],
  ['Cable Fly', 'cable', 'chest'],
].map(([name, equipment, muscle], index) => ({
  id: `00000000-0000-4000-8000-00000000e${String(index).padStart(3, '0')}`,
  name,
  equipment,
  muscle_groups: [muscle],
  level: 'intermediate',
}));

const VALID_REPLY = [
  'Here is your push day:',
  '```json',
  JSON.stringify({
    name: 'Push Day',
    exercises: [
      { name: 'Bench Press (Barbell)', muscle_group: 'chest', sets: 4, reps: '6-8' },
      { name: 'DB Shoulder Press', muscle_group: 'shoulders', sets: 3, reps: 10 },
      { name: 'Dumbbell Lateral Raises', muscle_group: 'shoulders', sets: 3, reps: 12 },
      { name: 'Triceps Rope Pushdowns', muscle_group: 'triceps', sets: 3, reps: 12 },
      { name: 'Push-Ups', muscle_group: 'chest', sets: 3, reps: 15 },
      { name: 'Incline DB Bench Press', muscle_group: 'chest', sets: 3, reps: 10 },
    ],
  }),
  '```',
].join('\n');
const MALFORMED_REPLY = 'Sure! {"name": "Push Day", "exercises": [ {"name": "Bench Press", ';

interface SentBody {
  messages: { role: string; content: string }[];
  response_format?: {
    json_schema: { schema: { properties: { exercises: { items: { properties: { id: { enum: string[] } } } } } } };
  };
}
type Scripted = string | { content: string | null; refusal?: string; finish_reason?: string };

/** The proxy answers each call with the next scripted reply; the bodies it received are kept. */
function scriptCompletions(replies: Scripted[]): { bodies: SentBody[] } {
  const seen: { bodies: SentBody[] } = { bodies: [] };
  server.use(
    http.post(`${ORIGIN}/functions/v1/ai-chat-completions`, async ({ request }) => {
      seen.bodies.push((await request.json()) as SentBody);
      const reply = replies[seen.bodies.length - 1];
      if (reply === undefined) return HttpResponse.json({ error: 'unexpected call' }, { status: 500 });
      const {
        content,
        refusal = null,
        finish_reason = 'stop',
      } = typeof reply === 'string' ? { content: reply } : reply;
      return HttpResponse.json({ choices: [{ message: { role: 'assistant', content, refusal }, finish_reason }] });
    }),
  );
  return seen;
}

describe('generateWorkout in the browser: a malformed reply is retried once', () => {
  withMswServer(() => [
    table('users', [{ name: 'Sam' }]),
    table('onboarding_forms', []),
    table('workout_logs', []),
    table('exercises', LIBRARY),
  ]);

  it('retries after one malformed reply, with the bad reply and a correction, and builds the workout', async () => {
    const seen = scriptCompletions([MALFORMED_REPLY, VALID_REPLY]);
    const draft = await generateWorkout('give me a push day', SUBJECT, [], new AbortController().signal);

    expect(seen.bodies).toHaveLength(2);
    const retry = seen.bodies[1]!.messages;
    expect(retry.at(-2)).toEqual({ role: 'assistant', content: MALFORMED_REPLY });
    expect(retry.at(-1)?.role).toBe('user');
    expect(retry.at(-1)?.content).toMatch(/not valid JSON/);
    expect(draft.name).toBe('Push Day');
    expect(draft.exercises.map((e) => e.exercise.name)).toEqual([
      'Barbell Bench Press',
      'Dumbbell Shoulder Press',
      'Dumbbell Lateral Raise',
      'Triceps Rope Pushdown',
      'Push-Up',
      'Incline Dumbbell Bench Press',
    ]);
    expect(draft.exercises[0]).toMatchObject({ sets: 4, rep_min: 6, rep_max: 8, rep_is_range: true });
  });

  it("gives up with 'Failed to generate workout' after two malformed replies", async () => {
    const seen = scriptCompletions([MALFORMED_REPLY, 'still not json']);
    await expect(generateWorkout('give me a push day', SUBJECT, [], new AbortController().signal)).rejects.toThrow(
      /^Failed to generate workout$/,
    );
    expect(seen.bodies).toHaveLength(2);
  });

  it('does not retry a well-formed reply', async () => {
    const seen = scriptCompletions([VALID_REPLY]);
    const draft = await generateWorkout('give me a push day', SUBJECT, [], new AbortController().signal);
    expect(seen.bodies).toHaveLength(1);
    expect(draft.exercises).toHaveLength(6);
  });

  it("retries once when the reply was cut off (finish_reason 'length'), even if the cut-off text parses", async () => {
    const seen = scriptCompletions([{ content: VALID_REPLY, finish_reason: 'length' }, VALID_REPLY]);
    const draft = await generateWorkout('give me a push day', SUBJECT, [], new AbortController().signal);
    expect(seen.bodies).toHaveLength(2);
    expect(seen.bodies[1]!.messages.at(-1)?.content).toMatch(/not valid JSON/);
    expect(draft.exercises).toHaveLength(6);
  });

  it("a refusal is not retried: 'Failed to generate workout'", async () => {
    const seen = scriptCompletions([{ content: null, refusal: "I'm sorry, but I can't help with that." }]);
    await expect(generateWorkout('give me a push day', SUBJECT, [], new AbortController().signal)).rejects.toThrow(
      /^Failed to generate workout$/,
    );
    expect(seen.bodies).toHaveLength(1);
  });

  it('sends the keys as the schema enum, and maps a reply by keys to the library rows', async () => {
    const seen: { bodies: SentBody[] } = { bodies: [] };
    server.use(
      http.post(`${ORIGIN}/functions/v1/ai-chat-completions`, async ({ request }) => {
        const body = (await request.json()) as SentBody;
        seen.bodies.push(body);
        // Answer with the keys the prompt listed, under names no matcher would find.
        const lines = body.messages[1]!.content.split('\n').filter((line) => /^- x[0-9a-z]{5} \| /.test(line));
        const exercises = lines.slice(0, 6).map((line, index) => ({ id: line.slice(2, 8), name: `Mystery ${index}` }));
        return HttpResponse.json({
          choices: [{ message: { role: 'assistant', content: JSON.stringify({ name: 'Keys', exercises }) } }],
        });
      }),
    );
    const draft = await generateWorkout('give me a push day', SUBJECT, [], new AbortController().signal);
    const enumKeys = seen.bodies[0]!.response_format!.json_schema.schema.properties.exercises.items.properties.id.enum;
    expect(enumKeys).toHaveLength(LIBRARY.length);
    expect(draft.resolved).toEqual({ byKey: 6, byName: 0, unknown: 0 });
    expect(draft.replaced).toEqual([]);
  });
});
