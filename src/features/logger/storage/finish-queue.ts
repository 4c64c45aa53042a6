import type { RetryState } from '@/lib/outbox';
import { mergeLocalSessions } from '../lib/merge-local-sessions';
import type { CompletionPayload, LocalSession, OutboxEntry, SessionState } from '../lib/session-schema';
import { unsavedSetCount } from '../lib/workout-summary';
import { clearStoredJournal, foldStoredJournal } from './journal-store';
import { db } from './logger-database';
import { announceSessionWrite } from './session-channel';

const sameSets = (a: CompletionPayload, b: CompletionPayload) =>
  a.p_sets.length === b.p_sets.length &&
  a.p_sets.every((set, index) => set.id === b.p_sets[index]!.id && set.revision === b.p_sets[index]!.revision);

/**
 * Finishing on the device: the session as every tab left it (merged in this transaction), its
 * "finished" mark and the outbox entry built from it are written together, so a crash leaves
 * either a workout in progress or a queued finish, never neither. A finish that would send exactly
 * what one already queued for this session sends (a double tap, two tabs) returns that one.
 */
export async function finishLocally(
  session: LocalSession,
  build: (state: SessionState) => OutboxEntry,
): Promise<OutboxEntry> {
  const tx = (await db()).transaction(['sessions', 'outbox', 'journal'], 'readwrite');
  const sessions = tx.objectStore('sessions');
  const outbox = tx.objectStore('outbox');
  const onDisk = await sessions.get(session.sessionId);
  const merged = await foldStoredJournal(
    tx.objectStore('journal'),
    onDisk ? mergeLocalSessions(onDisk, session) : session,
  );
  const entry = build(merged.state);
  const queued = (await outbox.index('byUser').getAll(session.userId)).filter(
    (candidate) => candidate.sessionId === session.sessionId,
  );
  const same = queued.find((candidate) => sameSets(candidate.payload, entry.payload));
  await sessions.put({ ...merged, status: 'finished' });
  if (!same) await outbox.put(entry);
  await tx.done;
  announceSessionWrite(session.sessionId);
  return same ?? entry;
}

export async function listOutbox(userId: string): Promise<OutboxEntry[]> {
  const entries = await (await db()).getAllFromIndex('outbox', 'byUser', userId);
  return entries.sort((a, b) => a.createdAt - b.createdAt);
}

export async function putOutboxEntry(entry: OutboxEntry): Promise<void> {
  await (await db()).put('outbox', entry);
}

/** Records a failed send on a queued finish, unless it was settled or dropped meanwhile. */
export async function rescheduleOutboxEntry(sent: OutboxEntry, retry: RetryState): Promise<void> {
  const tx = (await db()).transaction('outbox', 'readwrite');
  const stored = await tx.store.get(sent.id);
  if (stored) await tx.store.put({ ...stored, ...retry });
  await tx.done;
}

/**
 * The server has the finished workout: drop the queued call, and the local session with it unless
 * the session holds something the server has not got yet (another finish of it still queued, or
 * sets logged in another tab after this finish was built): then it stays, open again, for the
 * person to save.
 */
export async function settleOutboxEntry(entry: OutboxEntry): Promise<void> {
  const tx = (await db()).transaction(['sessions', 'outbox', 'journal'], 'readwrite');
  const sessions = tx.objectStore('sessions');
  const outbox = tx.objectStore('outbox');
  await outbox.delete(entry.id);
  const session = await sessions.get(entry.sessionId);
  if (session) {
    const saved = {
      ...session.saved,
      ...Object.fromEntries(entry.payload.p_sets.map((set) => [set.id, set.revision])),
    };
    const stillQueued = (await outbox.index('byUser').getAll(entry.userId)).some(
      (queued) => queued.sessionId === entry.sessionId,
    );
    if (stillQueued) await sessions.put({ ...session, saved });
    else if (unsavedSetCount(session.state, new Map(Object.entries(saved))) === 0) {
      await sessions.delete(entry.sessionId);
      await clearStoredJournal(tx.objectStore('journal'), entry.sessionId, session.userId);
    } else await sessions.put({ ...session, saved, status: 'active', endedElsewhere: 'completed', dirty: true });
  }
  await tx.done;
  announceSessionWrite(entry.sessionId);
}

/**
 * The person chose to drop a finish the server refuses: the queued call and the device copy go
 * together. Only ever done on their explicit confirmation.
 */
export async function dropOutboxEntry(entry: OutboxEntry): Promise<void> {
  const tx = (await db()).transaction(['sessions', 'outbox', 'journal'], 'readwrite');
  await Promise.all([
    tx.objectStore('outbox').delete(entry.id),
    tx.objectStore('sessions').delete(entry.sessionId),
    clearStoredJournal(tx.objectStore('journal'), entry.sessionId, entry.userId),
    tx.done,
  ]);
}
