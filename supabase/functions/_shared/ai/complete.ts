import { localCompletion, readAnswerMode, readMalformedMode } from './local-model.ts';
import { readProviderConfig, requestCompletion, type Completion, type CompletionRequest } from './provider.ts';

/** The configured provider's answer, or the local model's when none is configured. */
export function complete(
  env: (name: string) => string | undefined,
  request: CompletionRequest,
  fetchImpl?: typeof fetch,
): Promise<Completion> {
  const provider = readProviderConfig(env);
  if (!provider) {
    const content = localCompletion(request.messages, {
      malformed: readMalformedMode(env),
      answer: readAnswerMode(env),
    });
    return Promise.resolve({ content, finishReason: 'stop', refusal: null });
  }
  return requestCompletion(provider, request, fetchImpl);
}

export const noEnv = (): undefined => undefined;
