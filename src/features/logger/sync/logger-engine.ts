import { onDisconnect, onReconnect } from '@/lib/connectivity';
import type { JournalEntry } from '../lib/keystroke-journal';
import type { LocalSession } from '../lib/session-schema';
import { journalKeystroke } from '../storage/journal-store';
import { createLocalWriter } from '../storage/local-writer';
import { createFinisher, type FinishResult } from './finish-workout';
import { startSessionSync, type SessionSync } from './session-sync';

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
  /** Stops following the session on the server (finished, discarded or dropped); device writes go on. */
  stopSync: () => void;
  /**
   * The page is going: typing still waiting for its pause goes to the device, the session's server
   * sync stops and every listener the engine added is removed. Queued finishes stay on the device
   * for the shell's outbox runner.
   */
  dispose: () => void;
}

/**
 * The logger's sync engine for one open session, made by the page when the session opens and
 * disposed when it closes (hooks/use-logger-engine.ts). It owns the device writer (made on the first
 * write), the keystroke journal, the finisher, the session's server sync and every listener they
 * need, added here on creation and removed by `dispose`:
 * - `online` / `offline` (window, through lib/connectivity): the server sync reads the server's clock
 *   and pushes, or says "offline";
 * - `visibilitychange` (document) to hidden: typing still waiting goes to the device, then the server;
 * - `pagehide` (window): typing still waiting goes to the device.
 * Queued finishes and History edits are sent by the shell's outbox runner (sync/outbox-runner.ts),
 * which runs while the app does, not only on this page. `startSync` is the server sync to run (a
 * test passes a stand-in).
 */
export function createLoggerEngine(
  sessionId: string,
  events: LoggerEngineEvents,
  startSync: (sessionId: string) => SessionSync = startSessionSync,
): LoggerEngine {
  let writer: ReturnType<typeof createLocalWriter> | null = null;
  const deviceWriter = () => (writer ??= createLocalWriter(events.onSaveFailed, events.onWritten));
  const flushed = () => writer?.flushed() ?? Promise.resolve();
  const writeNow = () => writer?.writeNow();
  const sync = startSync(sessionId);

  const stopReconnect = onReconnect(sync.reconnected);
  const stopDisconnect = onDisconnect(sync.disconnected);
  const onVisibility = () => {
    if (document.visibilityState !== 'hidden') return;
    writeNow();
    void sync.pushNow();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', writeNow);

  return {
    write: (session, { typing = false, journal = [] } = {}) => {
      deviceWriter().write(session, { typing });
      journalKeystroke(journal);
    },
    writeNow,
    flushed,
    finish: createFinisher(flushed),
    stopSync: sync.stop,
    dispose: () => {
      writeNow();
      sync.stop();
      stopReconnect();
      stopDisconnect();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', writeNow);
    },
  };
}
