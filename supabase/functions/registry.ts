import type { FunctionDeps } from './_shared/deps.ts';
import type { Handler } from './_shared/http.ts';
import { createAiChatCompletionsHandler } from './ai-chat-completions/handler.ts';
import { createCreateUserHandler } from './create-user/handler.ts';
import { createDeleteUserHandler } from './delete-user/handler.ts';
import { createGenerateTrainerResponseHandler } from './generate-trainer-response/handler.ts';

/** Every deployable function by name, for the embedded backend's /functions/v1 route. */
export const functionFactories: Record<string, (deps: FunctionDeps) => Handler> = {
  'create-user': createCreateUserHandler,
  'delete-user': createDeleteUserHandler,
  'ai-chat-completions': createAiChatCompletionsHandler,
  'generate-trainer-response': createGenerateTrainerResponseHandler,
};
