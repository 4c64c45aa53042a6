import { motion, useReducedMotion } from 'framer-motion';
import type { ReactNode } from 'react';

/** Fades each page in (200 ms; the logger uses 100 ms). */
export function PageTransition({
  pageKey,
  durationMs,
  children,
}: {
  pageKey: string;
  durationMs: number;
  children: ReactNode;
}) {
  const reduced = useReducedMotion();
  return (
    <motion.div
      key={pageKey}
      initial={{ opacity: reduced ? 1 : 0 }}
      animate={{ opacity: 1 }}
      transition={{ duration: durationMs / 1000, ease: 'easeOut' }}
    >
      {children}
    </motion.div>
  );
}
