import { useEffect, useState } from 'react';

/**
 * False on the first render, true once that render has been painted: for parts of a page that can
 * wait a frame (cards below the fold and their reads), so the first paint of what matters is not
 * held back by them, nor are its requests by theirs (docs/performance.md, "Start-up on slow 4G").
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before that frame's paint; the task it posts runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
