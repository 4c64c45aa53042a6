import type { ReactNode } from 'react';

/**
 * Fades each page in (200 ms; the logger uses 100 ms) with a CSS animation: no JS runs per frame
 * and no animation library is on the startup path. The key remounts the wrapper on navigation, so
 * the animation starts again; `prefers-reduced-motion` shortens it to nothing (index.css).
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
  return (
    <div key={pageKey} className="page-fade" style={{ animationDuration: `${durationMs}ms` }}>
      {children}
    </div>
  );
}
