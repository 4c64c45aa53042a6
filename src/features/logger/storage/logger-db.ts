import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { SessionState } from '../lib/session-schema';
import type { CompletionPayload, WorkoutSummary } from '../lib/workout-summary';

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

export async function putLocalSession(session: LocalSession): Promise<void> {
  await (await db()).put('sessions', session);
}

export async function deleteLocalSession(sessionId: string): Promise<void> {
  await (await db()).delete('sessions', sessionId);
}

/**
 * Finishing on the device: the outbox entry and the session's "finished" mark are written in one
 * transaction, so a crash leaves either a workout in progress or a queued finish, never neither.
 */
export async function finishLocally(session: LocalSession, entry: OutboxEntry): Promise<void> {
  const tx = (await db()).transaction(['sessions', 'outbox'], 'readwrite');
  await Promise.all([tx.objectStore('sessions').put({ ...session, status: 'finished' }), tx.objectStore('outbox').put(entry), tx.done]);
}

export async function getOutboxEntry(id: string): Promise<OutboxEntry | undefined> {
  return (await db()).get('outbox', id);
}

export async function listOutbox(userId: string): Promise<OutboxEntry[]> {
  const entries = await (await db()).getAllFromIndex('outbox', 'byUser', userId);
  return entries.sort((a, b) => a.createdAt - b.createdAt);
}

export async function putOutboxEntry(entry: OutboxEntry): Promise<void> {
  await (await db()).put('outbox', entry);
}

/** The server has the finished workout: drop the queued call and the local session together. */
export async function settleOutboxEntry(entry: OutboxEntry): Promise<void> {
  const tx = (await db()).transaction(['sessions', 'outbox'], 'readwrite');
  await Promise.all([tx.objectStore('outbox').delete(entry.id), tx.objectStore('sessions').delete(entry.sessionId), tx.done]);
}

/** For tests: forget the open connection so a fresh fake database can be used. */
export async function closeLoggerDb(): Promise<void> {
  const open = opening;
  opening = null;
  if (open) (await open).close();
}
