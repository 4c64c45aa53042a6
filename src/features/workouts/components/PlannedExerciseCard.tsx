import { Link } from 'react-router-dom';
import { useWeightUnit } from '@/features/auth';
import type { PlannedExercise } from '@/features/training';
import type { LastPerformance } from '../api/use-last-performances';
import { describeTarget } from '../lib/prescription';
import { LastPerformanceLine } from './LastPerformanceLine';

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl bg-slate-100 px-2 py-1.5 text-center dark:bg-slate-800">
      <dt className="text-[11px] font-medium uppercase tracking-wide text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="text-sm font-semibold text-slate-900 tabular-nums dark:text-white" title={hint}>
        {value}
      </dd>
    </div>
  );
}

/** One planned exercise: the target (sets, reps or time, weight, rest, tempo), notes and last time. */
export function PlannedExerciseCard({
  item,
  position,
  lastPerformance,
  groupLabel = null,
}: {
  item: PlannedExercise;
  position: number;
  /** Null for staff: they have no "last time" of their own to beat. */
  lastPerformance: LastPerformance | undefined | null;
  /** "Superset A" when the exercise is done back to back with its neighbours. */
  groupLabel?: string | null;
}) {
  const name = item.exercise?.name ?? 'Exercise';
  const target = describeTarget(item, name, useWeightUnit(), item.exercise?.category ?? null);
  return (
    <li
      data-group={groupLabel ?? undefined}
      className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900 ${
        groupLabel ? 'border-l-4 border-l-violet-500' : ''
      }`}
    >
      {groupLabel && (
        <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-violet-700 dark:text-violet-300">
          {groupLabel}
        </p>
      )}
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="grid size-8 shrink-0 place-items-center rounded-full bg-emerald-100 text-sm font-bold text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300"
        >
          {position}
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold text-slate-900 dark:text-white">
            <Link
              to={`/library/exercises/${item.exercise_id}`}
              className="rounded hover:text-emerald-600 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-500 dark:hover:text-emerald-400"
            >
              {name}
            </Link>
          </h2>
          {item.exercise && item.exercise.muscle_groups.length > 0 && (
            <p className="text-sm capitalize text-slate-500 dark:text-slate-400">
              {item.exercise.muscle_groups.join(', ')}
            </p>
          )}
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5">
        <Figure label="Sets" value={target.sets} />
        <Figure label={target.effort.label} value={target.effort.value} />
        <Figure label="Weight" value={target.weight ?? '—'} />
        <Figure
          label="Rest"
          value={target.rest}
          hint={target.restIsDefault ? 'Default rest for this exercise' : undefined}
        />
        <Figure label="Tempo" value={item.tempo || '—'} />
      </dl>
      {item.notes && (
        <p className="mt-3 border-l-2 border-amber-400 pl-3 text-sm text-slate-700 italic dark:text-slate-300">
          {item.notes}
        </p>
      )}
      {lastPerformance !== null && <LastPerformanceLine performance={lastPerformance} />}
    </li>
  );
}
