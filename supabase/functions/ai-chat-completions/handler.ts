import { z } from 'zod';
import { resolveCaller } from '../_shared/caller.ts';
import { complete, noEnv } from '../_shared/ai/complete.ts';
import { chatMessageSchema, responseFormatSchema } from '../_shared/ai/provider.ts';
import { providerFailure, readLimitedJson } from '../_shared/ai/request.ts';
import { createRateLimiter, rateLimitMessage, readRateLimit } from '../_shared/ai/rate-limit.ts';
import { createAdminClient, type FunctionDeps } from '../_shared/deps.ts';
import { HttpError, json, jsonError, postHandler, type Handler } from '../_shared/http.ts';

/** A workout prompt with 150 exercises is about 15 kB; four times that is still a real request. */
export const MAX_REQUEST_BYTES = 64 * 1024;

const requestSchema = z.object({
  messages: z.array(chatMessageSchema).min(1, 'messages must not be empty').max(40, 'At most 40 messages'),
  temperature: z.number().min(0).max(2).default(0.8),
  max_tokens: z.number().int().min(1).max(4000).default(1500),
  /** The answer's JSON schema; passed on in the form the provider takes (see provider.ts). */
  response_format: responseFormatSchema.optional(),
});

/**
 * ai-chat-completions: the OpenAI-compatible chat-completions protocol for signed-in users, held
 * here so the provider key never reaches the browser. The model is the function's, not the caller's.
 */
export function createAiChatCompletionsHandler(deps: FunctionDeps): Handler {
  const env = deps.env ?? noEnv;
  const limiter = createRateLimiter(readRateLimit(env, 20), 60_000);
  return postHandler(async (request) => {
    const caller = await resolveCaller(request, createAdminClient(deps));
    const body = requestSchema.safeParse(await readLimitedJson(request, MAX_REQUEST_BYTES));
    if (!body.success) throw new HttpError(400, body.error.issues[0]?.message ?? 'Invalid request');
    const wait = limiter.take(caller.id);
    if (wait > 0) return jsonError(429, rateLimitMessage(wait));
    try {
      const reply = await complete(env, {
        messages: body.data.messages,
        temperature: body.data.temperature,
        maxTokens: body.data.max_tokens,
        responseFormat: body.data.response_format,
      });
      // One shape for the browser whatever the provider sent: the answer as content (a tool
      // call's arguments moved there, reasoning removed), the refusal and why it stopped.
      return json({
        object: 'chat.completion',
        model: env('AI_PROVIDER_MODEL') ?? 'liftwise-local',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: reply.content, refusal: reply.refusal },
            finish_reason: reply.finishReason ?? 'stop',
          },
        ],
      });
    } catch (error) {
      return providerFailure(error, 'Failed to generate workout');
    }
  });
}
