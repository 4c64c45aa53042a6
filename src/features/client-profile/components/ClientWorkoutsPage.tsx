import { Dumbbell } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { PageLoader } from '@/components/ui/PageLoader';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { localDay } from '@/features/training';
import { CLIENT_LOG_LIMIT } from '../api/list-client-logs';
import { toLoggedWorkout, useClientWorkouts } from '../api/use-client-workouts';
import { filterLogs, type LogFilter } from '../lib/prescription';
import { ClientShell } from './ClientShell';
import { LoggedWorkoutCard } from './LoggedWorkoutCard';

/** `/clients/profile/{id}/workouts`: every logged workout against its prescription. */
export default function ClientWorkoutsPage() {
  const { id = '' } = useParams();
  return (
    <ClientShell clientId={id} ownView="/history">
      {(client) => <WorkoutHistory clientId={client.id} />}
    </ClientShell>
  );
}

function WorkoutHistory({ clientId }: { clientId: string }) {
  const { logs, prescriptions, comparisons } = useClientWorkouts(clientId);
  const [filter, setFilter] = useState<LogFilter>({ from: '', to: '', exerciseId: '' });
  const exercises = useMemo(() => {
    const names = new Map<string, string>();
    for (const log of logs.data ?? [])
      for (const set of log.sets) names.set(set.exercise_id, set.exercise?.name ?? 'Exercise');
    return [...names].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [logs.data]);
  const visible = useMemo(() => {
    const all = (logs.data ?? []).map((log) => ({
      log,
      at: log.completed_at ?? log.created_at,
      sets: toLoggedWorkout(log).sets,
    }));
    return filterLogs(all, filter, (at) => localDay(at).key);
  }, [logs.data, filter]);

  if (logs.isPending || (logs.isSuccess && prescriptions.isPending)) return <PageLoader label="Loading workouts" />;
  const error = logs.error ?? prescriptions.error;
  if (error) return <LoadError error={error} what="the workouts" onRetry={() => void logs.refetch()} />;
  if (!logs.data || logs.data.length === 0)
    return (
      <EmptyState icon={<Dumbbell className="size-6" />} title="No workouts logged yet">
        Workouts appear here as soon as the client finishes one.
      </EmptyState>
    );

  return (
    <div className="flex flex-col gap-4">
      <form
        aria-label="Filter workouts"
        className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-3 dark:border-slate-800 dark:bg-slate-900"
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          label="From"
          type="date"
          value={filter.from}
          onChange={(e) => setFilter({ ...filter, from: e.target.value })}
        />
        <TextField
          label="To"
          type="date"
          value={filter.to}
          onChange={(e) => setFilter({ ...filter, to: e.target.value })}
        />
        <SelectField
          label="Exercise"
          placeholder="All exercises"
          options={exercises}
          value={filter.exerciseId}
          onChange={(e) => setFilter({ ...filter, exerciseId: e.target.value })}
        />
      </form>
      <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        {visible.length} of {logs.data.length} workouts
        {logs.data.length >= CLIENT_LOG_LIMIT ? ` (the latest ${CLIENT_LOG_LIMIT})` : ''}
      </p>
      {visible.length === 0 ? (
        <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-slate-600 dark:bg-slate-800/50 dark:text-slate-300">
          No workout matches these filters.
        </p>
      ) : (
        <ol className="flex flex-col gap-4">
          {visible.map(({ log }) => (
            <li key={log.id}>
              <LoggedWorkoutCard
                clientId={clientId}
                log={log}
                comparison={comparisons?.get(log.id) ?? null}
                highlight={filter.exerciseId}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
