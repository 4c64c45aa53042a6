import type { ReactNode } from 'react';

/** One titled part of the "Credits and payments" section (balance, membership, history, orders). */
export function MoneyPanel({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900 dark:text-white">{title}</h3>
        {action}
      </div>
      {children}
    </section>
  );
}

export const mutedText = 'text-sm text-slate-500 dark:text-slate-400';
