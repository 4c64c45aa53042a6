import { useEffect, useMemo, useState } from 'react';
import { base32ToBytes, secondsLeft, timeStep, totp } from '../lib/totp';

export interface RollingCode {
  /** The code of the current step, or null while the first one is being made. */
  code: string | null;
  secondsLeft: number;
  period: number;
}

/**
 * The check-in code of this moment, made on the device from the key's secret and made again
 * when the 30-second step changes; the countdown ticks every second.
 */
export function useRollingCode(secret: string | null, period: number, digits: number): RollingCode {
  const [now, setNow] = useState(() => Date.now());
  const [made, setMade] = useState<{ step: number; secret: string; code: string } | null>(null);
  const bytes = useMemo(() => (secret ? base32ToBytes(secret) : null), [secret]);
  const step = timeStep(now, period);

  useEffect(() => {
    const tick = () => setNow(Date.now());
    // Tick on the second so the countdown and the change of code land together.
    let interval: ReturnType<typeof setInterval> | undefined;
    const align = setTimeout(
      () => {
        tick();
        interval = setInterval(tick, 1000);
      },
      1000 - (Date.now() % 1000),
    );
    return () => {
      clearTimeout(align);
      if (interval) clearInterval(interval);
    };
  }, []);

  useEffect(() => {
    if (!bytes || !secret) return;
    let live = true;
    void totp(bytes, step * period * 1000, { period, digits }).then((code) => {
      if (live) setMade({ step, secret, code });
    });
    return () => {
      live = false;
    };
  }, [bytes, secret, step, period, digits]);

  // At a change of step the last code stays up for the few milliseconds the next one takes (the
  // desk accepts the step either side), so the screen never blinks.
  const current = made && made.secret === secret ? made.code : null;
  return { code: current, secondsLeft: secondsLeft(now, period), period };
}
