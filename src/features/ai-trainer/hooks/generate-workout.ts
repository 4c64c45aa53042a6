import { AI_MESSAGES } from '../api/messages';
import { getTrainerContext } from '../api/get-trainer-context';
import { requestCompletion, type Completion, type CompletionMessage } from '../api/request-completion';
import { buildWorkoutDraft, InvalidWorkoutError, type WorkoutDraft } from '../lib/build-workout';
import type { TrainerProfile } from '../lib/trainer-profile';
import { keysById } from '../lib/library-keys';
import {
  buildWorkoutPrompt,
  CHANGE_PREFIX,
  MAX_PROMPT_EXERCISES,
  RETRY_PROMPT,
  sampleExercises,
  type PromptExercise,
} from '../lib/workout-prompt';
import { MalformedReplyError, parseWorkoutReply, type ReplyWorkout } from '../lib/workout-reply';

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
  previous?: WorkoutDraft,
): Promise<WorkoutDraft> {
  const context = await getTrainerContext(subjectId);
  return generateWorkoutFrom(context, request, changes, signal, previous);
}

/** The same generation with a context already read (a program drafts several workouts from one). */
export async function generateWorkoutFrom(
  { profile, library }: GenerationContext,
  request: string,
  changes: string[],
  signal: AbortSignal,
  previous?: WorkoutDraft,
): Promise<WorkoutDraft> {
  if (library.length === 0) throw new Error(AI_MESSAGES.noExercises);
  const fullRequest = [request, ...changes].join('. ');
  const sample = sampleExercises(library, profile, fullRequest, Math.random);
  const lastChange = changes.at(-1);
  // A change starts from the workout on screen: its exercises stay in the list (with their keys)
  // and the model sees it, so "swap the lunges" changes the lunges and keeps the rest.
  const keep = previous && lastChange ? previousExercises(previous, library) : [];
  const listed = [...keep, ...sample.filter((e) => !keep.includes(e))].slice(0, MAX_PROMPT_EXERCISES);
  const prompt = buildWorkoutPrompt(request, profile, listed);
  const messages: CompletionMessage[] =
    previous && lastChange
      ? [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
          { role: 'assistant', content: JSON.stringify(asReply(previous, keysById(prompt.keys))) },
          { role: 'user', content: `${CHANGE_PREFIX} ${lastChange}` },
        ]
      : [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
          ...changes.map((change) => ({ role: 'user' as const, content: `${CHANGE_PREFIX} ${change}` })),
        ];
  const reply = await requestCompletion(messages, signal, prompt.responseFormat);
  let parsed;
  try {
    parsed = readReply(reply);
  } catch (error) {
    if (!(error instanceof MalformedReplyError)) throw error;
    const retry = await requestCompletion(
      [...messages, { role: 'assistant', content: reply.content }, { role: 'user', content: RETRY_PROMPT }],
      signal,
      prompt.responseFormat,
    );
    try {
      parsed = readReply(retry);
    } catch {
      throw new Error(AI_MESSAGES.generationFailed);
    }
  }
  try {
    return buildWorkoutDraft(parsed, library, profile, fullRequest, prompt.keys);
  } catch (error) {
    if (error instanceof InvalidWorkoutError) throw new Error(AI_MESSAGES.generationFailed);
    throw error;
  }
}

/**
 * A refusal is final (asking again gets the same answer); a reply cut off at max_tokens
 * (finish_reason 'length') or one we cannot read is malformed, so it is retried once.
 */
function readReply(reply: Completion): ReplyWorkout {
  if (reply.refusal) throw new Error(AI_MESSAGES.generationFailed);
  if (reply.finishReason === 'length') throw new MalformedReplyError('The reply was cut off');
  return parseWorkoutReply(reply.content);
}

/** The library rows of the workout on screen (those still in the library). */
function previousExercises(previous: WorkoutDraft, library: readonly PromptExercise[]): PromptExercise[] {
  const byId = new Map(library.map((e) => [e.id, e]));
  return previous.exercises.map((e) => byId.get(e.exercise.id)).filter((e): e is PromptExercise => e !== undefined);
}

/** The workout on screen as the model's own reply would have written it, keys included. */
function asReply(previous: WorkoutDraft, keyOf: Map<string, string>) {
  return {
    name: previous.name,
    description: previous.description ?? '',
    workout_type: previous.workout_type,
    difficulty: previous.difficulty,
    estimated_duration: previous.estimated_duration,
    exercises: previous.exercises.map((e) => ({
      id: keyOf.get(e.exercise.id) ?? '',
      name: e.exercise.name,
      muscle_group: e.exercise.muscle_groups[0] ?? '',
      sets: e.sets,
      reps: e.rep_is_range ? `${e.rep_min}-${e.rep_max}` : String(e.rep_single ?? ''),
      rest_seconds: e.rest_time,
      tempo: e.tempo,
      duration_minutes: e.is_time_based ? Math.round((e.duration ?? 0) / 60) : 0,
      notes: e.notes ?? '',
    })),
  };
}
