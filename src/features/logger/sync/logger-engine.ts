import type { OutboxRunner } from '@/lib/outbox';
import type { JournalEntry } from '../lib/keystroke-journal';
import type { LocalSession, OutboxEntry } from '../lib/session-schema';
import { journalKeystroke } from '../storage/journal-store';
import { createLocalWriter } from '../storage/local-writer';
import { createFinisher, type FinishResult } from './finish-workout';
import { startLoggerOutbox } from './outbox-runner';

/** What the engine tells the store about device writes (the store keeps the on-screen state). */
export interface LoggerEngineEvents {
  /** Writing to the device failed: the page says so and pushes to the server sooner. */
  onSaveFailed: (error: unknown) => void;
  /** A copy reached the device, merged with what another tab left there. */
  onWritten: (session: LocalSession) => void;
}

export interface LoggerEngine {
  /**
   * Writes a copy of the session to the device (typing waits for a pause, see local-writer) and
   * journals the typed figures of the edit at once (see keystroke-journal).
   */
  write: (session: LocalSession, edit?: { typing?: boolean; journal?: JournalEntry[] }) => void;
  /** Starts any write still waiting for a typing pause (the page is being hidden or closed). */
  writeNow: () => void;
  /** Resolves once every copy handed in so far is on the device. */
  flushed: () => Promise<void>;
  /** Finishes a workout: device writes first, then one queued completion call (a double tap shares it). */
  finish: (session: LocalSession, completedAt: Date, logId: string) => Promise<FinishResult>;
  /** Drains the finish and edit outbox for this account while the app runs (the shell starts it). */
  start: (userId: string, onSaved: (entry: OutboxEntry | null) => void) => void;
  /** Stops draining the outbox (sign-out, or the shell going away); queued work stays on the device. */
  stop: () => void;
}

/**
 * The logger's sync engine: the one owner of the device writer, the keystroke journal, the
 * finisher and the outbox runner, so none of them is module state reached from several places.
 * Making one builds nothing and listens to nothing: the writer is made on the first write and the
 * runner by `start`. The logger store makes the app's one engine (stores/logger-store.ts), the
 * shell starts and stops it for the signed-in account (LoggerBackgroundSync), and the page's
 * session sync and finish go through it.
 */
export function createLoggerEngine(events: LoggerEngineEvents): LoggerEngine {
  let writer: ReturnType<typeof createLocalWriter> | null = null;
  let runner: OutboxRunner | null = null;
  const deviceWriter = () => (writer ??= createLocalWriter(events.onSaveFailed, events.onWritten));
  const flushed = () => writer?.flushed() ?? Promise.resolve();
  return {
    write: (session, { typing = false, journal = [] } = {}) => {
      deviceWriter().write(session, { typing });
      journalKeystroke(journal);
    },
    writeNow: () => writer?.writeNow(),
    flushed,
    finish: createFinisher(flushed),
    start: (userId, onSaved) => {
      runner?.stop();
      runner = startLoggerOutbox(userId, onSaved);
    },
    stop: () => {
      runner?.stop();
      runner = null;
    },
  };
}
