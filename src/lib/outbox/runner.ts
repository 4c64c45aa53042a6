import { onReconnect } from '../connectivity';

/** The shortest wait between two timed runs (a due time in the past means "soon", not "now, in a loop"). */
export const MIN_RUN_GAP_MS = 500;

export interface OutboxRunner {
  /** Sends everything now (a "Try now" button, a new item queued). */
  flushNow: () => Promise<void>;
  /** Something was queued or retried elsewhere: wake up by `at` at the latest. */
  wakeBy: (at: number | null) => void;
  stop: () => void;
}

/**
 * Keeps queues draining while the app runs: at once, whenever the network returns, and on a timer
 * for the next item that falls due. `run(force)` sends and answers when the next item is due.
 */
export function startOutboxRunner(
  run: (force: boolean) => Promise<number | null>,
  now: () => number = Date.now,
): OutboxRunner {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timerAt = Infinity;
  let stopped = false;

  const wakeBy = (at: number | null) => {
    if (stopped || at === null) return;
    if (timer !== undefined && timerAt <= at) return;
    clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(
      () => {
        timer = undefined;
        timerAt = Infinity;
        void go(false);
      },
      Math.max(MIN_RUN_GAP_MS, at - now()),
    );
  };
  const go = async (force: boolean) => {
    if (stopped) return;
    const next = await run(force).catch((error: unknown) => {
      console.error('Sending queued work failed', error);
      return now() + MIN_RUN_GAP_MS * 4;
    });
    wakeBy(next);
  };
  const stopReconnect = onReconnect(() => void go(true));
  void go(true);
  return {
    flushNow: () => go(true),
    wakeBy,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      stopReconnect();
    },
  };
}
