import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { LoadError } from '@/components/ui/LoadError';
import { SelectField } from '@/components/ui/SelectField';
import { Spinner } from '@/components/ui/Spinner';
import { todaysWorkout, useAssignProgram } from '@/features/training';
import { errorMessageOf } from '@/lib/errors';
import { useClientProgram, useProgramTemplates } from '../api/use-client-profile';
import { programPosition } from '../lib/program-position';
import { ProfileCard } from './ProfileCard';

/** The active program, where the client is in it, and assigning or changing it (assign_program). */
export function CurrentProgram({ clientId, now }: { clientId: string; now: Date }) {
  const { program, logs } = useClientProgram(clientId);
  const [changing, setChanging] = useState(false);
  const position = useMemo(() => {
    if (!program.data || !logs.data) return null;
    const today = todaysWorkout(program.data, logs.data, now);
    const nextName =
      today.kind === 'workout'
        ? (program.data.program_workouts.find((entry) => entry.workout_id === today.workoutId)?.workout?.name ??
          'Workout')
        : null;
    return { ...programPosition(program.data, logs.data, now), today, nextName };
  }, [program.data, logs.data, now]);

  return (
    <ProfileCard
      title="Current program"
      action={
        program.data && !changing ? (
          <Button variant="secondary" onClick={() => setChanging(true)}>
            Change program
          </Button>
        ) : null
      }
    >
      {program.isPending || logs.isPending ? (
        <Spinner label="Loading program" />
      ) : program.error || logs.error ? (
        <LoadError error={program.error ?? logs.error} what="the program" onRetry={() => void program.refetch()} />
      ) : program.data && position ? (
        <div className="flex flex-col gap-1">
          <p className="text-xl font-bold text-slate-900 dark:text-white">{program.data.name}</p>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {program.data.flex_schedule ? 'Flexible rotation' : 'Weekly schedule'} · {position.weekLabel} ·{' '}
            {position.loggedSinceStart} workout{position.loggedSinceStart === 1 ? '' : 's'} logged on it
          </p>
          <p className="text-sm text-slate-700 dark:text-slate-200">
            {position.today.kind === 'rest'
              ? 'Rest day today.'
              : position.today.status === 'completed'
                ? `Done today: ${position.nextName}`
                : `${program.data.flex_schedule ? 'Up next' : 'Today'}: ${position.nextName}`}
          </p>
          <div>
            <ButtonLink variant="secondary" to={`/programs/${program.data.id}`} className="mt-2">
              Open program
            </ButtonLink>
          </div>
        </div>
      ) : (
        !changing && (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600 dark:text-slate-400">No active program.</p>
            <Button onClick={() => setChanging(true)}>Assign a program</Button>
          </div>
        )
      )}
      {changing && <AssignForm clientId={clientId} onDone={() => setChanging(false)} />}
    </ProfileCard>
  );
}

function AssignForm({ clientId, onDone }: { clientId: string; onDone: () => void }) {
  const templates = useProgramTemplates(true);
  const assign = useAssignProgram();
  const [programId, setProgramId] = useState('');
  if (templates.isPending) return <Spinner label="Loading programs" />;
  if (templates.error)
    return <LoadError error={templates.error} what="your programs" onRetry={() => void templates.refetch()} />;
  if (templates.data.length === 0)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        You have no program templates yet. Build one in the program builder.
      </p>
    );
  return (
    <form
      className="flex flex-col gap-3 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/50"
      onSubmit={(event) => {
        event.preventDefault();
        if (programId) assign.mutate({ programId, clientIds: [clientId] }, { onSuccess: onDone });
      }}
    >
      <SelectField
        label="Program"
        placeholder="Choose a program"
        options={templates.data.map((p) => ({ value: p.id, label: p.name }))}
        value={programId}
        onChange={(event) => setProgramId(event.target.value)}
      />
      <p className="text-xs text-slate-500 dark:text-slate-400">
        The client gets their own copy; their current program is marked completed.
      </p>
      {assign.error && <Alert>{errorMessageOf(assign.error) || 'The program could not be assigned.'}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!programId} loading={assign.isPending}>
          Assign
        </Button>
      </div>
    </form>
  );
}
