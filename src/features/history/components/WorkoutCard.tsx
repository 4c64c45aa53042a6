import { ChevronDown, Pencil, Trophy } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { useWeightUnit } from '@/features/auth';
import type { RecordKind } from '@/features/training';
import { cn } from '@/lib/cn';
import { formatDistance, formatLongDate, formatPerformedSet, formatVolume } from '@/lib/training-format';
import { formatDuration, RECORD_LABELS, type HistoryLog } from '../lib/history-model';
import { plural } from '@/lib/plural';

const timeOfDay = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** One finished workout: the summary, and on demand every set with its RPE, warm-up mark and notes. */
export function WorkoutCard({
  log,
  records,
  onEdit,
  defaultOpen = false,
  syncNotice,
}: {
  log: HistoryLog;
  records: Map<string, RecordKind[]> | undefined;
  onEdit: (log: HistoryLog) => void;
  defaultOpen?: boolean;
  /** An edit of this workout waiting on the device (History's save queue). */
  syncNotice?: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const unit = useWeightUnit();
  const setCount = log.exercises.reduce((sum, exercise) => sum + exercise.sets.length, 0);
  const recordCount = [...(records?.values() ?? [])].reduce((sum, kinds) => sum + kinds.length, 0);
  const detailsId = `history-${log.id}`;
  const distance = log.exercises
    .flatMap((exercise) => exercise.sets)
    .reduce((sum, set) => sum + (set.distanceMeters ?? 0), 0);
  return (
    <article
      aria-label={`${log.name}, ${formatLongDate(log.startedAt)}`}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-start justify-between gap-3 rounded-2xl p-4 text-left focus-visible:outline-2 focus-visible:outline-emerald-500"
      >
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-slate-900 dark:text-white">{log.name}</h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {formatLongDate(log.startedAt)} · {timeOfDay.format(new Date(log.startedAt))}
          </p>
          <p className="mt-1 flex flex-wrap gap-x-3 text-sm tabular-nums text-slate-700 dark:text-slate-300">
            <span>{formatDuration(log.durationSeconds)}</span>
            {(log.totalVolume > 0 || distance === 0) && <span>{formatVolume(log.totalVolume, unit)}</span>}
            {distance > 0 && <span>{formatDistance(distance, unit)}</span>}
            <span>{plural(setCount, 'set')}</span>
            {recordCount > 0 && (
              <span className="inline-flex items-center gap-1 font-medium text-amber-700 dark:text-amber-400">
                <Trophy aria-hidden="true" className="size-3.5" />
                {plural(recordCount, 'record')}
              </span>
            )}
          </p>
        </div>
        <ChevronDown
          aria-hidden="true"
          className={cn('mt-1 size-5 shrink-0 text-slate-500 transition-transform', open && 'rotate-180')}
        />
      </button>
      {syncNotice}
      {open && (
        <div id={detailsId} className="border-t border-slate-200 px-4 pt-3 pb-4 dark:border-slate-800">
          {log.notes && (
            <p className="mb-3 whitespace-pre-wrap rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
              {log.notes}
            </p>
          )}
          {log.exercises.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">No sets saved.</p>}
          <ul className="flex flex-col gap-3">
            {log.exercises.map((exercise) => {
              const kinds = records?.get(exercise.exerciseId) ?? [];
              const notes = [
                ...new Set(exercise.sets.map((set) => set.notes).filter((note): note is string => Boolean(note))),
              ];
              return (
                <li key={exercise.exerciseId}>
                  <p className="font-medium text-slate-900 dark:text-white">{exercise.name}</p>
                  {kinds.length > 0 && (
                    <p className="flex flex-wrap gap-1.5 py-1">
                      {kinds.map((kind) => (
                        <span
                          key={kind}
                          className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800 dark:bg-amber-500/15 dark:text-amber-300"
                        >
                          <Trophy aria-hidden="true" className="size-3" />
                          {RECORD_LABELS[kind]}
                        </span>
                      ))}
                    </p>
                  )}
                  <ol className="text-sm tabular-nums text-slate-700 dark:text-slate-300">
                    {exercise.sets.map((set, index) => (
                      <li key={set.id} className="flex gap-2 py-0.5">
                        <span className="w-6 shrink-0 text-slate-500 dark:text-slate-400">
                          {set.isWarmup ? (
                            <abbr title="Warm-up">W</abbr>
                          ) : (
                            index + 1 - exercise.sets.slice(0, index).filter((s) => s.isWarmup).length
                          )}
                        </span>
                        {set.distanceMeters != null && <span>{formatDistance(set.distanceMeters, unit)}</span>}
                        <span>
                          {formatPerformedSet(
                            {
                              reps: set.reps,
                              weight: set.weight,
                              duration_seconds: set.durationSeconds,
                            },
                            unit,
                          )}
                        </span>
                        {set.rpe !== null && <span className="text-slate-500 dark:text-slate-400">RPE {set.rpe}</span>}
                      </li>
                    ))}
                  </ol>
                  {notes.map((note) => (
                    <p
                      key={note}
                      className="mt-1 whitespace-pre-wrap text-sm text-slate-600 italic dark:text-slate-400"
                    >
                      {note}
                    </p>
                  ))}
                </li>
              );
            })}
          </ul>
          <Button variant="secondary" className="mt-4" onClick={() => onEdit(log)}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit workout
          </Button>
        </div>
      )}
    </article>
  );
}
