import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { createAiChatCompletionsHandler } from '../../supabase/functions/ai-chat-completions/handler';
import { createGenerateTrainerResponseHandler } from '../../supabase/functions/generate-trainer-response/handler';
import { LIBRARY_HEADING, RETRY_MARKER } from '../../supabase/functions/_shared/ai/local-model';
import { accessToken, backend, demo, invokeFunction, signedInClient } from './support/clients';

const tokens: Record<string, string> = {};
async function tokenFor(email: string): Promise<string> {
  tokens[email] ??= await accessToken(await signedInClient(email));
  return tokens[email];
}

const chatBody = (overrides: Record<string, unknown> = {}) => ({
  clientMessage: 'How much protein should I eat?',
  conversationHistory: [],
  context: { currentPage: '/dashboard', userRole: 'client' },
  tone: 'neutral',
  userProfile: {},
  ...overrides,
});

const workoutPrompt = [
  { role: 'system', content: 'You are a strength coach. Reply with JSON only.' },
  {
    role: 'user',
    content: `Request: push day\n${LIBRARY_HEADING}\n- Barbell Bench Press | chest, triceps | barbell | intermediate\n- Dumbbell Shoulder Press | shoulders | dumbbell | beginner\n- Cable Triceps Pushdown | triceps | cable | beginner\n- Push Up | chest | body only | beginner\n- Incline Dumbbell Press | chest | dumbbell | intermediate\n- Dumbbell Lateral Raise | shoulders | dumbbell | beginner\n- Machine Chest Fly | chest | machine | beginner`,
  },
];

describe('generate-trainer-response', () => {
  it('refuses anonymous callers', async () => {
    const { status, body } = await invokeFunction('generate-trainer-response', chatBody());
    expect(status).toBe(401);
    expect(body.error).toMatch(/authorization/i);
  });

  it('answers a client about themselves with { response } from the local model', async () => {
    const { status, body } = await invokeFunction(
      'generate-trainer-response',
      chatBody(),
      await tokenFor(demo.client.email),
    );
    expect(status).toBe(200);
    expect(body.response).toMatch(/protein/i);
  });

  it('answers the same request the same way (seeded from the request)', async () => {
    const token = await tokenFor(demo.client.email);
    const first = await invokeFunction('generate-trainer-response', chatBody({ clientMessage: 'Any tips?' }), token);
    const second = await invokeFunction('generate-trainer-response', chatBody({ clientMessage: 'Any tips?' }), token);
    expect(first.body.response).toBe(second.body.response);
  });

  it("refuses a client asking about someone else's data", async () => {
    const { status } = await invokeFunction(
      'generate-trainer-response',
      chatBody({ userId: demo.virtualClient.id }),
      await tokenFor(demo.client.email),
    );
    expect(status).toBe(403);
  });

  it('lets staff draft for an assigned client, not for another trainer’s', async () => {
    const token = await tokenFor(demo.trainer.email);
    const own = await invokeFunction('generate-trainer-response', chatBody({ userId: demo.client.id }), token);
    expect(own.status).toBe(200);
    // Spoken to the coach: never greeted with the client's name.
    expect(String(own.body.response)).not.toMatch(/^Good question/);
    expect(String(own.body.response)).toMatch(/^For /);
    const other = await invokeFunction(
      'generate-trainer-response',
      chatBody({ userId: demo.otherTrainersClient.id }),
      token,
    );
    expect(other.status).toBe(403);
  });

  it("answers an id that is no account exactly as someone else's, so ids cannot be probed", async () => {
    const unknown = '00000000-0000-4000-8000-0000000000ee';
    for (const [email, other] of [
      [demo.client.email, demo.virtualClient.id],
      [demo.trainer.email, demo.otherTrainersClient.id],
    ] as const) {
      const token = await tokenFor(email);
      const someoneElse = await invokeFunction('generate-trainer-response', chatBody({ userId: other }), token);
      const noAccount = await invokeFunction('generate-trainer-response', chatBody({ userId: unknown }), token);
      expect(someoneElse.status).toBe(403);
      expect(noAccount).toEqual(someoneElse);
    }
  });

  it('lets an admin ask about anyone', async () => {
    const { status } = await invokeFunction(
      'generate-trainer-response',
      chatBody({ userId: demo.otherTrainersClient.id }),
      await tokenFor(demo.admin.email),
    );
    expect(status).toBe(200);
  });

  it('refuses a blank message and an oversize request', async () => {
    const token = await tokenFor(demo.client.email);
    expect((await invokeFunction('generate-trainer-response', chatBody({ clientMessage: '   ' }), token)).status).toBe(
      400,
    );
    const huge = chatBody({ clientMessage: 'x'.repeat(70 * 1024) });
    const { status, body } = await invokeFunction('generate-trainer-response', huge, token);
    expect(status).toBe(413);
    expect(body.error).toMatch(/too large/);
  });
});

