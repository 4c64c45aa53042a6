import type { WorkoutDraft as BuilderDraft } from '@/features/training';
import { getTrainerContext } from '../api/get-trainer-context';
import { listWorkoutNames } from '../api/list-workout-names';
import { distinctNames, planProgram, type ProgramPlanOptions } from '../lib/program-plan';
import { toBuilderDraft } from '../lib/to-builder-draft';
import { generateWorkoutFrom } from './generate-workout';

export interface AiProgramWorkout {
  name: string;
  /** 0 = Sunday ... 6 = Saturday; null in a rotation. */
  dayOfWeek: number | null;
  draft: BuilderDraft;
}

export interface ProgramProgress {
  done: number;
  total: number;
  current: string;
}

/**
 * Drafts every session of the week for one client: their profile and the library are read once,
 * then each session is generated one after the other exactly as a chat workout (a malformed reply
 * retried once, names matched to the library, equipment and limitations respected, defaults).
 * Sequential on purpose: the proxy limits requests per minute, and progress reads "2 of 4".
 * Nothing is saved: the caller puts the result in the builder's draft.
 */
export async function generateProgram(
  clientId: string,
  options: ProgramPlanOptions,
  signal: AbortSignal,
  onProgress: (progress: ProgramProgress) => void,
  makeKey: () => string = () => crypto.randomUUID(),
): Promise<AiProgramWorkout[]> {
  const plan = planProgram(options);
  onProgress({ done: 0, total: plan.length, current: '' });
  const [context, taken] = await Promise.all([getTrainerContext(clientId), listWorkoutNames(clientId)]);
  // New workouts never take the name of one already in the library ("Full Body A" twice).
  const names = distinctNames(
    plan.map((session) => session.name),
    taken,
  );
  const workouts: AiProgramWorkout[] = [];
  for (const [index, planned] of plan.entries()) {
    const session = { ...planned, name: names[index] ?? planned.name };
    signal.throwIfAborted();
    onProgress({ done: index, total: plan.length, current: session.name });
    const generated = await generateWorkoutFrom(context, session.request, [], signal);
    workouts.push({
      name: session.name,
      dayOfWeek: session.dayOfWeek,
      draft: toBuilderDraft(generated, session.name, makeKey),
    });
  }
  onProgress({ done: plan.length, total: plan.length, current: '' });
  return workouts;
}
