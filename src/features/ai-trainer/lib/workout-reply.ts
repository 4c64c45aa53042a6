import { z } from 'zod';

/** The reply had no workout we could read; the caller retries once, then shows the spec's error. */
export class MalformedReplyError extends Error {
  constructor(message = 'The AI reply was not a valid workout') {
    super(message);
    this.name = 'MalformedReplyError';
  }
}

const count = z.union([z.number(), z.string()]);
const exerciseSchema = z.object({
  /** The library key the prompt gave this exercise (absent when the model answered with names only). */
  id: z.string().trim().max(40).optional(),
  name: z.string().trim().min(1).max(200),
  sets: count.optional(),
  reps: count.optional(),
  rest_seconds: count.optional(),
  rest: count.optional(),
  tempo: z.string().max(20).optional(),
  duration_minutes: count.optional(),
  notes: z.string().max(500).optional(),
  muscle_group: z.string().max(60).optional(),
});
const workoutSchema = z.object({
  name: z.string().trim().min(1).max(120).optional(),
  description: z.string().max(1000).optional(),
  workout_type: z.string().max(40).optional(),
  difficulty: z.string().max(40).optional(),
  estimated_duration: count.optional(),
  exercises: z.array(exerciseSchema).min(1).max(30),
});

export type ReplyWorkout = z.infer<typeof workoutSchema>;
export type ReplyExercise = z.infer<typeof exerciseSchema>;

/**
 * Reads the workout out of a model's reply: plain JSON, JSON in a code fence, or JSON with prose
 * around it; `{ "workout": {...} }` too; reasoning text before it is ignored. Anything else is malformed.
 */
export function parseWorkoutReply(reply: string): ReplyWorkout {
  // Reasoning models may think aloud before the answer (<think>...</think>); that is not the reply.
  const answer = reply.replace(/<think>[\s\S]*?(<\/think>|$)/gi, '');
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(answer)?.[1];
  const text = fenced ?? answer;
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start === -1 || end <= start) throw new MalformedReplyError();
  let data: unknown;
  try {
    data = JSON.parse(text.slice(start, end + 1));
  } catch {
    throw new MalformedReplyError();
  }
  const candidate =
    typeof data === 'object' && data !== null && 'workout' in data ? (data as { workout: unknown }).workout : data;
  const parsed = workoutSchema.safeParse(candidate);
  if (!parsed.success) throw new MalformedReplyError();
  return parsed.data;
}
