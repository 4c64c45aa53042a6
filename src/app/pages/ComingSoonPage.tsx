import { Construction } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { findRoute } from '../route-table';

/** What a menu target shows until its screen is built: its name, and a way back. */
export default function ComingSoonPage() {
  const { pathname } = useLocation();
  const title = findRoute(pathname)?.title ?? 'Coming soon';
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300">
        <Construction aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
      <p className="text-slate-600 dark:text-slate-400">This area is coming soon. We are building it now.</p>
      <Link
        to="/"
        className="inline-flex min-h-11 items-center rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500"
      >
        Back to home
      </Link>
    </section>
  );
}
