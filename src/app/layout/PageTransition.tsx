import { useState, type ReactNode } from 'react';

/**
 * Fades each page in (200 ms; the logger uses 100 ms) with a CSS animation: no JS runs per frame
 * and no animation library is on the startup path. The key remounts the wrapper on navigation, so
 * the animation starts again; `prefers-reduced-motion` shortens it to nothing (index.css). The
 * first page the app opens on is not faded: it follows the splash, and a fade there only holds
 * back when its content is seen (docs/performance.md, "Start-up on slow 4G").
 */
export function PageTransition({
  pageKey,
  durationMs,
  children,
}: {
  pageKey: string;
  durationMs: number;
  children: ReactNode;
}) {
  const [firstKey] = useState(pageKey);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && pageKey !== firstKey) setNavigated(true);
  return (
    <div
      key={pageKey}
      className={navigated ? 'page-fade' : undefined}
      style={navigated ? { animationDuration: `${durationMs}ms` } : undefined}
    >
      {children}
    </div>
  );
}
