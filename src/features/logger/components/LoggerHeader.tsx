import { ChevronLeft } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { useNow } from '../hooks/use-now';
import { formatDuration } from '../lib/rest-timer';
import { SyncBadge } from './SyncBadge';

/** The workout's running time: only these digits re-render each second, not the bar around them. */
const WorkoutClock = memo(function WorkoutClock({ startedAt }: { startedAt: string }) {
  const now = useNow(1000);
  return (
    <span className="text-xs tabular-nums text-slate-500 dark:text-slate-400" aria-label="Workout time">
      {formatDuration((now - Date.parse(startedAt)) / 1000)}
    </span>
  );
});

/** The logger's own top bar (the app header is hidden here): back, name, clock, sync, Finish. */
export function LoggerHeader({
  workoutName,
  weekLabel = null,
  startedAt,
  onFinish,
}: {
  workoutName: string;
  /** "Week 3 of 8" when the workout is part of the client's program. */
  weekLabel?: string | null;
  startedAt: string;
  onFinish: () => void;
}) {
  return (
    <header className="sticky top-0 z-20 flex items-center gap-2 border-b border-slate-200 bg-white px-2 py-2 dark:border-slate-800 dark:bg-slate-950">
      <Link
        to="/"
        aria-label="Back to home (your workout stays saved)"
        className="grid size-11 shrink-0 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <ChevronLeft aria-hidden="true" className="size-6" />
      </Link>
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-base font-bold">{workoutName}</h1>
        {weekLabel && <p className="text-xs font-medium text-emerald-700 dark:text-emerald-300">{weekLabel}</p>}
        <div className="flex items-center gap-3">
          <WorkoutClock startedAt={startedAt} />
          <SyncBadge />
        </div>
      </div>
      <Button onClick={onFinish}>Finish</Button>
    </header>
  );
}
