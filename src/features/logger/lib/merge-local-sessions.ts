import { mergeStates } from './merge-states';
import type { LocalSession } from '../lib/session-schema';

/**
 * Two copies of one session on this device (two tabs, or a tab and what it wrote earlier) become
 * one: the workout is merged entry by entry, and the bookkeeping keeps whatever is still owed to
 * the server. `mine` is the copy being written; `other` the one already there.
 */
export function mergeLocalSessions(other: LocalSession, mine: LocalSession): LocalSession {
  if (other.sessionId !== mine.sessionId || other.userId !== mine.userId) return mine;
  return {
    ...mine,
    state: mergeStates(mine.state, other.state),
    // The merged state holds everything either copy held, so it is in step with the newer base.
    baseRevision: Math.max(other.baseRevision, mine.baseRevision),
    created: other.created || mine.created,
    dirty: other.dirty || mine.dirty,
    localVersion: Math.max(other.localVersion, mine.localVersion),
    status: other.status === 'finished' || mine.status === 'finished' ? 'finished' : 'active',
    endedElsewhere: mine.endedElsewhere ?? other.endedElsewhere,
    saved: other.saved || mine.saved ? { ...other.saved, ...mine.saved } : undefined,
  };
}
