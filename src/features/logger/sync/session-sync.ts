import { isOnline, isUnreachable } from '@/lib/connectivity';
import { errorMessageOf } from '@/lib/errors';
import { createSession } from '../api/create-session';
import { getSession } from '../api/get-session';
import { readServerClock } from '../api/read-server-clock';
import { updateSessionState } from '../api/update-session-state';
import { mergeStates } from '../lib/merge-states';
import { nextRetryDelayMs } from '@/lib/outbox';
import { parseSessionState, type LocalSession } from '../lib/session-schema';
import { getLocalSession } from '../storage/session-store';
import { onSessionWrittenElsewhere } from '../storage/session-channel';
import { useLoggerStore } from '../stores/logger-store';

export const PUSH_DEBOUNCE_MS = 800;
/** When the device cannot store the workout, the server is its only copy: send edits at once. */
export const PUSH_NO_DEVICE_STORAGE_MS = 100;
const pushDelay = () => (useLoggerStore.getState().localSaveFailed ? PUSH_NO_DEVICE_STORAGE_MS : PUSH_DEBOUNCE_MS);
const MAX_CONFLICT_ROUNDS = 3;

const current = () => useLoggerStore.getState().session;

/** Applies a server step to the newest local copy (the person may have typed meanwhile). */
function update(sessionId: string, change: (session: LocalSession) => LocalSession): LocalSession | null {
  const session = current();
  if (!session || session.sessionId !== sessionId) return null;
  const next = change(session);
  useLoggerStore.getState().replace(next);
  return next;
}

/**
 * Takes in another device's copy: merged into ours when we have unsent edits, taken as it is
 * otherwise. Returns false when the session is no longer active on the server; the sets on this
 * device then stay (still unsent), and the person chooses to save or drop them.
 */
async function reconcile(sessionId: string): Promise<boolean> {
  const remote = await getSession(sessionId);
  if (!remote || remote.status !== 'active') {
    update(sessionId, (session) => ({ ...session, endedElsewhere: remote ? 'completed' : 'discarded' }));
    return false;
  }
  const remoteState = parseSessionState(remote.state);
  update(sessionId, (session) => {
    if (remote.revision <= session.baseRevision && session.created) return session;
    if (!remoteState) return { ...session, created: true, baseRevision: remote.revision, dirty: true };
    const state = session.dirty ? mergeStates(session.state, remoteState) : remoteState;
    return {
      ...session,
      state,
      created: true,
      baseRevision: remote.revision,
      dirty: session.dirty,
      localVersion: session.localVersion + 1,
    };
  });
  return true;
}

/** One attempt to bring the server's copy in step with the device's. */
async function pushOnce(sessionId: string): Promise<void> {
  for (let round = 0; round < MAX_CONFLICT_ROUNDS; round += 1) {
    const snapshot = current();
    if (!snapshot || snapshot.sessionId !== sessionId || snapshot.status !== 'active' || snapshot.endedElsewhere)
      return;
    if (!snapshot.created) {
      await createSession(snapshot.state, 1);
      update(sessionId, (session) => ({
        ...session,
        created: true,
        baseRevision: 1,
        dirty: session.localVersion !== snapshot.localVersion,
      }));
      continue;
    }
    if (!snapshot.dirty) return;
    const written = await updateSessionState(snapshot.state, snapshot.baseRevision);
    if (written) {
      update(sessionId, (session) => ({
        ...session,
        baseRevision: snapshot.baseRevision + 1,
        dirty: session.localVersion !== snapshot.localVersion,
      }));
      continue;
    }
    if (!(await reconcile(sessionId))) return;
  }
}

export interface SessionSync {
  /** Sends the device's copy now (the page is being hidden, or the person asked). */
  pushNow: () => Promise<void>;
  /** The network came back: read the server's clock again and send what waits. */
  reconnected: () => void;
  /** The network went: say so (the next push waits for it to return). */
  disconnected: () => void;
  stop: () => void;
}

/**
 * Keeps one session's server copy following the device: debounced after edits, at once when the
 * network returns or the page is hidden, and retried with back-off after a failure. It adds no
 * window or document listener: the logger engine that owns it (sync/logger-engine.ts) listens and
 * calls `reconnected`, `disconnected` and `pushNow`.
 */
export function startSessionSync(sessionId: string): SessionSync {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let failures = 0;
  let stopped = false;
  const { setSync } = useLoggerStore.getState();

  const schedule = (delay: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(() => void pushNow(), delay);
  };

  const run = async () => {
    if (!isOnline()) {
      setSync('offline');
      return;
    }
    setSync('syncing');
    try {
      await pushOnce(sessionId);
      failures = 0;
      const session = current();
      if (session?.endedElsewhere)
        setSync(
          'error',
          session.endedElsewhere === 'completed'
            ? 'This workout was finished on another device.'
            : 'This workout was discarded on another device.',
        );
      else if (session?.dirty) schedule(pushDelay());
      else setSync('synced');
    } catch (error) {
      failures += 1;
      const unreachable = isUnreachable(error);
      setSync(unreachable ? 'offline' : 'error', unreachable ? null : errorMessageOf(error) || 'Sync failed');
      schedule(nextRetryDelayMs(failures));
    }
  };

  function pushNow(): Promise<void> {
    clearTimeout(timer);
    if (stopped) return Promise.resolve();
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  }

  const unsubscribe = useLoggerStore.subscribe((store, previous) => {
    const session = store.session;
    if (!session || session.sessionId !== sessionId) return;
    if (session.localVersion !== previous.session?.localVersion && session.dirty) {
      if (store.sync === 'synced') setSync('saved-local');
      schedule(pushDelay());
    }
  });
  // Another tab wrote this session to the device: take its sets in (the write merged them there).
  const stopListening = onSessionWrittenElsewhere((written) => {
    if (written !== sessionId) return;
    void getLocalSession(sessionId)
      .then((onDisk) => onDisk && useLoggerStore.getState().absorb(onDisk))
      .catch((error: unknown) => console.error('Reading the workout another tab saved failed', error));
  });
  // How far this device's clock is off, read on first contact and whenever the network returns.
  const readClock = () => readServerClock().catch(() => undefined);

  // First contact: pick up what another device did, then send what this one has.
  void (async () => {
    if (isOnline()) void readClock(); // in parallel: the first push does not wait for it
    if (isOnline() && current()?.created) {
      try {
        await reconcile(sessionId);
      } catch {
        // Offline or flaky: the push below reports it.
      }
    }
    await pushNow();
  })();

  return {
    pushNow,
    reconnected: () => {
      if (stopped) return;
      void readClock();
      void pushNow();
    },
    disconnected: () => {
      if (!stopped) setSync('offline');
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      stopListening();
    },
  };
}
