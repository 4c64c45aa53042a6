import { useCallback, useEffect, useState } from 'react';

/**
 * Kiosk mode for a tablet at the door: the desk covers the app's shell (no sidebar, no header) and
 * asks the browser for full screen where it allows it. Leaving kiosk mode leaves full screen too.
 */
export function useKiosk() {
  const [kiosk, setKiosk] = useState(false);
  const enter = useCallback(() => {
    setKiosk(true);
    void document.documentElement.requestFullscreen?.().catch(() => undefined);
  }, []);
  const leave = useCallback(() => {
    setKiosk(false);
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, []);
  // Leaving the page leaves full screen.
  useEffect(
    () => () => {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    },
    [],
  );
  return { kiosk, enter, leave };
}