describe('ai-chat-completions', () => {
  it('refuses anonymous callers', async () => {
    expect((await invokeFunction('ai-chat-completions', { messages: workoutPrompt })).status).toBe(401);
  });

  it('answers in the chat-completions shape with a workout drawn from the listed exercises', async () => {
    const { status, body } = await invokeFunction(
      'ai-chat-completions',
      { messages: workoutPrompt, temperature: 0.8, max_tokens: 1500 },
      await tokenFor(demo.client.email),
    );
    expect(status).toBe(200);
    const choices = body.choices as { message: { content: string } }[];
    const content = choices[0]?.message.content ?? '';
    const json = JSON.parse(content.slice(content.indexOf('{'), content.lastIndexOf('}') + 1)) as {
      exercises: { name: string }[];
    };
    expect(json.exercises.length).toBeGreaterThanOrEqual(6);
  });

  it('refuses an oversize request and an invalid one', async () => {
    const token = await tokenFor(demo.client.email);
    const big = {
      messages: [
        { role: 'user', content: 'y'.repeat(50_000) },
        { role: 'user', content: 'y'.repeat(50_000) },
      ],
    };
    expect((await invokeFunction('ai-chat-completions', big, token)).status).toBe(413);
    expect((await invokeFunction('ai-chat-completions', { messages: [] }, token)).status).toBe(400);
  });
});

