import { unwrap, type IDBPObjectStore, type StoreNames } from 'idb';
import { foldJournal, settledJournalIds, type JournalEntry } from '../lib/keystroke-journal';
import type { LocalSession } from '../lib/session-schema';
import { db, openedRawDb, type LoggerDb } from './logger-database';

export type JournalStore = IDBPObjectStore<LoggerDb, ArrayLike<StoreNames<LoggerDb>>, 'journal', 'readwrite'>;

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
  const open = openedRawDb();
  if (open && put(open)) return;
  void db()
    .then((database) => put(unwrap(database)))
    .catch(() => undefined);
}

/**
 * Folds the journal of a session into this copy of it (records newer than its sets) and clears
 * the records the copy now holds, inside the caller's transaction. Only records of the session's
 * own account are applied or cleared.
 */
export async function foldStoredJournal(journal: JournalStore, session: LocalSession): Promise<LocalSession> {
  const entries = await journal.index('bySession').getAll(session.sessionId);
  if (entries.length === 0) return session;
  const state = foldJournal(session.state, session.userId, entries);
  const folded =
    state === session.state ? session : { ...session, state, dirty: true, localVersion: session.localVersion + 1 };
  await Promise.all(settledJournalIds(folded.state, session.userId, entries).map((id) => journal.delete(id)));
  return folded;
}

/** Drops the journal of a session that left the device (records of another account stay). */
export async function clearStoredJournal(journal: JournalStore, sessionId: string, userId: string | undefined) {
  const entries = await journal.index('bySession').getAll(sessionId);
  await Promise.all(
    entries.filter((entry) => !userId || entry.userId === userId).map((entry) => journal.delete(entry.id)),
  );
}

/** For tests: the keystroke journal records of a session still on the device. */
export async function readJournal(sessionId: string): Promise<JournalEntry[]> {
  return (await db()).getAllFromIndex('journal', 'bySession', sessionId);
}
