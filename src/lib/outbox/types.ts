import type { FailureKind } from '../connectivity';

/** What every queued item carries, whatever it sends. */
export interface QueuedItem {
  /** Made on the device when the work was queued: the server takes a second send of it as a no-op. */
  id: string;
  /** The account that queued it: it is only ever sent while that account is signed in. */
  userId: string;
  createdAt: number;
  /** Failed sends so far. */
  attempts: number;
  nextAttemptAt: number;
  /** The server's reason, for the person (null while it simply could not be reached). */
  lastError: string | null;
  /** The server refused the data itself: retrying alone will not help. */
  refused?: boolean;
}

export type RetryState = Pick<QueuedItem, 'attempts' | 'nextAttemptAt' | 'lastError' | 'refused'>;

/**
 * Where queued items live. `list` returns one account's items, oldest first. A store may merge a
 * newer version into an item while it is being sent, so `settle` and `reschedule` get the item as
 * it was sent and leave a newer one alone.
 */
export interface OutboxStore<T extends QueuedItem> {
  list: (userId: string) => Promise<T[]>;
  /** The server has `sent`. */
  settle: (sent: T) => Promise<void>;
  /** A send of `sent` failed: record when to try again and why. */
  reschedule: (sent: T, retry: RetryState) => Promise<void>;
}

/** How a failed send counts: a connectivity verdict, or `hold` (leave it exactly as it is). */
export type SendVerdict = FailureKind | 'hold';
