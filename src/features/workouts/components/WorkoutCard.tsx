import { ChevronRight, Clock, Gauge } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Chip } from '@/components/ui/Chip';
import { formatDifficulty, formatMinutes } from '@/features/training';
import type { WorkoutSummary } from '../api/list-workouts';

const MAX_MUSCLES = 3;

/** One workout in the list: the card's body is the link to its details; a coach's buttons sit inside, at its foot. */
export function WorkoutCard({
  workout,
  badge,
  actions,
}: {
  workout: WorkoutSummary;
  badge?: string;
  /** Buttons at the card's foot (staff: edit, duplicate, delete). */
  actions?: ReactNode;
}) {
  const extra = workout.muscle_groups.length - MAX_MUSCLES;
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white shadow-sm transition-colors has-[a:hover]:border-emerald-400 dark:border-slate-800 dark:bg-slate-900 dark:has-[a:hover]:border-emerald-600">
      <Link
        to={`/workouts/${workout.id}/details`}
        className="group flex flex-1 items-center gap-3 rounded-2xl p-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500"
      >
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="truncate text-base font-semibold text-slate-900 dark:text-white">{workout.name}</h2>
            {badge && (
              <Chip tone="info" className="normal-case">
                {badge}
              </Chip>
            )}
          </div>
          {workout.description && (
            <p className="mt-0.5 line-clamp-1 text-sm text-slate-600 dark:text-slate-400">{workout.description}</p>
          )}
          <div className="mt-2 flex flex-wrap items-center gap-1.5">
            {workout.muscle_groups.slice(0, MAX_MUSCLES).map((muscle) => (
              <Chip key={muscle} tone="accent">
                {muscle}
              </Chip>
            ))}
            {extra > 0 && <Chip>+{extra}</Chip>}
          </div>
          <p className="mt-2 flex items-center gap-4 text-sm text-slate-600 dark:text-slate-400">
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" />
              {formatMinutes(workout.estimated_duration)}
            </span>
            <span className="inline-flex items-center gap-1">
              <Gauge aria-hidden="true" className="size-4" />
              {formatDifficulty(workout.difficulty)}
            </span>
          </p>
        </div>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400 group-hover:text-emerald-500" />
      </Link>
      {actions && <div className="border-t border-slate-200 px-3 pb-3 dark:border-slate-800">{actions}</div>}
    </li>
  );
}
