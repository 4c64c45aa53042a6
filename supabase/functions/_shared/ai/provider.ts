import { z } from 'zod';

/** One chat message in the OpenAI-compatible chat-completions protocol. */
export const chatMessageSchema = z.object({
  role: z.enum(['system', 'user', 'assistant']),
  content: z.string().max(60_000, 'A message is too long'),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The provider named by the function's environment; none configured means the local model answers. */
export interface ProviderConfig {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  timeoutMs: number;
}

export const DEFAULT_PROVIDER_TIMEOUT_MS = 45_000;

/**
 * AI_PROVIDER_BASE_URL (e.g. https://api.openai.com/v1), AI_PROVIDER_MODEL and AI_PROVIDER_API_KEY;
 * AI_PROVIDER_TIMEOUT_MS optionally. Without a base URL and a model there is no provider.
 */
export function readProviderConfig(env: (name: string) => string | undefined): ProviderConfig | undefined {
  const baseUrl = env('AI_PROVIDER_BASE_URL')?.trim();
  const model = env('AI_PROVIDER_MODEL')?.trim();
  if (!baseUrl || !model) return undefined;
  const timeout = Number(env('AI_PROVIDER_TIMEOUT_MS'));
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    model,
    apiKey: env('AI_PROVIDER_API_KEY')?.trim() || undefined,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_PROVIDER_TIMEOUT_MS,
  };
}

/** Why the provider gave no usable answer; the functions turn it into a message, never a stack. */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'timeout' | 'unavailable' | 'bad-reply',
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

const providerReplySchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

export interface CompletionRequest {
  messages: ChatMessage[];
  temperature: number;
  maxTokens: number;
}

/** Sends one chat-completions request and returns the first choice's message content. */
export async function requestCompletion(
  config: ProviderConfig,
  request: CompletionRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  try {
    const response = await fetchImpl(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      signal: controller.signal,
      headers: {
        'Content-Type': 'application/json',
        ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        messages: request.messages,
        temperature: request.temperature,
        max_tokens: request.maxTokens,
      }),
    });
    if (!response.ok) throw new ProviderError('unavailable', `The provider answered ${response.status}`);
    const parsed = providerReplySchema.safeParse(await response.json().catch(() => null));
    const content = parsed.success ? parsed.data.choices[0]?.message.content : null;
    if (!content) throw new ProviderError('bad-reply', 'The provider sent no message content');
    return content;
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    if (controller.signal.aborted) throw new ProviderError('timeout', 'The provider did not answer in time');
    throw new ProviderError('unavailable', 'The provider could not be reached');
  } finally {
    clearTimeout(timer);
  }
}
