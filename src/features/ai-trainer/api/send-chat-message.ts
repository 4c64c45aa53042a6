import { AI_MESSAGES } from './messages';
import { invokeAiFunction } from './invoke-ai-function';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** The spec's generate-trainer-response request; the function reads the profile itself. */
export async function sendChatMessage(
  input: { message: string; history: ChatTurn[]; userId: string; userRole: string; currentPage: string },
  signal?: AbortSignal,
): Promise<string> {
  const result = await invokeAiFunction<{ response?: unknown }>(
    'generate-trainer-response',
    {
      clientMessage: input.message,
      conversationHistory: input.history.slice(-12),
      context: { currentPage: input.currentPage, userRole: input.userRole, userId: input.userId },
      userId: input.userId,
      tone: 'neutral',
      userProfile: { assessment: null, clientData: null, workoutHistory: [] },
    },
    AI_MESSAGES.chatError,
    signal,
  );
  if (typeof result.response !== 'string' || !result.response.trim()) throw new Error(AI_MESSAGES.chatError);
  return result.response;
}
