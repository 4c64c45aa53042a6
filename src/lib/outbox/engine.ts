import { classifyFailure, isOnline as browserOnline } from '../connectivity';
import { errorMessageOf } from '../errors';
import { MAX_RETRY_MS, isDue, nextRetryDelayMs } from './backoff';
import type { OutboxStore, QueuedItem, SendVerdict } from './types';

export interface OutboxOptions<T extends QueuedItem> {
  /** Names the queue (its Web Lock): one run per queue and account at a time, across tabs. */
  name: string;
  store: OutboxStore<T>;
  /** Sends one item. Must be idempotent by `item.id`: after a crash between send and settle it is sent again. */
  send: (item: T) => Promise<void>;
  /**
   * What the server refusing an item does: `retry-slowly` keeps it and tries every five minutes
   * (the person is shown the reason); `park` leaves it until the person retries it.
   */
  refusals: 'retry-slowly' | 'park';
  /** Items must arrive in order (messages): a send that cannot reach the server stops the run. */
  ordered?: boolean;
  /** Checked before each send; false stops the run (another account is signed in on this device). */
  canSend?: (item: T) => Promise<boolean>;
  /** How a failure counts (default: `classifyFailure` of the connectivity module). */
  classify?: (error: unknown, online: boolean) => SendVerdict;
  /** The reason kept for the person when the server answered with an error. */
  describe?: (error: unknown) => string;
  now?: () => number;
  random?: () => number;
  isOnline?: () => boolean;
  /** Runs `task` alone for this queue and account (default: a Web Lock, else one run at a time here). */
  exclusive?: (key: string, task: () => Promise<FlushResult>) => Promise<FlushResult>;
}

export interface FlushResult {
  sent: string[];
  refused: string[];
  /** A send could not reach the server. */
  offline: boolean;
  /** When the next queued item falls due (null: nothing waits on a timer). */
  nextAttemptAt: number | null;
}

export interface Outbox<T extends QueuedItem> {
  /** Sends what is due (everything not parked, when `force`), oldest first. */
  flush: (userId: string, options?: { force?: boolean; onSent?: (item: T) => void }) => Promise<FlushResult>;
  list: (userId: string) => Promise<T[]>;
}

// Without Web Locks (old browsers, tests): one run at a time per key within this page.
const localTails = new Map<string, Promise<unknown>>();
function localExclusive(key: string, task: () => Promise<FlushResult>): Promise<FlushResult> {
  const run = (localTails.get(key) ?? Promise.resolve()).then(task, task);
  const tail = run.catch(() => undefined);
  localTails.set(key, tail);
  void tail.then(() => {
    if (localTails.get(key) === tail) localTails.delete(key);
  });
  return run;
}

async function webLockExclusive(key: string, task: () => Promise<FlushResult>): Promise<FlushResult> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? await locks.request(key, task) : localExclusive(key, task);
}

const parked = (item: QueuedItem) => item.refused === true;

/**
 * One outbox engine for everything the app queues on the device (finishes, History edits,
 * messages): per account, sent only while its account may send, retried with exponential back-off
 * and jitter (2 s to 5 min), a refused item kept with its reason. Persistence is the store's job,
 * so a reload or a crash loses nothing: a new engine over the same store carries on.
 */
export function createOutbox<T extends QueuedItem>(options: OutboxOptions<T>): Outbox<T> {
  const now = options.now ?? Date.now;
  const online = options.isOnline ?? browserOnline;
  const classify = options.classify ?? classifyFailure;
  const describe = options.describe ?? ((error: unknown) => errorMessageOf(error) || 'The server refused it');
  const exclusive = options.exclusive ?? webLockExclusive;

  async function failed(item: T, error: unknown): Promise<SendVerdict> {
    const verdict = classify(error, online());
    if (verdict === 'hold') return verdict;
    const attempts = item.attempts + 1;
    if (verdict === 'refused') {
      const nextAttemptAt = options.refusals === 'park' ? item.nextAttemptAt : now() + MAX_RETRY_MS;
      await options.store.reschedule(item, { attempts, nextAttemptAt, lastError: describe(error), refused: true });
    } else {
      const unreachable = verdict === 'offline' || verdict === 'timeout';
      await options.store.reschedule(item, {
        attempts,
        nextAttemptAt: now() + nextRetryDelayMs(attempts, options.random),
        lastError: unreachable ? null : describe(error),
        refused: false,
      });
    }
    return verdict;
  }

  async function run(userId: string, force: boolean, onSent?: (item: T) => void): Promise<FlushResult> {
    const result: FlushResult = { sent: [], refused: [], offline: false, nextAttemptAt: null };
    // Stopped by the browser being offline or another account signed in: nothing falls due on a
    // timer; the network returning (or the owner signing in) starts the next run.
    let waitForEvent = false;
    for (const item of await options.store.list(userId)) {
      if (!online()) {
        result.offline = true;
        waitForEvent = true;
        break;
      }
      if (options.refusals === 'park' && parked(item)) continue;
      if (!force && !isDue(item, now())) continue;
      if (options.canSend && !(await options.canSend(item))) {
        waitForEvent = true;
        break;
      }
      try {
        await options.send(item);
      } catch (error) {
        const verdict = await failed(item, error);
        if (verdict === 'refused') result.refused.push(item.id);
        if (verdict === 'offline' || verdict === 'timeout') {
          result.offline = true;
          if (options.ordered) break;
        }
        continue;
      }
      // Not a failed send: if the device cannot record it, the item stays and is sent again (a no-op).
      await options.store.settle(item);
      result.sent.push(item.id);
      onSent?.(item);
    }
    if (waitForEvent) return result;
    const waiting = (await options.store.list(userId)).filter((item) => !(options.refusals === 'park' && parked(item)));
    // In order, the first waiting item holds the others back: they fall due with it.
    const times = options.ordered ? waiting.slice(0, 1) : waiting;
    result.nextAttemptAt = times.length > 0 ? Math.min(...times.map((item) => item.nextAttemptAt)) : null;
    return result;
  }

  return {
    flush: (userId, { force = false, onSent } = {}) =>
      exclusive(`liftwise-outbox:${options.name}:${userId}`, () => run(userId, force, onSent)),
    list: (userId) => options.store.list(userId),
  };
}
