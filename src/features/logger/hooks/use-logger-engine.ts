import { useEffect, useRef } from 'react';
import { attachLoggerEngine, loggerEngineEvents } from '../stores/logger-store';
import { createLoggerEngine, type LoggerEngine } from '../sync/logger-engine';

/**
 * The open session's sync engine while the logger shows it: made when the session opens (or `epoch`
 * asks for a fresh one), disposed when the page leaves it. The page adds no listener of its own: the
 * engine adds and removes them.
 */
export function useLoggerEngine(sessionId: string, epoch = 0) {
  const engine = useRef<LoggerEngine | null>(null);
  useEffect(() => {
    const created = createLoggerEngine(sessionId, loggerEngineEvents);
    const detach = attachLoggerEngine(created);
    engine.current = created;
    return () => {
      created.dispose();
      detach();
      if (engine.current === created) engine.current = null;
    };
  }, [sessionId, epoch]);
  return engine;
}
