import { CheckCircle2, CloudOff, Trophy } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { useWeightUnit } from '@/features/auth';
import type { RecordKind } from '@/features/training';
import { formatWeightIn, formatWholeWeight, type WeightUnit } from '@/lib/units';
import { formatDistance } from '@/lib/training-format';
import { formatDuration } from '../lib/rest-timer';
import { selectPendingFor, useOutboxStore } from '../stores/outbox-store';
import { SaveAsWorkout } from './SaveAsWorkout';
import type { OutboxEntry } from '../lib/session-schema';

const RECORD_LABEL: Record<RecordKind, string> = {
  'heaviest-weight': 'Heaviest weight',
  'best-one-rep-max': 'Best estimated 1RM',
  'best-set-volume': 'Best set volume',
  'most-reps': 'Most reps',
};

/** A record's figure: reps as a count, every other kind a weight in the person's unit. */
const recordValue = (kind: RecordKind, value: number, unit: WeightUnit) =>
  kind === 'most-reps' ? String(value) : formatWeightIn(value, unit);

/** After Finish: what the workout came to, and whether the server has it yet. */
export function SummaryView({ entry, onRetry }: { entry: OutboxEntry; onRetry: () => void }) {
  const pending = useOutboxStore(selectPendingFor(entry.sessionId));
  const { summary } = entry;
  const unit = useWeightUnit();
  const stats = [
    { label: 'Duration', value: formatDuration(summary.durationSeconds) },
    { label: 'Volume', value: formatWholeWeight(summary.totalVolume, unit) },
    { label: 'Sets done', value: String(summary.setsDone) },
    { label: 'Exercises', value: String(summary.exercisesDone) },
    ...(summary.distanceMeters ? [{ label: 'Distance', value: formatDistance(summary.distanceMeters, unit) }] : []),
  ];
  return (
    <div className="mx-auto max-w-xl space-y-5 px-4 py-6">
      <div>
        <h1 className="text-2xl font-bold">Workout complete</h1>
        <p className="text-sm text-slate-600 dark:text-slate-300">{entry.payload.p_log.workout_name}</p>
      </div>
      <div data-testid="save-status">
        {pending ? (
          <Alert tone="info">
            <span className="flex items-center gap-2 font-semibold">
              <CloudOff aria-hidden="true" className="size-4" /> Saved on this device — will sync
            </span>
            <span className="mt-1 block">
              It is sent as soon as you are back online.{pending.lastError ? ` Last attempt: ${pending.lastError}` : ''}
            </span>
            <Button variant="secondary" className="mt-2" onClick={onRetry}>
              Try now
            </Button>
          </Alert>
        ) : (
          <Alert tone="success">
            <span className="flex items-center gap-2 font-semibold">
              <CheckCircle2 aria-hidden="true" className="size-4" /> Saved
            </span>
          </Alert>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-3">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="text-xs text-slate-500 dark:text-slate-400">{stat.label}</dt>
            <dd className="text-xl font-bold tabular-nums">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="records-heading">
        <h2 id="records-heading" className="mb-2 flex items-center gap-2 font-semibold">
          <Trophy aria-hidden="true" className="size-4 text-amber-500" /> Personal records
        </h2>
        {summary.records.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">
            No new records this time. Consistency builds them.
          </p>
        ) : (
          <ul className="space-y-1 text-sm">
            {summary.records.map((record) => (
              <li key={`${record.exerciseId}-${record.kind}`}>
                <span className="font-medium">{record.exerciseName}</span>: {RECORD_LABEL[record.kind]}{' '}
                {recordValue(record.kind, record.value, unit)}{' '}
                <span className="text-slate-500">(was {recordValue(record.kind, record.previous, unit)})</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {entry.payload.p_log.workout_id === null && <SaveAsWorkout payload={entry.payload} layout={summary.layout} />}
      <Link
        to="/"
        className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500"
      >
        Done
      </Link>
    </div>
  );
}
