import { unwrap, type DBSchema, type IDBPDatabase } from 'idb';
import { deviceDatabase } from '@/lib/account-database';
import type { JournalEntry } from '../lib/keystroke-journal';
import type { LocalSession, OutboxEntry, QueuedEdit } from '../lib/session-schema';

/**
 * The logger's device database: one database, so a finish and its session's "finished" mark (or a
 * journal fold and the document) are written in one transaction; each object store has its own
 * module (session-store, journal-store, finish-queue, edit-queue-store).
 */
export interface LoggerDb extends DBSchema {
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

export async function db(): Promise<IDBPDatabase<LoggerDb>> {
  const open = await database.open();
  rawDb = unwrap(open);
  return open;
}

/** The open database itself (no wrapper), for the keystroke path; set once it is open. */
let rawDb: IDBDatabase | null = null;
export const openedRawDb = (): IDBDatabase | null => rawDb;

/** For tests: forget the open connection so a fresh fake database can be used. */
export const closeLoggerDb = database.close;
