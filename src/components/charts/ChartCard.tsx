import type { ReactNode } from 'react';

/**
 * A chart with its title, one sentence that says what it shows in words (also what a screen reader
 * hears in place of the drawing), and optional controls.
 */
export function ChartCard({
  title,
  summary,
  controls,
  children,
}: {
  title: string;
  summary: string;
  controls?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900 dark:text-white">{title}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{summary}</p>
        </div>
        {controls}
      </div>
      <figure role="img" aria-label={summary} className="h-56 w-full sm:h-64">
        {children}
      </figure>
    </section>
  );
}
