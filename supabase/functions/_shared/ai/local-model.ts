import { CHANGE_MARKER, LIBRARY_HEADING, RETRY_MARKER, workoutAnswer, type AnswerMode } from './local-workout.ts';
import type { ChatMessage } from './provider.ts';

/**
 * The deterministic local model: answers the same chat-completions requests as a real provider
 * when none is configured (the embedded backend, every test, and every fresh install). The same
 * request always gets the same reply (seeded from a hash of the request). Workouts:
 * local-workout.ts. Chat: short coaching answers spoken to whoever is typing (the coach when a
 * coach drafts for a client), and safe general advice for pain.
 */

export { CHANGE_MARKER, LIBRARY_HEADING, RETRY_MARKER, type AnswerMode };

export type MalformedMode = 'never' | 'first' | 'always';

export interface LocalModelOptions {
  /** Test switch (AI_LOCAL_MALFORMED): 'first' answers the first try of a workout badly, 'always' every try. */
  malformed?: MalformedMode;
  /** AI_LOCAL_ANSWER=names: exercises by name only (no library keys), so the name fallback runs. */
  answer?: AnswerMode;
}

export function readMalformedMode(env: (name: string) => string | undefined): MalformedMode {
  const value = env('AI_LOCAL_MALFORMED');
  return value === 'first' || value === 'always' ? value : 'never';
}

export function readAnswerMode(env: (name: string) => string | undefined): AnswerMode {
  return env('AI_LOCAL_ANSWER') === 'names' ? 'names' : 'keys';
}

export function localCompletion(messages: ChatMessage[], options: LocalModelOptions = {}): string {
  const randomFor = (text: string) => seededRandom(hash(text));
  const prompt = messages.map((m) => m.content).join('\n');
  if (!prompt.includes(LIBRARY_HEADING)) {
    return coachingAnswer(messages, randomFor(messages.map((m) => `${m.role}:${m.content}`).join('\n')));
  }
  const last = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  const isRetry = last.startsWith(RETRY_MARKER);
  if (options.malformed === 'always' || (options.malformed === 'first' && !isRetry)) {
    return 'Here is your workout: {"name": "Session", "exercises": [{"name": "Bench Press", "sets": 3,';
  }
  return workoutAnswer(messages, options.answer ?? 'keys', randomFor);
}

const PAIN =
  /\b(pain|painful|hurts?|hurting|injur(?:y|ed|ies)|tweak(?:ed)?|strain(?:ed)?|sprain(?:ed)?|twinge|sharp|numb(?:ness)?|tingl(?:e|ing))\b/;

const TOPICS: [RegExp, string][] = [
  [
    /protein|eat|diet|nutrition|calorie/,
    'Aim for about 1.6-2.2 g of protein per kg of body weight a day, spread over 3-4 meals. Build each plate around a protein, vegetables and a carbohydrate you enjoy, and keep it consistent rather than perfect.',
  ],
  [
    /sore|doms|recover|rest day/,
    'Some soreness after a new or harder session is normal and fades in 2-3 days. Keep moving with easy walks, sleep 7-9 hours, and train the sore muscles lightly or rest them until they feel normal.',
  ],
  [
    /warm ?up|warmup/,
    'Warm up for 5-10 minutes: a few minutes of easy cardio, then mobility for the joints you will load, then 2-3 lighter sets of your first exercise before the working sets.',
  ],
  [
    /progress|overload|stuck|plateau|heavier/,
    'Progress one thing at a time: add a rep to each set until you reach the top of the range, then add a small amount of weight and start again at the bottom. If you stall for two weeks, check sleep, food and stress before changing the plan.',
  ],
  [
    /cardio|run|conditioning/,
    'Two or three 20-30 minute cardio sessions a week support recovery and heart health. Keep most of them easy enough to hold a conversation, and do them after lifting or on separate days.',
  ],
  [
    /sleep|tired|energy/,
    'Sleep is when training turns into progress: aim for 7-9 hours on a regular schedule. On a low-energy day, keep the session but drop a set per exercise.',
  ],
  [
    /motivat|consisten|habit/,
    'Consistency beats intensity: schedule your sessions like appointments, start with a short version on busy days, and log every workout so you can see how far you have come.',
  ],
];

/** Pain: stop, see a professional when it is more than mild, and what to tell the coach. Never a diagnosis. */
function painAnswer(coach: boolean, client: string): string {
  const who = coach ? `${client}` : 'you';
  const stop = coach
    ? `Have ${client} stop the movement that brings the pain on and not train through it.`
    : 'Stop the movement that brings the pain on and do not train through it.';
  return [
    stop,
    `I can't diagnose pain: if it is sharp, gets worse, lasts more than a few days, or comes with numbness, tingling or pain running down a leg or arm, ${who === 'you' ? 'see' : `${client} should see`} a doctor or physiotherapist before lifting again.`,
    coach
      ? `Ask ${client} where exactly it hurts, on which exercise and which part of the lift, how heavy, and whether it is easing; until it is cleared, keep to pain-free movements and lighter loads.`
      : 'Tell your coach where exactly it hurts, on which exercise and which part of the lift, how heavy it was, and whether it is easing, so they can adjust your plan; until then keep to pain-free movements and lighter loads.',
  ].join(' ');
}

function coachingAnswer(messages: ChatMessage[], random: () => number): string {
  const question =
    [...messages]
      .reverse()
      .find((m) => m.role === 'user')
      ?.content.toLowerCase() ?? '';
  const system = messages.find((m) => m.role === 'system')?.content ?? '';
  // The person typing: the client themselves, or their coach planning for them.
  const coach = /talking with the client's coach/i.test(system);
  const clientName = /Client name: ([^\n]+)/.exec(system)?.[1]?.trim().split(' ')[0] ?? '';
  const client = clientName && clientName !== 'the' ? clientName : 'your client';
  if (PAIN.test(question)) return painAnswer(coach, client);
  const greeting =
    !coach && clientName && clientName !== 'the' && random() < 0.5 ? `Good question, ${clientName}. ` : '';
  const forClient = coach ? `For ${client}: ` : '';
  if (/workout|session|routine|\bday\b|exercises? for/.test(question)) {
    return coach
      ? `I can put that workout together for ${client} from your exercise library. Tap Create Workout and I will draft it for you to preview before anything is saved.`
      : `${greeting}I can put that workout together from your exercise library. Tap Create Workout and I will draft it for you to preview before anything is saved.`;
  }
  const topic = TOPICS.find(([pattern]) => pattern.test(question));
  if (topic) return `${greeting}${forClient}${topic[1]}`;
  return coach
    ? `I can answer questions about ${client}'s training, recovery and nutrition, or draft a workout for them: try "a 45 minute push day with dumbbells".`
    : `${greeting}I can answer questions about training, recovery and nutrition, or build you a workout: try "give me a 45 minute push day".`;
}

/** FNV-1a: a stable 32-bit seed from the request. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** mulberry32: small, fast and deterministic. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
