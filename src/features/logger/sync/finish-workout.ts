import { buildCompletionPayload, summarize } from '../lib/workout-summary';
import { finishLocally, type LocalSession, type OutboxEntry } from '../storage/logger-db';
import { flushLocalWrites } from '../stores/logger-store';

/**
 * Finishing: the completion call is built once (its log id fixed now, so every retry is the same
 * call) and queued on the device together with the session's "finished" mark. Sending it is the
 * outbox's job.
 */
export async function finishWorkout(session: LocalSession, completedAt: Date, logId: string): Promise<OutboxEntry> {
  await flushLocalWrites();
  const payload = buildCompletionPayload(session.state, logId, completedAt);
  // Finished on another device already: that log owns the session, so this one is saved as its
  // own log; sets both devices had share ids and are stored once.
  if (session.endedElsewhere === 'completed') payload.p_log.session_id = null;
  const entry: OutboxEntry = {
    id: logId,
    userId: session.userId,
    sessionId: session.sessionId,
    workoutKey: session.workoutKey,
    payload,
    summary: summarize(session.state, completedAt),
    createdAt: completedAt.getTime(),
    attempts: 0,
    nextAttemptAt: completedAt.getTime(),
    lastError: null,
  };
  await finishLocally(session, entry);
  return entry;
}
