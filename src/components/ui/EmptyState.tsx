import type { ReactNode } from 'react';

/** A friendly "nothing here yet" panel: an icon, a title, a sentence and an optional action. */
export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center dark:border-slate-700">
      {icon && (
        <span
          aria-hidden="true"
          className="grid size-12 place-items-center rounded-2xl bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300"
        >
          {icon}
        </span>
      )}
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      {children && <div className="max-w-md text-sm text-slate-600 dark:text-slate-400">{children}</div>}
      {action}
    </div>
  );
}
