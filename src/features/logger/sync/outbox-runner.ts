import { isOnline, onReconnect } from '@/lib/connectivity';
import { errorMessageOf } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { completeSession, sendLogEdit } from '../api/complete-session';
import { classifyFailure, isDue, scheduleRetry } from '../lib/outbox-policy';
import {
  listEdits,
  listOutbox,
  putOutboxEntry,
  rescheduleEdit,
  settleEdit,
  settleOutboxEntry,
  type OutboxEntry,
  type QueuedEdit,
} from '../storage/logger-db';
import { useOutboxStore } from '../stores/outbox-store';

let flushing: Promise<void> | null = null;
const following = new Map<string, Promise<void>>();

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
    const kind = classifyFailure(error);
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

async function sendEdit(edit: QueuedEdit, onSaved: () => void): Promise<void> {
  try {
    await sendLogEdit(edit.payload);
    await settleEdit(edit);
    onSaved();
  } catch (error) {
    const kind = classifyFailure(error);
    if (kind === 'wrong-account') return;
    await rescheduleEdit(edit, {
      ...scheduleRetry(edit.attempts, kind, Date.now()),
      lastError: kind === 'offline' ? null : errorMessageOf(error) || 'The server refused the edit',
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
  options: { force?: boolean; onSaved: (entry: OutboxEntry) => void; onEditSaved?: () => void },
): Promise<void> {
  // Asked while a flush runs (which may have read the queue before this call's work was added):
  // one more flush follows it, shared by every call made meanwhile for that account.
  if (flushing) {
    let next = following.get(userId);
    if (!next) {
      next = flushing.then(() => {
        following.delete(userId);
        return flushOutbox(userId, options);
      });
      following.set(userId, next);
    }
    return next;
  }
  flushing = (async () => {
    try {
      const entries = await listOutbox(userId);
      for (const entry of entries) {
        if (!isOnline() || !(await signedInAs(entry.userId))) break;
        if (options.force || isDue(entry, Date.now())) await send(entry, options.onSaved);
      }
      // Edits made in History after the finishes they may amend, oldest first, under the same rule:
      // only ever sent as the account that made them.
      const edits = await listEdits(userId);
      for (const edit of edits) {
        if (!isOnline() || !(await signedInAs(edit.userId))) break;
        if (options.force || isDue(edit, Date.now())) await sendEdit(edit, options.onEditSaved ?? (() => undefined));
      }
    } finally {
      const store = useOutboxStore.getState();
      store.setPending(await listOutbox(userId).catch(() => []));
      store.setEdits(await listEdits(userId).catch(() => []));
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
  onSaved: (entry: OutboxEntry | null) => void,
): { stop: () => void; flushNow: () => Promise<void> } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const plan = () => {
    clearTimeout(timer);
    const { pending, edits } = useOutboxStore.getState();
    if (stopped || pending.length + edits.length === 0) return;
    const next = Math.min(...[...pending, ...edits].map((entry) => entry.nextAttemptAt));
    timer = setTimeout(() => void run(false), Math.max(500, next - Date.now()));
  };
  const run = async (force: boolean) => {
    await flushOutbox(userId, { force, onSaved, onEditSaved: () => onSaved(null) });
    plan();
  };
  const stopReconnect = onReconnect(() => void run(true));
  // A finish queued or retried elsewhere (the logger) gets its retry timer here.
  const unsubscribe = useOutboxStore.subscribe(plan);
  void run(true);

  return {
    flushNow: () => run(true),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      stopReconnect();
    },
  };
}
