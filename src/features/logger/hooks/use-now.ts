import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` while `active`. */
export function useNow(intervalMs: number, active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(Date.now());
    const timer = setInterval(tick, intervalMs);
    const id = requestAnimationFrame(tick);
    return () => {
      clearInterval(timer);
      cancelAnimationFrame(id);
    };
  }, [intervalMs, active]);
  return now;
}
