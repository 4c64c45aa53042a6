import { errorMessageOf } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { completeSession } from '../api/complete-session';
import { classifyFailure, isDue, scheduleRetry } from '../lib/outbox-policy';
import { listOutbox, putOutboxEntry, settleOutboxEntry, type OutboxEntry } from '../storage/logger-db';
import { useOutboxStore } from '../stores/outbox-store';

const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

let flushing: Promise<void> | null = null;

/**
 * Queued work goes out only with the session of the account that logged it: someone else signing
 * in on this phone while finishes wait must never send them (the server refuses them too).
 */
async function signedInAs(userId: string): Promise<boolean> {
  const { data } = await supabase.auth.getSession();
  return data.session?.user.id === userId;
}

async function send(entry: OutboxEntry, onSaved: (entry: OutboxEntry) => void): Promise<void> {
  try {
    await completeSession(entry.payload);
    await settleOutboxEntry(entry);
    onSaved(entry);
  } catch (error) {
    const kind = classifyFailure(error, isOnline());
    if (kind === 'wrong-account') return; // kept as it is for its owner's next sign-in
    const retry = scheduleRetry(entry.attempts, kind, Date.now());
    await putOutboxEntry({
      ...entry,
      ...retry,
      lastError: kind === 'offline' ? null : errorMessageOf(error) || 'The server refused the save',
      refused: kind === 'rejected',
    });
  }
}

/**
 * Sends every queued finish that is due (all of them when `force`), one at a time. The server
 * call is idempotent, so a finish sent twice (two tabs, a lost response) is saved once.
 */
export function flushOutbox(
  userId: string,
  options: { force?: boolean; onSaved: (entry: OutboxEntry) => void },
): Promise<void> {
  flushing ??= (async () => {
    try {
      const entries = await listOutbox(userId);
      for (const entry of entries) {
        if (!isOnline() || !(await signedInAs(entry.userId))) break;
        if (options.force || isDue(entry, Date.now())) await send(entry, options.onSaved);
      }
    } finally {
      useOutboxStore.getState().setPending(await listOutbox(userId).catch(() => []));
      flushing = null;
    }
  })();
  return flushing;
}

/**
 * Drains the outbox while the app runs: at start, whenever the network returns, and on a timer
 * set for the next retry that falls due. Returns a stop.
 */
export function startOutboxRunner(
  userId: string,
  onSaved: (entry: OutboxEntry) => void,
): { stop: () => void; flushNow: () => Promise<void> } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const plan = () => {
    clearTimeout(timer);
    const pending = useOutboxStore.getState().pending;
    if (stopped || pending.length === 0) return;
    const next = Math.min(...pending.map((entry) => entry.nextAttemptAt));
    timer = setTimeout(() => void run(false), Math.max(500, next - Date.now()));
  };
  const run = async (force: boolean) => {
    await flushOutbox(userId, { force, onSaved });
    plan();
  };
  const onOnline = () => void run(true);
  window.addEventListener('online', onOnline);
  // A finish queued or retried elsewhere (the logger) gets its retry timer here.
  const unsubscribe = useOutboxStore.subscribe(plan);
  void run(true);

  return {
    flushNow: () => run(true),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      window.removeEventListener('online', onOnline);
    },
  };
}
