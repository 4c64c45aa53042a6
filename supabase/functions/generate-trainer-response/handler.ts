import { z } from 'zod';
import { resolveCaller, type Caller } from '../_shared/caller.ts';
import { complete, noEnv } from '../_shared/ai/complete.ts';
import { chatMessageSchema, type ChatMessage } from '../_shared/ai/provider.ts';
import { createRateLimiter, rateLimitMessage, readRateLimit } from '../_shared/ai/rate-limit.ts';
import { createAdminClient, type AdminClient, type FunctionDeps } from '../_shared/deps.ts';
import { HttpError, json, jsonError, postHandler, type Handler } from '../_shared/http.ts';
import { providerFailure, readLimitedJson } from '../_shared/ai/request.ts';

export const CHAT_ERROR = 'Sorry, I encountered an error. Please try again.';
const MAX_REQUEST_BYTES = 64 * 1024;

/**
 * The spec's request. `userProfile` is accepted but not trusted: the function reads the profile,
 * onboarding answers and recent logs of the person itself, after checking the caller may see them.
 */
const requestSchema = z.object({
  clientMessage: z.string().trim().min(1, 'clientMessage is required').max(4000, 'The message is too long'),
  conversationHistory: z
    .array(chatMessageSchema.extend({ content: z.string().max(8000) }))
    .max(30)
    .default([]),
  context: z
    .object({ currentPage: z.string().max(200).optional(), userRole: z.string().max(20).optional() })
    .passthrough()
    .default({}),
  userId: z.string().uuid('userId must be a user id').optional(),
  tone: z.string().max(20).default('neutral'),
  userProfile: z.unknown().optional(),
});

interface Person {
  id: string;
  name: string | null;
  role: string;
  gender: string | null;
  client_type: string | null;
  assigned_to: string | null;
}

/** Unknown ids and other people's answer alike, so the function cannot be used to probe for accounts. */
export const NO_ACCESS = 'You can only use the AI trainer for yourself or your own clients';

async function readPerson(admin: AdminClient, userId: string): Promise<Person | null> {
  const { data, error } = await admin
    .from('users')
    .select('id, name, role, gender, client_type, assigned_to')
    .eq('id', userId)
    .maybeSingle<Person>();
  if (error) throw error;
  return data;
}

/**
 * A client only for themselves; staff for themselves and their assigned clients; admins anyone.
 * Someone else's id and an id that is no account get the same 403, so an id cannot be probed;
 * only an admin, who may ask about anyone, learns that an id is unknown.
 */
function checkAccess(caller: Caller, person: Person | null): Person {
  if (!person) {
    if (caller.role === 'admin') throw new HttpError(404, 'User not found');
    throw new HttpError(403, NO_ACCESS);
  }
  if (caller.role === 'admin' || caller.id === person.id) return person;
  if (caller.role === 'staff' && person.assigned_to === caller.id) return person;
  throw new HttpError(403, NO_ACCESS);
}

async function systemPrompt(admin: AdminClient, person: Person, tone: string, caller: Caller): Promise<string> {
  const [onboarding, logs] = await Promise.all([
    admin
      .from('onboarding_forms')
      .select('assessment')
      .eq('client_id', person.id)
      .order('created_at', { ascending: false })
      .limit(1),
    admin
      .from('workout_logs')
      .select('workout_name, completed_at, duration_seconds, total_volume')
      .eq('user_id', person.id)
      .order('created_at', { ascending: false })
      .limit(5),
  ]);
  if (onboarding.error) throw onboarding.error;
  if (logs.error) throw logs.error;
  const answers = (onboarding.data[0]?.assessment ?? {}) as {
    exercise?: Record<string, unknown>;
    goals?: { mainGoals?: unknown };
  };
  const exercise = answers.exercise ?? {};
  const goals = Array.isArray(answers.goals?.mainGoals) ? answers.goals.mainGoals.join(', ') : 'not given';
  const history = logs.data.length
    ? logs.data
        .map((log) => `- ${log.workout_name || 'Workout'} on ${log.completed_at?.slice(0, 10) ?? 'an unfinished day'}`)
        .join('\n')
    : '- none yet';
  return [
    `You are Liftwise's AI personal trainer. Answer in a ${tone} tone, briefly and practically, in plain text.`,
    'Never give medical diagnoses; suggest seeing a professional for pain or injury.',
    // Who is typing: a coach drafting for a client is spoken to as the coach, not greeted by the client's name.
    caller.id === person.id
      ? 'You are talking with the client themselves.'
      : "You are talking with the client's coach, who is planning for the client below; speak to the coach.",
    `Client name: ${person.name || 'the client'}`,
    `Experience: ${String(exercise.experienceLevel ?? 'not given')}`,
    `Equipment: ${String(exercise.gymAccess ?? 'not given')}`,
    `Limitations: ${String(exercise.limitations || 'none')}`,
    `Training days per week: ${String(exercise.desiredWorkoutDays ?? 'not given')}`,
    `Goals: ${goals}`,
    `Last workouts:\n${history}`,
  ].join('\n');
}

/** generate-trainer-response: one chat reply, `{ response }`, about the caller or a person they coach. */
export function createGenerateTrainerResponseHandler(deps: FunctionDeps): Handler {
  const env = deps.env ?? noEnv;
  const limiter = createRateLimiter(readRateLimit(env, 20), 60_000);
  return postHandler(async (request) => {
    const admin = createAdminClient(deps);
    const caller = await resolveCaller(request, admin);
    const body = requestSchema.safeParse(await readLimitedJson(request, MAX_REQUEST_BYTES));
    if (!body.success) throw new HttpError(400, body.error.issues[0]?.message ?? 'Invalid request');
    const person = checkAccess(caller, await readPerson(admin, body.data.userId ?? caller.id));
    const wait = limiter.take(caller.id);
    if (wait > 0) return jsonError(429, rateLimitMessage(wait));
    const messages: ChatMessage[] = [
      { role: 'system', content: await systemPrompt(admin, person, body.data.tone, caller) },
      ...body.data.conversationHistory.filter((m) => m.role !== 'system').slice(-12),
      { role: 'user', content: body.data.clientMessage },
    ];
    try {
      const reply = await complete(env, { messages, temperature: 0.8, maxTokens: 1500 });
      return json({ response: reply.content || reply.refusal || CHAT_ERROR });
    } catch (error) {
      return providerFailure(error, CHAT_ERROR);
    }
  });
}
