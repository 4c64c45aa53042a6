import { ChevronLeft } from 'lucide-react';
import { Link } from 'react-router-dom';

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="-ml-1 mb-1 inline-flex min-h-9 items-center gap-1 rounded-lg pr-2 text-sm font-medium text-emerald-700 hover:text-emerald-600 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-emerald-400"
    >
      <ChevronLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
