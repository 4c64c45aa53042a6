/**
 * Server requests held while the first screen is drawn from this device's copy (Today at start).
 * The copy is complete and what the person sees first; the reads that refresh it start once it is
 * painted, so the page's code is not slowed by them on a slow connection and the copy is on screen
 * before their answers are handled (docs/performance.md, "Paint the device copy, then ask").
 * Nothing else holds requests: with no copy there is nothing to draw first, so they start at once.
 */

/** The longest requests are held, whatever happens to the page meant to release them. */
export const MAX_REQUEST_HOLD_MS = 1_000;

let held: { opened: Promise<void>; open: () => void } | null = null;

/** From now, requests wait for `releaseRequests` (or `maxMs`). Holding twice changes nothing. */
export function holdRequests(maxMs = MAX_REQUEST_HOLD_MS): void {
  if (held) return;
  let resolve!: () => void;
  const opened = new Promise<void>((done) => (resolve = done));
  const timer = setTimeout(() => releaseRequests(), maxMs);
  held = {
    opened,
    open: () => {
      clearTimeout(timer);
      resolve();
    },
  };
}

/** Lets every held request go. */
export function releaseRequests(): void {
  const current = held;
  held = null;
  current?.open();
}

/** Lets held requests go once the frame showing what was just committed is on screen. */
export function releaseRequestsAfterPaint(): void {
  if (!held) return;
  // The first frame callback runs before that frame is painted, the second once it has been shown.
  requestAnimationFrame(() => requestAnimationFrame(releaseRequests));
}

/** A fetch that waits while requests are held, then calls `inner`. */
export function heldFetch(inner: typeof fetch): typeof fetch {
  return async (input, init) => {
    if (held) await held.opened;
    return inner(input, init);
  };
}
