import { Moon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { cycleStatus, localDay } from '@/features/training';
import { toUserMessage } from '@/lib/errors';
import { PHASE_INFO } from '../lib/cycle-display';
import { useCycleEntries } from '../api/use-cycle';
import { CardError, CardSkeleton, DashboardCard } from './DashboardCard';
import { LogPeriodForm } from './LogPeriodForm';

const icon = <Moon aria-hidden="true" className="size-4" />;

/** Day of cycle and phase from the period starts the client logs; the spec's estimate until then. */
export function CycleCard({ userId, now }: { userId: string; now: Date }) {
  const entries = useCycleEntries(userId, true);
  const [logging, setLogging] = useState(false);
  const today = localDay(now).key;

  const action = !logging && entries.isSuccess && (
    <Button
      variant="ghost"
      className="min-h-9 px-3 text-emerald-700 dark:text-emerald-300"
      onClick={() => setLogging(true)}
    >
      Log period start
    </Button>
  );

  return (
    <DashboardCard title="Cycle" icon={icon} action={action}>
      {entries.isPending ? (
        <CardSkeleton label="Loading cycle" lines={2} />
      ) : entries.isError ? (
        <CardError
          message={toUserMessage(entries.error, 'Unable to load your cycle. Please try again.')}
          onRetry={() => void entries.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-4">
          <CycleSummary starts={entries.data.map((entry) => entry.period_start)} today={today} />
          {logging && <LogPeriodForm userId={userId} today={today} onDone={() => setLogging(false)} />}
        </div>
      )}
    </DashboardCard>
  );
}

function CycleSummary({ starts, today }: { starts: string[]; today: string }) {
  const status = cycleStatus(starts, today);
  const phase = PHASE_INFO[status.phase];
  const progress = Math.min(100, Math.round((Math.min(status.day, status.length) / status.length) * 100));
  const nothingLogged = starts.length === 0;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-2xl font-bold text-slate-900 dark:text-white">
          Day {status.day}{' '}
          <span className="text-base font-medium text-slate-500 dark:text-slate-400">of {status.length}</span>
        </p>
        <span className="rounded-full bg-rose-100 px-2.5 py-1 text-xs font-semibold text-rose-800 dark:bg-rose-500/15 dark:text-rose-200">
          {phase.label} phase
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Cycle progress"
        aria-valuemin={1}
        aria-valuemax={status.length}
        aria-valuenow={Math.min(status.day, status.length)}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div className="h-full rounded-full bg-rose-500" style={{ width: `${progress}%` }} />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">{phase.tip}</p>
      {status.estimate && (
        <p className="text-sm text-slate-500 dark:text-slate-400">
          <span className="mr-1.5 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold uppercase text-slate-700 dark:bg-slate-700 dark:text-slate-200">
            Estimate
          </span>
          {nothingLogged
            ? 'Log the first day of your period to see where you really are.'
            : 'Based on a 28-day cycle until you log another period start.'}
        </p>
      )}
      {!nothingLogged && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {status.late
            ? 'Your period is later than expected.'
            : `Next period expected in about ${status.nextPeriodIn} ${status.nextPeriodIn === 1 ? 'day' : 'days'}.`}
        </p>
      )}
    </div>
  );
}
