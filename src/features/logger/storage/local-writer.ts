import { putLocalSession, type LocalSession } from './logger-db';

/**
 * Writes the latest copy of a session to IndexedDB, one write at a time: a burst of keystrokes
 * becomes at most one write in flight plus the newest waiting (older waiting copies are skipped,
 * the newest always lands). Each write merges with what another tab left there; `onWritten` gets
 * the result. `flushed()` resolves once everything handed in so far is on disk.
 */
export function createLocalWriter(
  onError: (error: unknown) => void,
  onWritten: (session: LocalSession) => void = () => undefined,
) {
  let waiting: LocalSession | null = null;
  let running: Promise<void> | null = null;

  const run = async () => {
    while (waiting) {
      const next = waiting;
      waiting = null;
      try {
        onWritten(await putLocalSession(next));
      } catch (error) {
        onError(error);
      }
    }
    running = null;
  };

  return {
    write(session: LocalSession): void {
      waiting = session;
      running ??= run();
    },
    async flushed(): Promise<void> {
      while (running) await running;
    },
  };
}
