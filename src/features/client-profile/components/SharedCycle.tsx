import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { cycleStatus, localDay } from '@/features/training';
import type { ClientProfile } from '../api/get-client';
import { useSharedCycle } from '../api/use-client-profile';
import { ProfileCard } from './ProfileCard';

/**
 * The client's cycle phase, only when they track it and chose to share it. The database returns
 * no entries otherwise (cycle_entries' select policy); the flags here just explain why.
 */
export function SharedCycle({ client, now }: { client: ClientProfile; now: Date }) {
  const shared = client.cycle_tracking_enabled && client.cycle_shared_with_trainer;
  const entries = useSharedCycle(client.id, shared);
  if (client.gender !== 'female') return null;
  return (
    <ProfileCard title="Cycle">
      {!shared ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Not shared. The client decides this in their settings.
        </p>
      ) : entries.isPending ? (
        <Spinner label="Loading cycle" />
      ) : entries.error ? (
        <LoadError error={entries.error} what="the cycle" onRetry={() => void entries.refetch()} />
      ) : entries.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Shared, but no period logged yet.</p>
      ) : (
        <CycleLine starts={entries.data} now={now} />
      )}
    </ProfileCard>
  );
}

function CycleLine({ starts, now }: { starts: string[]; now: Date }) {
  const status = cycleStatus(starts, localDay(now).key);
  return (
    <p className="text-slate-900 dark:text-slate-100">
      Day <span className="font-semibold tabular-nums">{status.day}</span> of {status.length}
      {status.estimate ? ' (estimated)' : ''} · <span className="capitalize">{status.phase}</span> phase
      {status.late ? ' · period is late' : ` · next period in about ${status.nextPeriodIn} days`}
    </p>
  );
}
