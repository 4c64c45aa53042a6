import { LayoutDashboard } from 'lucide-react';

export function StaffDashboardPlaceholder() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300">
        <LayoutDashboard aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Staff dashboard coming soon</h1>
      <p className="text-slate-600 dark:text-slate-400">Use the menu to reach your clients, library and messages.</p>
    </section>
  );
}
