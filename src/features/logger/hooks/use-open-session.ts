import { useCallback, useEffect, useState } from 'react';
import { currentWeightUnit } from '@/features/auth';
import { isUnreachable } from '@/lib/connectivity';
import { toUserMessage } from '@/lib/errors';
import { loadableTargetKg } from '@/lib/units';
import { targetIncrement } from '../components/PlateCalculatorDialog';
import { useLoggerStore } from '../stores/logger-store';
import { openSession } from '../sync/open-session';
import type { OutboxEntry } from '../lib/session-schema';

export type LoggerPageState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string }
  | { status: 'active'; sessionId: string }
  | { status: 'finished'; entry: OutboxEntry };

export const OPEN_FAILED = 'Could not open this workout. Please try again.';
export const OFFLINE_START =
  'You are offline, and this workout has not been started on this device. Connect to start it; workouts already started here open without a connection.';

/** Opens (resumes or starts) the workout for the page, and tracks what the page shows. */
export function useOpenSession(userId: string | undefined, workoutId: string, requestedSessionId: string | null) {
  const [attempt, setAttempt] = useState(0);
  const [page, setPage] = useState<LoggerPageState>({ status: 'loading' });

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    openSession({
      userId,
      workoutId,
      sessionId: requestedSessionId,
      newId: () => crypto.randomUUID(),
      now: () => new Date(),
      unit: currentWeightUnit(),
      prefillWeight: (kg) => {
        const unit = currentWeightUnit();
        return loadableTargetKg(kg, unit, targetIncrement(unit));
      },
    })
      .then((result) => {
        if (cancelled) return;
        if (result.kind === 'active') {
          useLoggerStore.getState().open(result.session);
          setPage({ status: 'active', sessionId: result.session.sessionId });
        } else if (result.kind === 'finished') setPage({ status: 'finished', entry: result.entry });
        else setPage({ status: 'not-found' });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error('Opening the workout failed', error);
        const offline = isUnreachable(error);
        setPage({ status: 'error', message: offline ? OFFLINE_START : toUserMessage(error, OPEN_FAILED) });
      });
    return () => {
      cancelled = true;
      useLoggerStore.getState().close();
    };
  }, [userId, workoutId, requestedSessionId, attempt]);

  const retry = useCallback(() => {
    setPage({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  const showSummary = useCallback((entry: OutboxEntry) => setPage({ status: 'finished', entry }), []);
  return { page, retry, showSummary };
}
