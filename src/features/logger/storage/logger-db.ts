import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { mergeLocalSessions } from '../lib/merge-local-sessions';
import type { SessionState } from '../lib/session-schema';
import {
  completedSetRevisions,
  unsavedSetCount,
  type CompletionPayload,
  type WorkoutSummary,
} from '../lib/workout-summary';
import { announceSessionWrite } from './session-channel';

/** A workout in progress on this device. */
export interface LocalSession {
  sessionId: string;
  userId: string;
  /** '' when the session has no workout (IndexedDB keys cannot be null). */
  workoutKey: string;
  state: SessionState;
  /** The server revision this copy was last in step with (0 before the first write). */
  baseRevision: number;
  /** Whether the row exists on the server yet. */
  created: boolean;
  /** Local edits the server has not seen. */
  dirty: boolean;
  /** Bumped on every local edit, so a sync knows whether the state changed while it was away. */
  localVersion: number;
  /** 'finished' once the finish is in the outbox; removed when the server accepts it. */
  status: 'active' | 'finished';
  /** Set when another device finished or discarded the session. */
  endedElsewhere?: 'completed' | 'discarded';
  /** Set id → revision the server is known to hold (from finishes of this session accepted so far). */
  saved?: Record<string, number>;
}

/** A finished workout waiting for the server to accept it. */
export interface OutboxEntry {
  id: string;
  userId: string;
  sessionId: string;
  workoutKey: string;
  payload: CompletionPayload;
  summary: WorkoutSummary;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  /** The server refused the data itself (not the network): retrying alone will not help. */
  refused?: boolean;
}

interface LoggerDb extends DBSchema {
  sessions: { key: string; value: LocalSession; indexes: { byWorkout: [string, string] } };
  outbox: { key: string; value: OutboxEntry; indexes: { byUser: string } };
}

const DB_NAME = 'liftwise-logger';
let opening: Promise<IDBPDatabase<LoggerDb>> | null = null;

function db(): Promise<IDBPDatabase<LoggerDb>> {
  opening ??= openDB<LoggerDb>(DB_NAME, 1, {
    upgrade(database) {
      const sessions = database.createObjectStore('sessions', { keyPath: 'sessionId' });
      sessions.createIndex('byWorkout', ['userId', 'workoutKey']);
      const outbox = database.createObjectStore('outbox', { keyPath: 'id' });
      outbox.createIndex('byUser', 'userId');
    },
    blocking() {
      // A newer version of the app wants to upgrade: let it.
      void opening?.then((open) => open.close());
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

export const workoutKeyOf = (workoutId: string | null): string => workoutId ?? '';

export async function getLocalSession(sessionId: string): Promise<LocalSession | undefined> {
  return (await db()).get('sessions', sessionId);
}

/** The newest session of this person for this workout kept on the device, active or finished. */
export async function findLocalSession(userId: string, workoutId: string | null): Promise<LocalSession | undefined> {
  const all = await (await db()).getAllFromIndex('sessions', 'byWorkout', [userId, workoutKeyOf(workoutId)]);
  return all.sort((a, b) => b.state.startedAt.localeCompare(a.state.startedAt))[0];
}

/**
 * Writes this copy of a session, merged with the copy already on the device (another tab may have
 * written since this one read it), in one transaction so no other tab writes in between. Returns
 * what is now on the device and tells the other tabs.
 */
export async function putLocalSession(session: LocalSession): Promise<LocalSession> {
  const tx = (await db()).transaction('sessions', 'readwrite');
  const onDisk = await tx.store.get(session.sessionId);
  const merged = onDisk ? mergeLocalSessions(onDisk, session) : session;
  await Promise.all([tx.store.put(merged), tx.done]);
  announceSessionWrite(session.sessionId);
  return merged;
}

/** Writes this copy as it is, replacing whatever is there (for decisions, not for edits). */
export async function replaceLocalSession(session: LocalSession): Promise<void> {
  await (await db()).put('sessions', session);
  announceSessionWrite(session.sessionId);
}

export async function deleteLocalSession(sessionId: string): Promise<void> {
  await (await db()).delete('sessions', sessionId);
}

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
  const tx = (await db()).transaction(['sessions', 'outbox'], 'readwrite');
  const sessions = tx.objectStore('sessions');
  const outbox = tx.objectStore('outbox');
  const onDisk = await sessions.get(session.sessionId);
  const merged = onDisk ? mergeLocalSessions(onDisk, session) : session;
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

/**
 * The server has the finished workout: drop the queued call, and the local session with it unless
 * the session holds something the server has not got yet (another finish of it still queued, or
 * sets logged in another tab after this finish was built): then it stays, open again, for the
 * person to save.
 */
export async function settleOutboxEntry(entry: OutboxEntry): Promise<void> {
  const tx = (await db()).transaction(['sessions', 'outbox'], 'readwrite');
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
    else if (unsavedSetCount(session.state, new Map(Object.entries(saved))) === 0)
      await sessions.delete(entry.sessionId);
    else await sessions.put({ ...session, saved, status: 'active', endedElsewhere: 'completed', dirty: true });
  }
  await tx.done;
  announceSessionWrite(entry.sessionId);
}

/**
 * The person chose to drop a finish the server refuses: the queued call and the device copy go
 * together. Only ever done on their explicit confirmation.
 */
export async function dropOutboxEntry(entry: OutboxEntry): Promise<void> {
  const tx = (await db()).transaction(['sessions', 'outbox'], 'readwrite');
  await Promise.all([
    tx.objectStore('outbox').delete(entry.id),
    tx.objectStore('sessions').delete(entry.sessionId),
    tx.done,
  ]);
}

/** Everything of this account on the device that the server does not have yet. */
export async function countUnsyncedWork(userId: string): Promise<{ finished: number; inProgress: number }> {
  const database = await db();
  const [outbox, sessions] = await Promise.all([
    database.getAllFromIndex('outbox', 'byUser', userId),
    database.getAll('sessions'),
  ]);
  const inProgress = sessions.filter(
    (session) =>
      session.userId === userId &&
      session.status === 'active' &&
      (session.dirty || !session.created) &&
      completedSetRevisions(session.state).size > 0,
  ).length;
  return { finished: outbox.length, inProgress };
}

/** For tests: forget the open connection so a fresh fake database can be used. */
export async function closeLoggerDb(): Promise<void> {
  const open = opening;
  opening = null;
  if (open) (await open).close();
}
