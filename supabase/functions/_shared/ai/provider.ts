import { z } from 'zod';

/** One chat message in the OpenAI-compatible chat-completions protocol. */
export const chatMessageSchema = z.object({
  role: z.enum(['system', 'user', 'assistant']),
  content: z.string().max(60_000, 'A message is too long'),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * How the provider takes a JSON schema for its answer: OpenAI-compatible `response_format`
 * (json_schema), a forced tool call whose arguments follow the schema, or not at all (the prompt
 * asks for the same JSON).
 */
export type StructuredOutput = 'json_schema' | 'tool' | 'off';

/** The provider named by the function's environment; none configured means the local model answers. */
export interface ProviderConfig {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  timeoutMs: number;
  structuredOutput: StructuredOutput;
}

/** A JSON schema for the answer, in the OpenAI-compatible `response_format` shape. */
export const responseFormatSchema = z.object({
  type: z.literal('json_schema'),
  json_schema: z.object({
    name: z.string().regex(/^[a-zA-Z0-9_-]{1,64}$/),
    strict: z.boolean().optional(),
    schema: z.record(z.string(), z.unknown()),
  }),
});
export type ResponseFormat = z.infer<typeof responseFormatSchema>;

/** The first choice of a reply, read from any of the shapes providers send. */
export interface Completion {
  /** The answer's text: the message content, or the forced tool call's arguments; reasoning removed. */
  content: string;
  finishReason: string | null;
  refusal: string | null;
}

export const DEFAULT_PROVIDER_TIMEOUT_MS = 45_000;

/**
 * AI_PROVIDER_BASE_URL (e.g. https://api.openai.com/v1), AI_PROVIDER_MODEL and AI_PROVIDER_API_KEY;
 * AI_PROVIDER_TIMEOUT_MS and AI_PROVIDER_STRUCTURED_OUTPUT (json_schema, the default; tool; off)
 * optionally. Without a base URL and a model there is no provider.
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
    structuredOutput: readStructuredOutput(env('AI_PROVIDER_STRUCTURED_OUTPUT')),
  };
}

function readStructuredOutput(value: string | undefined): StructuredOutput {
  const mode = value?.trim().toLowerCase();
  return mode === 'tool' || mode === 'off' ? mode : 'json_schema';
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

const textPart = z.object({ type: z.string().optional(), text: z.string().optional() }).passthrough();
const providerReplySchema = z.object({
  choices: z
    .array(
      z.object({
        finish_reason: z.string().nullable().optional(),
        message: z
          .object({
            // A string; null beside tool_calls or a refusal; some providers send an array of parts.
            content: z
              .union([z.string(), z.array(textPart)])
              .nullable()
              .optional(),
            refusal: z.string().nullable().optional(),
            tool_calls: z
              .array(z.object({ function: z.object({ name: z.string().optional(), arguments: z.string() }) }))
              .nullable()
              .optional(),
          })
          .passthrough(),
      }),
    )
    .min(1),
});

export interface CompletionRequest {
  messages: ChatMessage[];
  temperature: number;
  maxTokens: number;
  responseFormat?: ResponseFormat;
}

/** The request body's structured-output part, in the form the provider takes. */
function structuredBody(mode: StructuredOutput, format: ResponseFormat | undefined): Record<string, unknown> {
  if (!format || mode === 'off') return {};
  if (mode === 'json_schema') return { response_format: format };
  const { name, schema } = format.json_schema;
  return {
    tools: [{ type: 'function', function: { name, description: `Answer with the ${name}.`, parameters: schema } }],
    tool_choice: { type: 'function', function: { name } },
  };
}

/**
 * The answer out of a provider's reply: the content (text parts joined), else the first tool
 * call's arguments; reasoning a model writes beside the answer (a `reasoning_content` or
 * `reasoning` field is simply not read; `<think>...</think>` inside the content is cut out).
 */
export function readProviderReply(body: unknown): Completion {
  const parsed = providerReplySchema.safeParse(body);
  if (!parsed.success) throw new ProviderError('bad-reply', 'The provider sent no message');
  const choice = parsed.data.choices[0];
  const message = choice?.message;
  const raw = message?.content;
  const text = Array.isArray(raw) ? raw.map((part) => part.text ?? '').join('') : (raw ?? '');
  const content = stripReasoning(text) || message?.tool_calls?.[0]?.function.arguments || '';
  const refusal = message?.refusal?.trim() || null;
  if (!content && !refusal) throw new ProviderError('bad-reply', 'The provider sent no message content');
  return { content, finishReason: choice?.finish_reason ?? null, refusal };
}

function stripReasoning(text: string): string {
  return text.replace(/<think>[\s\S]*?(<\/think>|$)/gi, '').trim();
}

/** Sends one chat-completions request and returns the first choice's answer. */
export async function requestCompletion(
  config: ProviderConfig,
  request: CompletionRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<Completion> {
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
        ...structuredBody(config.structuredOutput, request.responseFormat),
      }),
    });
    if (!response.ok) throw new ProviderError('unavailable', `The provider answered ${response.status}`);
    return readProviderReply(await response.json().catch(() => null));
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    if (controller.signal.aborted) throw new ProviderError('timeout', 'The provider did not answer in time');
    throw new ProviderError('unavailable', 'The provider could not be reached');
  } finally {
    clearTimeout(timer);
  }
}
