import { Trophy } from 'lucide-react';
import { Chip } from '@/components/ui/Chip';
import { useWeightUnit } from '@/features/auth';
import { cn } from '@/lib/cn';
import { formatWeightIn, formatWholeWeight, type WeightUnit } from '@/lib/units';
import type { ClientLog } from '../api/list-client-logs';
import { RECORD_LABEL, type ExerciseComparison, type LoggedSet, type WorkoutComparison } from '../lib/prescription';
import { LogComments } from './LogComments';

const setText = (set: LoggedSet, unit: WeightUnit) =>
  set.durationSeconds && !set.reps
    ? `${set.durationSeconds} s`
    : `${set.reps ?? 0}${set.weight ? ` × ${formatWeightIn(set.weight, unit)}` : ''}`;

/** One logged workout: each exercise's target against what was done, missed sets, records, comments. */
export function LoggedWorkoutCard({
  clientId,
  log,
  comparison,
  highlight,
}: {
  clientId: string;
  log: ClientLog;
  comparison: WorkoutComparison | null;
  highlight: string;
}) {
  const when = new Date(log.completed_at ?? log.created_at);
  // The viewer's unit: a trainer sees every client's weights in the trainer's own unit.
  const unit = useWeightUnit();
  return (
    <article
      aria-label={`${log.workout_name || 'Workout'}, ${when.toLocaleDateString(undefined, { dateStyle: 'medium' })}`}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{log.workout_name || 'Workout'}</h2>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {when.toLocaleString(undefined, {
              weekday: 'short',
              month: 'short',
              day: 'numeric',
              year: 'numeric',
              hour: 'numeric',
              minute: '2-digit',
            })}
            {log.duration_seconds ? ` · ${Math.round(log.duration_seconds / 60)} min` : ''}
            {log.total_volume ? ` · ${formatWholeWeight(log.total_volume, unit)} volume` : ''}
          </p>
        </div>
        <div className="flex gap-2">
          {comparison?.weekLabel && <Chip>{comparison.weekLabel}</Chip>}
          {comparison && comparison.missedSets > 0 && (
            <Chip tone="warning">
              {comparison.missedSets} missed set{comparison.missedSets === 1 ? '' : 's'}
            </Chip>
          )}
          {comparison && comparison.recordCount > 0 && (
            <Chip tone="accent">
              <Trophy aria-hidden="true" className="size-3.5" /> {comparison.recordCount} PR
              {comparison.recordCount === 1 ? '' : 's'}
            </Chip>
          )}
        </div>
      </header>
      {comparison && (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[28rem] text-left text-sm">
            <thead className="text-slate-500 dark:text-slate-400">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Exercise
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Target
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Done
                </th>
                <th scope="col" className="py-1 font-medium">
                  Sets
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {comparison.exercises.map((exercise) => (
                <ExerciseRow
                  key={exercise.exerciseId + (exercise.target ?? '')}
                  exercise={exercise}
                  unit={unit}
                  highlight={highlight === exercise.exerciseId}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {log.notes && (
        <p className="whitespace-pre-line text-sm text-slate-700 dark:text-slate-300">Client note: {log.notes}</p>
      )}
      <LogComments clientId={clientId} logId={log.id} comments={log.comments} />
    </article>
  );
}

function ExerciseRow({
  exercise,
  unit,
  highlight,
}: {
  exercise: ExerciseComparison;
  unit: WeightUnit;
  highlight: boolean;
}) {
  return (
    <tr className={cn(highlight && 'bg-emerald-50 dark:bg-emerald-500/10')}>
      <th scope="row" className="py-1.5 pr-3 font-medium text-slate-900 dark:text-slate-100">
        {exercise.name}
        {exercise.records.map((kind) => (
          <span
            key={kind}
            className="ml-2 inline-flex items-center gap-0.5 text-xs font-semibold text-emerald-700 dark:text-emerald-300"
          >
            <Trophy aria-hidden="true" className="size-3" /> PR: {RECORD_LABEL[kind]}
          </span>
        ))}
      </th>
      <td className="py-1.5 pr-3 text-slate-600 dark:text-slate-300">{exercise.target ?? 'Not prescribed'}</td>
      <td
        className={cn(
          'py-1.5 pr-3 tabular-nums',
          exercise.missedSets > 0 ? 'text-amber-700 dark:text-amber-300' : 'text-slate-900 dark:text-slate-100',
        )}
      >
        {exercise.target ? `${exercise.doneSets} of ${exercise.targetSets}` : exercise.doneSets}
        {exercise.missedSets > 0 && <span className="sr-only"> ({exercise.missedSets} missed)</span>}
      </td>
      <td className="py-1.5 text-slate-700 dark:text-slate-300">
        {exercise.sets.length === 0
          ? 'Skipped'
          : exercise.sets
              .map(
                (set) =>
                  `${setText(set, unit)}${set.isWarmup ? ' (warm-up)' : ''}${set.completed ? '' : ' (not done)'}`,
              )
              .join(', ')}
      </td>
    </tr>
  );
}
