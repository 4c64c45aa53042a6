import { classifyFailure, isOnline } from '@/lib/connectivity';
import { errorMessageOf } from '@/lib/errors';
import { createOutbox, startOutboxRunner, type OutboxRunner, type SendVerdict } from '@/lib/outbox';
import { supabase } from '@/lib/supabase';
import { completeSession, sendLogEdit } from '../api/complete-session';
import { listEdits, rescheduleEdit, settleEdit } from '../storage/edit-queue-store';
import { listOutbox, rescheduleOutboxEntry, settleOutboxEntry } from '../storage/finish-queue';
import { useOutboxStore } from '../stores/outbox-store';
import type { OutboxEntry } from '../lib/session-schema';

/**
 * Queued work goes out only with the session of the account that logged it: someone else signing
 * in on this phone while finishes wait must never send them (the server refuses them too).
 */
async function signedInAs(item: { userId: string }): Promise<boolean> {
  const { data } = await supabase.auth.getSession();
  return data.session?.user.id === item.userId;
}

/** The session changed hands between the check and the call: kept as it is for its owner's next sign-in. */
function verdictOf(error: unknown, online: boolean): SendVerdict {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : '';
  if (code === '42501' && /another account/.test(errorMessageOf(error))) return 'hold';
  return classifyFailure(error, online);
}

/**
 * Finished workouts, sent with the idempotent completion call (a finish sent twice, by two tabs or
 * after a lost response, is saved once). A refused one is never dropped: it is retried every five
 * minutes and every screen shows the reason.
 */
const finishes = createOutbox<OutboxEntry>({
  name: 'logger-finishes',
  store: { list: listOutbox, settle: settleOutboxEntry, reschedule: rescheduleOutboxEntry },
  send: (entry) => completeSession(entry.payload).then(() => undefined),
  refusals: 'retry-slowly',
  canSend: signedInAs,
  classify: verdictOf,
  describe: (error) => errorMessageOf(error) || 'The server refused the save',
});

/** Edits of finished workouts made in History: the same call, amending the log, under the same rules. */
const edits = createOutbox({
  name: 'logger-edits',
  store: { list: listEdits, settle: settleEdit, reschedule: rescheduleEdit },
  send: (edit) => sendLogEdit(edit.payload),
  refusals: 'retry-slowly',
  canSend: signedInAs,
  classify: verdictOf,
  describe: (error) => errorMessageOf(error) || 'The server refused the edit',
});

export interface FlushOptions {
  force?: boolean;
  onSaved: (entry: OutboxEntry) => void;
  onEditSaved?: () => void;
}

/**
 * Sends every queued finish that is due (all of them when `force`), then the History edits that
 * may amend them, oldest first, one run at a time per account (across tabs). Answers when the next
 * item falls due.
 */
export async function flushOutbox(userId: string, options: FlushOptions): Promise<number | null> {
  const force = options.force ?? false;
  try {
    const sentFinishes = await finishes.flush(userId, { force, onSent: options.onSaved });
    const sentEdits = await edits.flush(userId, { force });
    if (sentEdits.sent.length > 0) options.onEditSaved?.();
    const times = [sentFinishes.nextAttemptAt, sentEdits.nextAttemptAt].filter((at): at is number => at !== null);
    return times.length > 0 ? Math.min(...times) : null;
  } finally {
    const store = useOutboxStore.getState();
    store.setPending(await listOutbox(userId).catch(() => []));
    store.setEdits(await listEdits(userId).catch(() => []));
  }
}

/**
 * Drains the outbox while the app runs: at start, whenever the network returns, and on a timer
 * set for the next retry that falls due (a finish queued or retried elsewhere wakes it too).
 */
export function startLoggerOutbox(userId: string, onSaved: (entry: OutboxEntry | null) => void): OutboxRunner {
  const runner = startOutboxRunner((force) =>
    flushOutbox(userId, { force, onSaved, onEditSaved: () => onSaved(null) }),
  );
  const unsubscribe = useOutboxStore.subscribe(({ pending, edits: queuedEdits }) => {
    if (!isOnline()) return; // the network returning starts the next run
    const times = [...pending, ...queuedEdits].map((entry) => entry.nextAttemptAt);
    runner.wakeBy(times.length > 0 ? Math.min(...times) : null);
  });
  return {
    ...runner,
    stop: () => {
      unsubscribe();
      runner.stop();
    },
  };
}
