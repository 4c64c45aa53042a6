import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Scrolls its content into view when it appears or `watch` changes: a refusal answered to a button in
 * a dialog's footer lands below the fold of a long form otherwise.
 */
export function ShownWhenNew({ watch, children }: { watch: unknown; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [watch]);
  return <div ref={ref}>{children}</div>;
}
