import {
  type DBSchema,
  type IDBPDatabase,
  type IDBPObjectStore,
  type IDBPTransaction,
  type StoreNames,
  unwrap,
} from 'idb';
import { deviceDatabase } from '@/lib/account-database';
import type { RetryState } from '@/lib/outbox';
import { mergeEditPayloads } from '../lib/edit-merge';
import { foldJournal, settledJournalIds, type JournalEntry } from '../lib/keystroke-journal';
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

/** The completion call an edit of a finished workout makes (History); the log's times may be unknown. */
export type EditPayload = Omit<CompletionPayload, 'p_log'> & {
  p_log: Omit<CompletionPayload['p_log'], 'completed_at' | 'duration_seconds'> & {
    completed_at: string | null;
    duration_seconds: number | null;
  };
};

/**
 * An edit of a finished workout waiting for the server, one per log and account: a second edit of
 * the same log before it is sent is merged into it (`version` goes up), so a fix replaces what the
 * server refused instead of queuing behind it.
 */
export interface QueuedEdit {
  /** `${userId}:${logId}` */
  id: string;
  userId: string;
  logId: string;
  payload: EditPayload;
  createdAt: number;
  version: number;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  refused?: boolean;
}

interface LoggerDb extends DBSchema {
  sessions: { key: string; value: LocalSession; indexes: { byWorkout: [string, string] } };
  outbox: { key: string; value: OutboxEntry; indexes: { byUser: string } };
  edits: { key: string; value: QueuedEdit; indexes: { byUser: string } };
  /** Typed figures written on the keystroke, folded into `sessions` later (lib/keystroke-journal.ts). */
  journal: { key: string; value: JournalEntry; indexes: { bySession: string } };
}

const DB_NAME = 'liftwise-logger';

const database = deviceDatabase<LoggerDb>(
  DB_NAME,
  3,
  (open, oldVersion) => {
    if (oldVersion < 1) {
      const sessions = open.createObjectStore('sessions', { keyPath: 'sessionId' });
      sessions.createIndex('byWorkout', ['userId', 'workoutKey']);
      const outbox = open.createObjectStore('outbox', { keyPath: 'id' });
      outbox.createIndex('byUser', 'userId');
    }
    // Version 2: edits of finished workouts made in History (a phone upgraded keeps its queue).
    if (oldVersion < 2) open.createObjectStore('edits', { keyPath: 'id' }).createIndex('byUser', 'userId');
    // Version 3: the keystroke journal (a crash right after typing keeps the value).
    if (oldVersion < 3) open.createObjectStore('journal', { keyPath: 'id' }).createIndex('bySession', 'sessionId');
  },
  () => {
    rawDb = null;
  },
);

async function db(): Promise<IDBPDatabase<LoggerDb>> {
  const open = await database.open();
  rawDb = unwrap(open);
  return open;
}

export const workoutKeyOf = (workoutId: string | null): string => workoutId ?? '';

type JournalStore = IDBPObjectStore<LoggerDb, ArrayLike<StoreNames<LoggerDb>>, 'journal', 'readwrite'>;

/** The open database itself (no wrapper), for the keystroke path; set once it is open. */
let rawDb: IDBDatabase | null = null;

/**
 * Records typed figures the moment they are typed: one small put per keystroke on the bare
 * IndexedDB API (no promise or proxy per call), not awaited by the input. A failure is left to the
 * document write, which reports device storage failing.
 */
export function journalKeystroke(entries: JournalEntry[]): void {
  if (entries.length === 0) return;
  const put = (database: IDBDatabase): boolean => {
    try {
      const store = database.transaction('journal', 'readwrite').objectStore('journal');
      for (const entry of entries) store.put(entry);
      return true;
    } catch {
      return false; // closed (an upgrade, a test) or storage refused: reopen and try once more
    }
  };
  if (rawDb && put(rawDb)) return;
  void db()
    .then((database) => put(unwrap(database)))
    .catch(() => undefined);
}

/**
 * Folds the journal of a session into this copy of it (records newer than its sets) and clears
 * the records the copy now holds, inside the caller's transaction. Only records of the session's
 * own account are applied or cleared.
 */
async function foldStoredJournal(journal: JournalStore, session: LocalSession): Promise<LocalSession> {
  const entries = await journal.index('bySession').getAll(session.sessionId);
  if (entries.length === 0) return session;
  const state = foldJournal(session.state, session.userId, entries);
  const folded =
    state === session.state ? session : { ...session, state, dirty: true, localVersion: session.localVersion + 1 };
  await Promise.all(settledJournalIds(folded.state, session.userId, entries).map((id) => journal.delete(id)));
  return folded;
}

/** Drops the journal of a session that left the device (records of another account stay). */
async function clearStoredJournal(journal: JournalStore, sessionId: string, userId: string | undefined) {
  const entries = await journal.index('bySession').getAll(sessionId);
  await Promise.all(
    entries.filter((entry) => !userId || entry.userId === userId).map((entry) => journal.delete(entry.id)),
  );
}

/**
 * A session as the device holds it, typed figures still in the journal folded in (and written, and
 * the journal cleared), so a session resumed after a crash shows what was typed before it.
 */
async function readFolded(pick: (tx: FoldTx) => Promise<LocalSession | undefined>) {
  const tx = (await db()).transaction(['sessions', 'journal'], 'readwrite');
  const done = tx.done;
  done.catch(() => undefined); // awaited below; a refused write is handled there
  const onDisk = await pick(tx);
  const folded = onDisk && (await foldStoredJournal(tx.objectStore('journal'), onDisk));
  try {
    if (folded && folded !== onDisk) await tx.objectStore('sessions').put(folded);
    await done;
  } catch (error) {
    // Device storage refuses writes: show the folded copy; the journal (not cleared) stays for later.
    try {
      tx.abort();
    } catch {
      // already aborted by the refused write
    }
    console.error('Keeping typed figures in the workout on this device failed', error);
  }
  return folded;
}
type FoldTx = IDBPTransaction<LoggerDb, ['sessions', 'journal'], 'readwrite'>;

