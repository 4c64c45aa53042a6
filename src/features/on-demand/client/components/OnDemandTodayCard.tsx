import { ChevronRight, PlayCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/cn';
import { plural } from '@/lib/plural';
import { useSharedCount } from '../../api/client-library';

/**
 * Today's way into On demand: shown once the coach has shared at least one collection with the
 * client (nothing, not an empty card, otherwise, and nothing when the count cannot be read).
 */
export function OnDemandTodayCard({ userId }: { userId: string }) {
  const shared = useSharedCount(userId);
  if (!shared.data) return null;
  return (
    <Link
      to="/on-demand"
      className={cn(
        'flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:bg-slate-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:bg-slate-800/60',
        focusRing,
      )}
    >
      <span
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-xl bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300"
      >
        <PlayCircle className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold text-slate-900 dark:text-white">On demand</span>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {plural(shared.data, 'collection')} from your coach: videos, guides and workouts.
        </span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 text-slate-400" />
    </Link>
  );
}
