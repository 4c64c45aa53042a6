import { completeSession } from '../api/complete-session';
import type { SessionState, LocalSession, OutboxEntry } from '../lib/session-schema';
import { buildCompletionPayload, summarize } from '../lib/workout-summary';
import { finishLocally } from '../storage/finish-queue';

export const NO_DEVICE_STORAGE_OFFLINE =
  'This device cannot store the workout right now, and there is no connection. Keep this page open and finish again once you are back online.';

/** Finishing could neither be stored on the device nor sent to the server. */
export class FinishNotSavedError extends Error {}

export interface FinishResult {
  entry: OutboxEntry;
  /** True when the finish waits in the device's outbox; false when the server already has it. */
  queued: boolean;
}

function buildEntry(session: LocalSession, state: SessionState, completedAt: Date, logId: string): OutboxEntry {
  return {
    id: logId,
    userId: session.userId,
    sessionId: session.sessionId,
    workoutKey: session.workoutKey,
    // Always this session's id: a finish made after another device's (or tab's) amends that log.
    payload: buildCompletionPayload(state, logId, completedAt),
    summary: summarize(state, completedAt),
    createdAt: completedAt.getTime(),
    attempts: 0,
    nextAttemptAt: completedAt.getTime(),
    lastError: null,
  };
}

async function finish(
  session: LocalSession,
  completedAt: Date,
  logId: string,
  flushLocalWrites: () => Promise<void>,
): Promise<FinishResult> {
  await flushLocalWrites();
  try {
    const entry = await finishLocally(session, (state) => buildEntry(session, state, completedAt, logId));
    return { entry, queued: true };
  } catch (storageError) {
    // The device cannot store it (quota, private mode, a broken database): while online, the
    // server takes the finish directly, so logging never depends on device storage.
    console.error('Queuing the finish on this device failed; sending it straight to the server', storageError);
    const entry = buildEntry(session, session.state, completedAt, logId);
    try {
      await completeSession(entry.payload);
    } catch (sendError) {
      console.error('Sending the finish failed', sendError);
      throw new FinishNotSavedError(NO_DEVICE_STORAGE_OFFLINE);
    }
    return { entry, queued: false };
  }
}

/**
 * Finishing: the completion call is built once from the session as every tab on this device left
 * it (its log id fixed now, so every retry is the same call) and queued on the device together
 * with the session's "finished" mark, once `flushLocalWrites` has put every edit on the device.
 * Sending it is the outbox's job. Two calls for one session at once (a double tap within one frame)
 * share one finish; the logger's engine makes one finisher and keeps it (another tab's finish is
 * matched on the device, by `finishLocally`).
 */
export function createFinisher(
  flushLocalWrites: () => Promise<void>,
): (session: LocalSession, completedAt: Date, logId: string) => Promise<FinishResult> {
  const inFlight = new Map<string, Promise<FinishResult>>();
  return (session, completedAt, logId) => {
    const running = inFlight.get(session.sessionId);
    if (running) return running;
    const job = finish(session, completedAt, logId, flushLocalWrites).finally(() => inFlight.delete(session.sessionId));
    inFlight.set(session.sessionId, job);
    return job;
  };
}
