import { useEffect } from 'react';

/**
 * Keeps the screen on while `active`, where the browser has the Screen Wake Lock API (held to a
 * scanner, the phone must not dim). Taken again when the page becomes visible, as browsers
 * release it when the tab is hidden. Does nothing elsewhere.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let live = true;
    const request = () => {
      navigator.wakeLock
        .request('screen')
        .then((taken) => {
          if (live) sentinel = taken;
          else void taken.release();
        })
        .catch(() => undefined);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') request();
    };
    request();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release().catch(() => undefined);
    };
  }, [active]);
}