describe('provider failures and limits (handlers built with a provider on loopback)', () => {
  let provider: Server;
  let providerUrl = '';
  let mode: 'error' | 'slow' | 'ok' | 'tool' | 'refusal' = 'ok';
  let received: Record<string, unknown> = {};

  beforeAll(async () => {
    provider = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        received = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      });
      const reply = (message: Record<string, unknown>, finish: string) =>
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(
          JSON.stringify({
            choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: finish }],
          }),
        );
      if (mode === 'tool') {
        request.on('end', () =>
          reply(
            {
              content: null,
              tool_calls: [
                { id: 'call_1', type: 'function', function: { name: 'workout', arguments: '{"exercises":[]}' } },
              ],
            },
            'tool_calls',
          ),
        );
      } else if (mode === 'refusal') {
        request.on('end', () => reply({ content: null, refusal: 'I cannot help with that.' }, 'stop'));
      } else if (mode === 'error') {
        response.writeHead(500, { 'Content-Type': 'text/plain' }).end('upstream exploded');
      } else if (mode === 'slow') {
        setTimeout(() => response.writeHead(200).end('{}'), 2_000);
      } else {
        response
          .writeHead(200, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'From the provider.' } }] }));
      }
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => {
    provider.closeAllConnections();
    provider.close();
  });

  const env = (extra: Record<string, string> = {}) => {
    const values: Record<string, string> = {
      AI_PROVIDER_BASE_URL: providerUrl,
      AI_PROVIDER_MODEL: 'test-model',
      AI_PROVIDER_API_KEY: 'test-key',
      AI_PROVIDER_TIMEOUT_MS: '300',
      ...extra,
    };
    return (name: string) => values[name];
  };
  const deps = (extra?: Record<string, string>) => ({
    supabaseUrl: backend().url,
    secretKey: backend().secretKey,
    clientOptions: { realtime: { transport: ws as never } },
    env: env(extra),
  });
  const post = async (handler: (r: Request) => Promise<Response>, body: unknown, token: string) => {
    const response = await handler(
      new Request('http://functions.test/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      }),
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('forwards to the configured provider', async () => {
    mode = 'ok';
    const result = await post(
      createGenerateTrainerResponseHandler(deps()),
      chatBody(),
      await tokenFor(demo.client.email),
    );
    expect(result).toEqual({ status: 200, body: { response: 'From the provider.' } });
  });

  it('passes a response_format on as a forced tool call and reads the answer out of tool_calls', async () => {
    mode = 'tool';
    const format = {
      type: 'json_schema',
      json_schema: { name: 'workout', strict: true, schema: { type: 'object', properties: {} } },
    };
    const result = await post(
      createAiChatCompletionsHandler(deps({ AI_PROVIDER_STRUCTURED_OUTPUT: 'tool' })),
      { messages: workoutPrompt, response_format: format },
      await tokenFor(demo.client.email),
    );
    expect(received.tool_choice).toEqual({ type: 'function', function: { name: 'workout' } });
    expect(received.response_format).toBeUndefined();
    const choice = (result.body.choices as { message: Record<string, unknown>; finish_reason: string }[])[0];
    expect(choice).toEqual({
      index: 0,
      message: { role: 'assistant', content: '{"exercises":[]}', refusal: null },
      finish_reason: 'tool_calls',
    });
  });

  it('passes a refusal on as a refusal', async () => {
    mode = 'refusal';
    const result = await post(
      createAiChatCompletionsHandler(deps()),
      { messages: workoutPrompt },
      await tokenFor(demo.client.email),
    );
    expect(result.status).toBe(200);
    const choice = (result.body.choices as { message: Record<string, unknown> }[])[0];
    expect(choice?.message).toEqual({ role: 'assistant', content: '', refusal: 'I cannot help with that.' });
  });

  it('turns a provider error into the spec message, not a 500 with a stack', async () => {
    mode = 'error';
    const token = await tokenFor(demo.client.email);
    const chat = await post(createGenerateTrainerResponseHandler(deps()), chatBody(), token);
    expect(chat.status).toBe(502);
    expect(chat.body.error).toBe('Sorry, I encountered an error. Please try again.');
    expect(JSON.stringify(chat.body)).not.toMatch(/exploded|at .*\.ts/);
    const generation = await post(createAiChatCompletionsHandler(deps()), { messages: workoutPrompt }, token);
    expect(generation.status).toBe(502);
    expect(generation.body.error).toBe('Failed to generate workout');
  });

  it('turns a provider timeout into the spec message', async () => {
    mode = 'slow';
    const result = await post(
      createGenerateTrainerResponseHandler(deps()),
      chatBody(),
      await tokenFor(demo.client.email),
    );
    expect(result.status).toBe(504);
    expect(result.body.error).toBe('Sorry, I encountered an error. Please try again.');
  });

  it('limits requests per user with a clear message', async () => {
    mode = 'ok';
    const handler = createAiChatCompletionsHandler(deps({ AI_RATE_LIMIT_PER_MINUTE: '2' }));
    const token = await tokenFor(demo.client.email);
    expect((await post(handler, { messages: workoutPrompt }, token)).status).toBe(200);
    expect((await post(handler, { messages: workoutPrompt }, token)).status).toBe(200);
    const third = await post(handler, { messages: workoutPrompt }, token);
    expect(third.status).toBe(429);
    expect(third.body.error).toMatch(/too quickly\. Wait \d+ seconds/);
    // Another person has their own allowance.
    expect((await post(handler, { messages: workoutPrompt }, await tokenFor(demo.virtualClient.email))).status).toBe(
      200,
    );
  });

  it('answers malformed under the local test switch until the retry', async () => {
    const handler = createAiChatCompletionsHandler({
      supabaseUrl: backend().url,
      secretKey: backend().secretKey,
      clientOptions: { realtime: { transport: ws as never } },
      env: (name) => (name === 'AI_LOCAL_MALFORMED' ? 'first' : undefined),
    });
    const token = await tokenFor(demo.client.email);
    const first = await post(handler, { messages: workoutPrompt }, token);
    const content = (first.body.choices as { message: { content: string } }[])[0]?.message.content ?? '';
    expect(() => JSON.parse(content.slice(content.indexOf('{')))).toThrow();
    const retry = await post(
      handler,
      { messages: [...workoutPrompt, { role: 'assistant', content }, { role: 'user', content: `${RETRY_MARKER}.` }] },
      token,
    );
    const fixed = (retry.body.choices as { message: { content: string } }[])[0]?.message.content ?? '';
    expect(fixed).toContain('"exercises"');
  });
});
