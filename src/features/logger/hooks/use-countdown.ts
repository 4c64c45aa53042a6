import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `endsAt` (ms), re-rendering exactly when the shown number changes
 * (once a second, on the boundary), never on a faster tick. 0 once the time has passed.
 */
export function useCountdown(endsAt: number | null): number {
  const left = () => (endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  const [seenEnd, setSeenEnd] = useState(endsAt);
  if (seenEnd !== endsAt) {
    setSeenEnd(endsAt);
    setSeconds(left());
  }
  useEffect(() => {
    if (endsAt === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const remainingMs = endsAt - Date.now();
      setSeconds(Math.max(0, Math.ceil(remainingMs / 1000)));
      if (remainingMs <= 0) return;
      // Wake just after the next whole-second boundary of the countdown.
      timer = setTimeout(schedule, (remainingMs % 1000 || 1000) + 5);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [endsAt]);
  return seconds;
}
