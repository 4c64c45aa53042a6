import type { IDBPTransaction } from 'idb';
import { mergeLocalSessions } from '../lib/merge-local-sessions';
import type { LocalSession } from '../lib/session-schema';
import { clearStoredJournal, foldStoredJournal } from './journal-store';
import { db, type LoggerDb } from './logger-database';
import { announceSessionWrite } from './session-channel';

export const workoutKeyOf = (workoutId: string | null): string => workoutId ?? '';
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
