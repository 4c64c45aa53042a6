import { putLocalSession } from './session-store';
import type { LocalSession } from '../lib/session-schema';

/** A typed edit reaches the device once typing pauses this long… */
export const TYPING_WRITE_DELAY_MS = 150;
/** …or this long after the first unsaved keystroke, whichever comes first. */
export const TYPING_WRITE_MAX_DELAY_MS = 500;

/**
 * Writes the latest copy of a session to IndexedDB, one write at a time: a burst of edits becomes
 * at most one write in flight plus the newest waiting (older waiting copies are skipped, the
 * newest always lands). Each write merges with what another tab left there; `onWritten` gets the
 * result. `flushed()` resolves once everything handed in so far is on disk.
 *
 * A write reads, merges, clones and announces the whole session, so keystrokes (`{ typing: true }`)
 * wait for a pause in typing instead of paying that on every key (docs/performance.md). Anything
 * else (completing a set, adding or removing one), a flush, or the page being hidden writes at once,
 * together with any typing still waiting.
 */
export function createLocalWriter(
  onError: (error: unknown) => void,
  onWritten: (session: LocalSession) => void = () => undefined,
) {
  /** The copy to write next, and a typed copy that waits for a pause (it supersedes `waiting`). */
  let waiting: LocalSession | null = null;
  let typed: LocalSession | null = null;
  let running: Promise<void> | null = null;
  let pause: ReturnType<typeof setTimeout> | undefined;
  let deadline: ReturnType<typeof setTimeout> | undefined;

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

  const start = () => {
    clearTimeout(pause);
    clearTimeout(deadline);
    pause = deadline = undefined;
    if (typed) [waiting, typed] = [typed, null];
    if (waiting) running ??= run();
  };

  return {
    write(session: LocalSession, { typing = false }: { typing?: boolean } = {}): void {
      if (!typing) {
        typed = null;
        waiting = session;
        start();
        return;
      }
      typed = session;
      waiting = null;
      clearTimeout(pause);
      pause = setTimeout(start, TYPING_WRITE_DELAY_MS);
      deadline ??= setTimeout(start, TYPING_WRITE_MAX_DELAY_MS);
    },
    /** Starts any write still waiting for a typing pause (the page is being hidden or closed). */
    writeNow: start,
    async flushed(): Promise<void> {
      start();
      while (running) await running;
    },
  };
}
