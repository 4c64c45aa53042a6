import { useEffect, useRef } from 'react';
import { startSessionSync } from '../sync/session-sync';

type Controller = ReturnType<typeof startSessionSync>;

/** Runs the server sync of the open session while the logger is on screen. */
export function useSessionSync(sessionId: string | null, epoch = 0) {
  const controller = useRef<Controller | null>(null);
  useEffect(() => {
    if (!sessionId) return;
    const started = startSessionSync(sessionId);
    controller.current = started;
    return () => {
      started.stop();
      if (controller.current === started) controller.current = null;
    };
  }, [sessionId, epoch]);
  return controller;
}
