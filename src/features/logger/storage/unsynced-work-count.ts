import { completedSetRevisions } from '../lib/workout-summary';
import { db } from './logger-database';

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
