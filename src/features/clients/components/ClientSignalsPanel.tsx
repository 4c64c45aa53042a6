import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { useClientSignals } from '../api/use-roster';
import { flagsFor, formatDaysSince, formatPercent, formatWeek } from '../lib/roster-signals';
import { SignalFlags } from './SignalFlags';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-900">
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900 tabular-nums dark:text-white">{value}</dd>
    </div>
  );
}

/**
 * One client's signals (the roster's numbers and flags in words), for the client profile. Reads
 * the same database function as the roster, narrowed to this client, so both always agree.
 */
export function ClientSignalsPanel({ clientId }: { clientId: string }) {
  const { data: row, isPending, error, refetch } = useClientSignals(clientId);
  return (
    <section aria-labelledby={`signals-${clientId}`} className="flex flex-col gap-3">
      <h2 id={`signals-${clientId}`} className="text-lg font-semibold text-slate-900 dark:text-white">
        Training signals
      </h2>
      {isPending ? (
        <Spinner label="Loading signals" />
      ) : error ? (
        <LoadError error={error} what="signals" onRetry={() => void refetch()} />
      ) : !row ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No signals for this client.</p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            <Stat label="This week" value={formatWeek(row)} />
            <Stat label="Compliance 7 days" value={formatPercent(row.compliance_7)} />
            <Stat label="30 days" value={formatPercent(row.compliance_30)} />
            <Stat label="90 days" value={formatPercent(row.compliance_90)} />
            <Stat label="Last workout" value={formatDaysSince(row.days_since_last_workout)} />
            <Stat label="Missed (14 days)" value={row.missed_days === null ? '—' : String(row.missed_days)} />
            <Stat label="PRs this week" value={String(row.new_prs)} />
            <Stat label="Stalled lifts" value={String(row.stalled_lifts.length)} />
            {row.habit_count > 0 && (
              <>
                <Stat label="Habits 7 days" value={formatPercent(row.habit_adherence_7)} />
                <Stat
                  label="Habit streak"
                  value={
                    row.habit_streak_days === null
                      ? '—'
                      : `${row.habit_streak_days} ${row.habit_streak_days === 1 ? 'day' : 'days'}`
                  }
                />
              </>
            )}
          </dl>
          {flagsFor(row).length > 0 ? (
            <SignalFlags flags={flagsFor(row)} />
          ) : (
            <p className="text-sm text-emerald-700 dark:text-emerald-300">On track: nothing needs attention.</p>
          )}
        </>
      )}
    </section>
  );
}
