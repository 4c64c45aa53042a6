import { AI_MESSAGES } from './messages';
import { invokeAiFunction } from './invoke-ai-function';

export interface CompletionMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The spec's chat-completions call (temperature 0.8, max_tokens 1500), through the project's proxy. */
export async function requestCompletion(messages: CompletionMessage[], signal?: AbortSignal): Promise<string> {
  const result = await invokeAiFunction<{ choices?: { message?: { content?: unknown } }[] }>(
    'ai-chat-completions',
    { messages, temperature: 0.8, max_tokens: 1500 },
    AI_MESSAGES.generationFailed,
    signal,
  );
  const content = result.choices?.[0]?.message?.content;
  return typeof content === 'string' ? content : '';
}
