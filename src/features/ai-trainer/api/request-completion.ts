import type { WorkoutResponseFormat } from '../lib/workout-prompt';
import { AI_MESSAGES } from './messages';
import { invokeAiFunction } from './invoke-ai-function';

export interface CompletionMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The first choice of a reply, as the proxy passes it on. */
export interface Completion {
  content: string;
  /** 'length' means the model ran out of tokens: the JSON is cut off. */
  finishReason: string | null;
  /** The provider's refusal text, when the model declined. */
  refusal: string | null;
}

interface CompletionBody {
  choices?: { message?: { content?: unknown; refusal?: unknown }; finish_reason?: unknown }[];
}

/**
 * The spec's chat-completions call (temperature 0.8, max_tokens 1500), through the project's proxy,
 * with the workout's JSON schema as `response_format` (the proxy turns it into what the provider
 * supports: the same response_format, a tool call, or nothing and the prompt's JSON).
 */
export async function requestCompletion(
  messages: CompletionMessage[],
  signal?: AbortSignal,
  responseFormat?: WorkoutResponseFormat,
): Promise<Completion> {
  const result = await invokeAiFunction<CompletionBody>(
    'ai-chat-completions',
    { messages, temperature: 0.8, max_tokens: 1500, ...(responseFormat ? { response_format: responseFormat } : {}) },
    AI_MESSAGES.generationFailed,
    signal,
  );
  const choice = result.choices?.[0];
  const content = choice?.message?.content;
  const refusal = choice?.message?.refusal;
  return {
    content: typeof content === 'string' ? content : '',
    finishReason: typeof choice?.finish_reason === 'string' ? choice.finish_reason : null,
    refusal: typeof refusal === 'string' && refusal.trim() ? refusal : null,
  };
}
