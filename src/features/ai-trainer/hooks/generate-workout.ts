import { AI_MESSAGES } from '../api/messages';
import { getTrainerContext } from '../api/get-trainer-context';
import { requestCompletion, type CompletionMessage } from '../api/request-completion';
import { buildWorkoutDraft, InvalidWorkoutError, type WorkoutDraft } from '../lib/build-workout';
import type { TrainerProfile } from '../lib/trainer-profile';
import { buildWorkoutPrompt, RETRY_PROMPT, sampleExercises, type PromptExercise } from '../lib/workout-prompt';
import { MalformedReplyError, parseWorkoutReply } from '../lib/workout-reply';

/** Who the workout is for and the library it is built from (read once per generation). */
export interface GenerationContext {
  profile: TrainerProfile;
  library: PromptExercise[];
}

/**
 * One generation: context, prompt, the model's reply (retried once if malformed), then matching,
 * validation and defaults. Throws Errors whose messages are the spec's.
 */
export async function generateWorkout(
  request: string,
  subjectId: string,
  changes: string[],
  signal: AbortSignal,
): Promise<WorkoutDraft> {
  const context = await getTrainerContext(subjectId);
  return generateWorkoutFrom(context, request, changes, signal);
}

/** The same generation with a context already read (a program drafts several workouts from one). */
export async function generateWorkoutFrom(
  { profile, library }: GenerationContext,
  request: string,
  changes: string[],
  signal: AbortSignal,
): Promise<WorkoutDraft> {
  if (library.length === 0) throw new Error(AI_MESSAGES.noExercises);
  const fullRequest = [request, ...changes].join('. ');
  const prompt = buildWorkoutPrompt(request, profile, sampleExercises(library, profile, fullRequest, Math.random));
  const messages: CompletionMessage[] = [
    { role: 'system', content: prompt.system },
    { role: 'user', content: prompt.user },
    ...changes.map((change) => ({ role: 'user' as const, content: `Change the workout: ${change}` })),
  ];
  let reply = await requestCompletion(messages, signal);
  let parsed;
  try {
    parsed = parseWorkoutReply(reply);
  } catch (error) {
    if (!(error instanceof MalformedReplyError)) throw error;
    reply = await requestCompletion(
      [...messages, { role: 'assistant', content: reply }, { role: 'user', content: RETRY_PROMPT }],
      signal,
    );
    try {
      parsed = parseWorkoutReply(reply);
    } catch {
      throw new Error(AI_MESSAGES.generationFailed);
    }
  }
  try {
    return buildWorkoutDraft(parsed, library, profile, fullRequest);
  } catch (error) {
    if (error instanceof InvalidWorkoutError) throw new Error(AI_MESSAGES.generationFailed);
    throw error;
  }
}
