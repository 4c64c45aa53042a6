import { localCompletion, readMalformedMode } from './local-model.ts';
import { readProviderConfig, requestCompletion, type CompletionRequest } from './provider.ts';

/** The configured provider's answer, or the local model's when none is configured. */
export function complete(
  env: (name: string) => string | undefined,
  request: CompletionRequest,
  fetchImpl?: typeof fetch,
): Promise<string> {
  const provider = readProviderConfig(env);
  if (!provider) return Promise.resolve(localCompletion(request.messages, { malformed: readMalformedMode(env) }));
  return requestCompletion(provider, request, fetchImpl);
}

export const noEnv = (): undefined => undefined;
