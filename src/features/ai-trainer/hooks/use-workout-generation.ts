import { useCallback, useRef, useState } from 'react';
import { AI_MESSAGES } from '../api/messages';
import type { WorkoutDraft } from '../lib/build-workout';
import { generateWorkout } from './generate-workout';

export type GenerationState =
  | { status: 'idle' }
  | { status: 'generating'; request: string }
  | { status: 'preview'; request: string; changes: string[]; draft: WorkoutDraft }
  | { status: 'error'; message: string };

/** Generation with cancel: a new request or Cancel aborts the one in flight. */
export function useWorkoutGeneration(subjectId: string) {
  const [state, setState] = useState<GenerationState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(
    async (request: string, changes: string[] = [], previous?: WorkoutDraft) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'generating', request });
      try {
        const draft = await generateWorkout(request, subjectId, changes, current.signal, previous);
        if (!current.signal.aborted) setState({ status: 'preview', request, changes, draft });
      } catch (error) {
        if (current.signal.aborted) return;
        const message =
          error instanceof Error && Object.values(AI_MESSAGES).some((m) => m === error.message)
            ? error.message
            : error instanceof Error && /too quickly|too large/.test(error.message)
              ? error.message
              : AI_MESSAGES.createError;
        setState({ status: 'error', message });
      }
    },
    [subjectId],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    setState({ status: 'idle' });
  }, []);

  return { state, start, cancel, reset: cancel };
}
