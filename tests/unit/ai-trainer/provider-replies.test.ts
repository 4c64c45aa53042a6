import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  ProviderError,
  readProviderConfig,
  readProviderReply,
  requestCompletion,
  type ResponseFormat,
} from '../../../supabase/functions/_shared/ai/provider';
import { parseWorkoutReply } from '@/features/ai-trainer/lib/workout-reply';
import { server, withMswServer } from '../support/msw';
import { PROVIDER_REPLIES, WORKOUT_JSON } from './fixtures/provider-replies';

// The proxy reads every shape providers send into one: the answer's text (a tool call's
// arguments when content is null; reasoning left out), the refusal and the finish reason.

const FORMAT: ResponseFormat = {
  type: 'json_schema',
  json_schema: { name: 'workout', strict: true, schema: { type: 'object', properties: {} } },
};

describe('provider replies', () => {
  it.each([
    ['openaiJsonSchema', 'stop'],
    ['openaiToolCall', 'tool_calls'],
    ['deepseekReasoning', 'stop'],
    ['openrouterReasoning', 'stop'],
    ['contentParts', 'stop'],
  ] as const)('%s: the workout JSON as the answer', (shape, finish) => {
    const reply = readProviderReply(PROVIDER_REPLIES[shape]);
    expect(reply).toEqual({ content: WORKOUT_JSON, finishReason: finish, refusal: null });
    expect(parseWorkoutReply(reply.content).exercises[0]?.id).toBe('xabc12');
  });

  it('inline <think> reasoning is cut out of the answer', () => {
    const reply = readProviderReply(PROVIDER_REPLIES.inlineThink);
    expect(reply.content).not.toContain('think');
    expect(parseWorkoutReply(reply.content).name).toBe('Push Day');
  });

  it('a refusal is passed on as a refusal, not as content', () => {
    expect(readProviderReply(PROVIDER_REPLIES.openaiRefusal)).toEqual({
      content: '',
      finishReason: 'stop',
      refusal: "I'm sorry, but I can't help with that request.",
    });
  });

  it("a reply cut off at max_tokens keeps finish_reason 'length'", () => {
    const reply = readProviderReply(PROVIDER_REPLIES.truncated);
    expect(reply.finishReason).toBe('length');
    expect(() => parseWorkoutReply(reply.content)).toThrow();
  });

  it('no choices, or a message with nothing in it, is a bad reply', () => {
    expect(() => readProviderReply({ choices: [] })).toThrow(ProviderError);
    expect(() => readProviderReply({ choices: [{ message: { content: null } }] })).toThrow(ProviderError);
  });
});

describe('structured output as the provider takes it', () => {
  withMswServer();
  const sent = async (mode: string | undefined) => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post('https://llm.example/v1/chat/completions', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(PROVIDER_REPLIES.openaiJsonSchema);
      }),
    );
    const env = (name: string) =>
      ({ AI_PROVIDER_BASE_URL: 'https://llm.example/v1', AI_PROVIDER_MODEL: 'm', AI_PROVIDER_STRUCTURED_OUTPUT: mode })[
        name
      ];
    const config = readProviderConfig(env);
    if (!config) throw new Error('no provider');
    const reply = await requestCompletion(config, {
      messages: [{ role: 'user', content: 'hi' }],
      temperature: 0.8,
      maxTokens: 1500,
      responseFormat: FORMAT,
    });
    expect(reply.content).toBe(WORKOUT_JSON);
    return body;
  };
  it('json_schema (the default): response_format as sent', async () => {
    const body = await sent(undefined);
    expect(body.response_format).toEqual(FORMAT);
    expect(body.tools).toBeUndefined();
  });

  it('tool: a forced tool call whose parameters are the schema', async () => {
    const body = await sent('tool');
    expect(body.response_format).toBeUndefined();
    expect(body.tools).toEqual([
      {
        type: 'function',
        function: { name: 'workout', description: 'Answer with the workout.', parameters: FORMAT.json_schema.schema },
      },
    ]);
    expect(body.tool_choice).toEqual({ type: 'function', function: { name: 'workout' } });
  });

  it('off: neither (the prompt asks for the same JSON)', async () => {
    const body = await sent('off');
    expect(body.response_format).toBeUndefined();
    expect(body.tools).toBeUndefined();
  });
});
