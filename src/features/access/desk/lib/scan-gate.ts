/**
 * The camera reads the code held in front of it several times a second. The gate lets a payload
 * through once, then holds back the same payload for as long as it keeps being seen (and `holdMs`
 * after the last sighting), so one code held up is one check-in, not a check-in and a "replayed"
 * refusal. A different payload (the next person, or the same client's next 30-second code) passes.
 */
export interface ScanGate {
  /** Whether this sighting should be sent; `now` in milliseconds. */
  accept(payload: string, now: number): boolean;
  /**
   * A sighting while the desk is busy (an answer on screen): keeps holding back the payload already
   * sent, and lets any other payload through later.
   */
  touch(payload: string, now: number): void;
  /** Forget the last payload (a new desk session). */
  reset(): void;
}

export const SCAN_HOLD_MS = 10_000;

export function createScanGate(holdMs: number = SCAN_HOLD_MS): ScanGate {
  let last: { payload: string; seenAt: number } | null = null;
  return {
    accept(payload, now) {
      const repeat = last !== null && last.payload === payload && now - last.seenAt < holdMs;
      last = { payload, seenAt: now };
      return !repeat;
    },
    touch(payload, now) {
      if (last?.payload === payload) last = { payload, seenAt: now };
    },
    reset() {
      last = null;
    },
  };
}