export async function getLocalSession(sessionId: string): Promise<LocalSession | undefined> {
  return readFolded((tx) => tx.objectStore('sessions').get(sessionId));
}

/** The newest session of this person for this workout kept on the device, active or finished. */
export async function findLocalSession(userId: string, workoutId: string | null): Promise<LocalSession | undefined> {
  return readFolded(async (tx) => {
    const all = await tx
      .objectStore('sessions')
      .index('byWorkout')
      .getAll([userId, workoutKeyOf(workoutId)]);
    return all.sort((a, b) => b.state.startedAt.localeCompare(a.state.startedAt))[0];
  });
}

/**
 * Writes this copy of a session, merged with the copy already on the device (another tab may have
 * written since this one read it) and with the keystroke journal, in one transaction so no other
 * tab writes in between. Returns what is now on the device and tells the other tabs.
 */
export async function putLocalSession(session: LocalSession): Promise<LocalSession> {
  const tx = (await db()).transaction(['sessions', 'journal'], 'readwrite');
  const sessions = tx.objectStore('sessions');
  const onDisk = await sessions.get(session.sessionId);
  const merged = await foldStoredJournal(
    tx.objectStore('journal'),
    onDisk ? mergeLocalSessions(onDisk, session) : session,
  );
  await Promise.all([sessions.put(merged), tx.done]);
  announceSessionWrite(session.sessionId);
  return merged;
}

/** Writes this copy as it is, replacing whatever is there (for decisions, not for edits). */
export async function replaceLocalSession(session: LocalSession): Promise<void> {
  await (await db()).put('sessions', session);
  announceSessionWrite(session.sessionId);
}

export async function deleteLocalSession(sessionId: string): Promise<void> {
  const tx = (await db()).transaction(['sessions', 'journal'], 'readwrite');
  const sessions = tx.objectStore('sessions');
  const onDisk = await sessions.get(sessionId);
  await Promise.all([
    sessions.delete(sessionId),
    clearStoredJournal(tx.objectStore('journal'), sessionId, onDisk?.userId),
  ]);
  await tx.done;
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

export const editIdOf = (userId: string, logId: string) => `${userId}:${logId}`;

/**
 * Queues an edit of a finished workout, merged into one already queued for that log (in one
 * transaction, so a send finishing meanwhile cannot lose either). Returns what is now queued.
 */
export async function queueEdit(userId: string, payload: EditPayload, now: number): Promise<QueuedEdit> {
  const tx = (await db()).transaction('edits', 'readwrite');
  const id = editIdOf(userId, payload.p_log.id);
  const queued = await tx.store.get(id);
  const entry: QueuedEdit = {
    id,
    userId,
    logId: payload.p_log.id,
    payload: queued ? mergeEditPayloads(queued.payload, payload) : payload,
    createdAt: queued?.createdAt ?? now,
    version: (queued?.version ?? 0) + 1,
    attempts: 0,
    nextAttemptAt: now,
    lastError: null,
  };
  await Promise.all([tx.store.put(entry), tx.done]);
  return entry;
}

export async function listEdits(userId: string): Promise<QueuedEdit[]> {
  const entries = await (await db()).getAllFromIndex('edits', 'byUser', userId);
  return entries.sort((a, b) => a.createdAt - b.createdAt);
}

/**
 * The server has this version of the edit: drop it, unless a newer edit of the log was merged in
 * while it was on its way (then that one, which holds this one too, is still to send).
 */
export async function settleEdit(sent: QueuedEdit): Promise<void> {
  const tx = (await db()).transaction('edits', 'readwrite');
  const stored = await tx.store.get(sent.id);
  if (stored?.version === sent.version) await tx.store.delete(sent.id);
  await tx.done;
}

/** Records a failed send on the edit, unless it was replaced or removed meanwhile. */
export async function rescheduleEdit(sent: QueuedEdit, patch: RetryState): Promise<void> {
  const tx = (await db()).transaction('edits', 'readwrite');
  const stored = await tx.store.get(sent.id);
  if (stored?.version === sent.version) await tx.store.put({ ...stored, ...patch });
  await tx.done;
}

/** The person discarded a queued edit (only ever on their confirmation). */
export async function dropEdit(id: string): Promise<void> {
  await (await db()).delete('edits', id);
}

/** Everything of this account on the device that the server does not have yet. */
export async function countUnsyncedWork(
  userId: string,
): Promise<{ finished: number; inProgress: number; edits: number }> {
  const database = await db();
  const [outbox, sessions, edits] = await Promise.all([
    database.getAllFromIndex('outbox', 'byUser', userId),
    database.getAll('sessions'),
    database.getAllFromIndex('edits', 'byUser', userId),
  ]);
  const inProgress = sessions.filter(
    (session) =>
      session.userId === userId &&
      session.status === 'active' &&
      (session.dirty || !session.created) &&
      completedSetRevisions(session.state).size > 0,
  ).length;
  return { finished: outbox.length, inProgress, edits: edits.length };
}

/** For tests: forget the open connection so a fresh fake database can be used. */
export const closeLoggerDb = database.close;

/** For tests: the keystroke journal records of a session still on the device. */
export async function readJournal(sessionId: string): Promise<JournalEntry[]> {
  return (await db()).getAllFromIndex('journal', 'bySession', sessionId);
}
