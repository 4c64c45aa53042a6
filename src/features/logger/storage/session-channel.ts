/**
 * Tabs of one browser tell each other when they wrote a session to IndexedDB, so a tab showing
 * the same workout takes the other tab's sets in (see logger-store). Where BroadcastChannel is
 * missing (old browsers, tests) each tab still merges on every write; it just learns later.
 */
const CHANNEL = 'liftwise-logger';

interface SessionWritten {
  type: 'session-written';
  sessionId: string;
}

let channel: BroadcastChannel | null | undefined;

function open(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  return channel;
}

export function announceSessionWrite(sessionId: string): void {
  open()?.postMessage({ type: 'session-written', sessionId } satisfies SessionWritten);
}

/** Calls `listener` with the id of every session another tab writes. Returns a stop. */
export function onSessionWrittenElsewhere(listener: (sessionId: string) => void): () => void {
  const source = open();
  if (!source) return () => undefined;
  const handle = (event: MessageEvent<unknown>) => {
    const data = event.data as Partial<SessionWritten> | null;
    if (data?.type === 'session-written' && typeof data.sessionId === 'string') listener(data.sessionId);
  };
  source.addEventListener('message', handle);
  return () => source.removeEventListener('message', handle);
}
