import { useCallback, useEffect, useRef, useState } from 'react';
import { CheckInError, useDeskCheckIn, type CheckInRequest } from '../api/desk-check-in';
import type { CheckInAnswer } from '../lib/desk-answer';

/** What the desk shows over its inputs: the request on its way, the answer, or why it failed. */
export type DeskShown =
  | { kind: 'sending'; request: CheckInRequest }
  | { kind: 'answer'; request: CheckInRequest; answer: CheckInAnswer }
  | { kind: 'error'; request: CheckInRequest; message: string };

/** How long each answer stays before the desk is ready for the next person. */
export const ANSWER_SHOWN_MS = { allowed: 4_000, refused: 8_000, error: 8_000 } as const;

/**
 * The desk's one flow: send a check-in, show the answer, then clear it after a few seconds (or at
 * once with "Next"). One request at a time: anything sent while an answer is shown is dropped.
 */
export function useDesk() {
  const mutation = useDeskCheckIn();
  const [shown, setShown] = useState<DeskShown | null>(null);
  const busy = useRef(false);

  const send = useCallback(
    async (request: CheckInRequest) => {
      if (busy.current) return;
      busy.current = true;
      setShown({ kind: 'sending', request });
      try {
        const answer = await mutation.mutateAsync(request);
        setShown({ kind: 'answer', request, answer });
      } catch (error) {
        const message =
          error instanceof CheckInError ? error.message : 'The check-in failed. Nothing was recorded; try again.';
        setShown({ kind: 'error', request, message });
      }
    },
    [mutation],
  );

  const next = useCallback(() => {
    busy.current = false;
    setShown(null);
  }, []);

  /** "Check in anyway": replaces the refusal on screen with the override's answer. */
  const override = useCallback(
    (clientId: string) => {
      busy.current = false;
      void send({ kind: 'manual', clientId, override: true });
    },
    [send],
  );

  const kind = shown?.kind === 'answer' ? shown.answer.result : shown?.kind;
  useEffect(() => {
    if (kind !== 'allowed' && kind !== 'refused' && kind !== 'error') return;
    const timer = setTimeout(next, ANSWER_SHOWN_MS[kind]);
    return () => clearTimeout(timer);
  }, [kind, shown, next]);

  return { shown, send, next, override, isBusy: () => busy.current };
}
