import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Chip } from '@/components/ui/Chip';
import { cn } from '@/lib/cn';
import type { ProgramEntry } from '../api/get-program';

export type EntryMarker = 'today' | 'next' | 'done' | null;

const MARKERS = {
  today: { label: 'Today', tone: 'accent' },
  next: { label: 'Up next', tone: 'accent' },
  done: { label: 'Done today', tone: 'info' },
} as const;

/** A workout in a program's schedule, linking to its details. */
export function ScheduleWorkoutLink({ entry, marker = null }: { entry: ProgramEntry; marker?: EntryMarker }) {
  const workout = entry.workout;
  return (
    <Link
      to={`/workouts/${entry.workout_id}/details`}
      className={cn(
        'group flex items-center gap-3 rounded-xl border px-3 py-2.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500',
        marker && marker !== 'done'
          ? 'border-emerald-500 bg-emerald-50 dark:border-emerald-500/60 dark:bg-emerald-500/10'
          : 'border-slate-200 bg-white hover:border-emerald-400 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-emerald-600',
      )}
    >
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900 dark:text-white">{workout?.name ?? 'Workout'}</span>
          {marker && (
            <Chip tone={MARKERS[marker].tone} className="normal-case">
              {MARKERS[marker].label}
            </Chip>
          )}
        </span>
        {workout && (
          <span className="block truncate text-sm text-slate-500 dark:text-slate-400">
            <span className="capitalize">{workout.muscle_groups.slice(0, 3).join(', ')}</span>
            {workout.muscle_groups.length > 0 && ' · '}
            {workout.estimated_duration ?? 45} min
          </span>
        )}
        {entry.notes && (
          <span className="mt-0.5 block text-sm text-slate-600 italic dark:text-slate-300">{entry.notes}</span>
        )}
      </span>
      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400 group-hover:text-emerald-500" />
    </Link>
  );
}
