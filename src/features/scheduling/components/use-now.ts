import { useEffect, useState } from 'react';

/** The time now, read again every `everyMs` (a session that starts while a dialog is open enables its buttons). */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
