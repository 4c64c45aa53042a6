/**
 * The server's clock as this device knows it: the device clock plus the offset last measured
 * against the server. Edits are ordered by it (the logger's revisions, History edits), so a phone
 * whose clock is minutes or hours wrong still orders its edits by real time. The offset is kept in
 * localStorage, so it holds offline and across reloads; it is wrong only if the device clock is
 * changed while offline, after the last contact (docs/logger.md "Revisions").
 */
const STORAGE_KEY = 'liftwise-server-clock';
/** A measurement older than this gives way to any new one, however slow its round trip. */
const FRESH_MS = 10 * 60_000;

interface ClockOffset {
  /** Server time minus device time, ms. */
  offsetMs: number;
  /** Half the round trip of the measurement: the offset is right to within this. */
  uncertaintyMs: number;
  /** Device time of the measurement. */
  measuredAt: number;
}

function load(): ClockOffset | null {
  try {
    const parsed = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? 'null') as ClockOffset | null;
    return parsed && Number.isFinite(parsed.offsetMs) && Number.isFinite(parsed.uncertaintyMs) ? parsed : null;
  } catch {
    return null;
  }
}

export interface ServerClock {
  /**
   * Takes in one reading of the server clock (`serverMs`), taken between `sentAt` and `receivedAt`
   * on this device. A reading replaces the kept offset when it is more precise, when the kept one is
   * old, or when it proves the kept one wrong (the device clock was changed since).
   */
  record: (serverMs: number, sentAt: number, receivedAt: number) => void;
  /** Now on the server's clock, ms (the device clock when the server was never reached). */
  now: () => number;
  /** Forgets the measured offset. */
  reset: () => void;
}

interface OffsetStore {
  load: () => ClockOffset | null;
  save: (offset: ClockOffset | null) => void;
}

const localStore: OffsetStore = {
  load,
  save: (value) => {
    try {
      if (value) globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(value));
      else globalThis.localStorage?.removeItem(STORAGE_KEY);
    } catch {
      // Storage refused: the offset still holds for this page.
    }
  },
};

/** A server clock over a device clock (`deviceNow`) and where its offset is kept (tests pass their own). */
export function createServerClock(
  deviceNow: () => number = () => Date.now(),
  store: OffsetStore = localStore,
): ServerClock {
  let current: ClockOffset | null | undefined;
  const kept = (): ClockOffset | null => (current === undefined ? (current = store.load()) : current);
  return {
    record(serverMs, sentAt, receivedAt) {
      if (!Number.isFinite(serverMs) || !(receivedAt >= sentAt)) return;
      const uncertaintyMs = (receivedAt - sentAt) / 2;
      const next: ClockOffset = {
        offsetMs: serverMs - (sentAt + uncertaintyMs),
        uncertaintyMs,
        measuredAt: receivedAt,
      };
      const before = kept();
      const contradicted = before && Math.abs(before.offsetMs - next.offsetMs) > before.uncertaintyMs + uncertaintyMs;
      const old = before && !(receivedAt - before.measuredAt < FRESH_MS && receivedAt >= before.measuredAt);
      if (before && !contradicted && !old && uncertaintyMs > before.uncertaintyMs) return;
      current = next;
      store.save(next);
    },
    now: () => deviceNow() + (kept()?.offsetMs ?? 0),
    reset: () => {
      current = null;
      store.save(null);
    },
  };
}

/** This device's server clock. */
export const serverClock = createServerClock();

/**
 * The revision of an entry edited at `at` (server-clock ms) whose revision was `previous`: above
 * every revision the editing device had seen of it (so an edit made after seeing another wins,
 * whatever the clocks say), and otherwise the time of the edit (so of two edits made without seeing
 * each other, the later one wins). A hybrid logical clock per entry.
 */
export function nextRevision(previous: number, at: number): number {
  return Math.max(previous + 1, Math.floor(at));
}
