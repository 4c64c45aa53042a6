import { SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { BackLink } from '@/components/ui/BackLink';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Chip } from '@/components/ui/Chip';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageLoader } from '@/components/ui/PageLoader';
import { useAuthStore, useShellIdentity } from '@/features/auth';
import type { ProgramDetail, ProgramEntry } from '../api/get-program';
import { useProgram } from '../api/get-program';
import { useProgramLogs } from '../api/list-program-logs';
import { clientName } from '@/lib/person-name';
import { programPosition, type ProgramPosition } from '../lib/program-schedule';
import { ProgramProgress } from './ProgramProgress';
import { ProgramStaffActions } from './ProgramStaffActions';
import { RotationSchedule } from './RotationSchedule';
import type { EntryMarker } from './ScheduleWorkoutLink';
import { WeeklySchedule } from './WeeklySchedule';

function markerFor(program: ProgramDetail, position: ProgramPosition | null) {
  return (entry: ProgramEntry): EntryMarker => {
    if (!position || position.today.kind === 'rest') return null;
    const { today, next } = position;
    if (entry.workout_id === today.workoutId)
      return today.status === 'completed' ? 'done' : program.flex_schedule ? 'next' : 'today';
    if (program.flex_schedule && next?.workoutId === entry.workout_id) return 'next';
    return null;
  };
}

/** `/programs/:id`: the schedule (Mon–Sun or the rotation), and where the client is in it. */
export default function ProgramDetailPage() {
  const { id = '' } = useParams();
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const isCoach = useShellIdentity().userRole !== 'client';
  const { data: program, isPending, error, refetch } = useProgram(id);
  const logs = useProgramLogs(program?.client_id ?? null);
  const [now] = useState(() => new Date());
  const position = useMemo(
    () => (program && program.client_id && logs.data ? programPosition(program, logs.data, now) : null),
    [program, logs.data, now],
  );
  const back = <BackLink to="/programs">Programs</BackLink>;

  if (isPending) return <PageLoader label="Loading program" />;
  if (error || !program) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-4">
        {back}
        {error ? (
          <LoadError error={error} what="this program" onRetry={() => void refetch()} />
        ) : (
          <EmptyState
            icon={<SearchX className="size-6" />}
            title="Program not found"
            action={<ButtonLink to="/programs">See your programs</ButtonLink>}
          >
            It may have ended, or it is not shared with you.
          </EmptyState>
        )}
      </div>
    );
  }
  const marker = markerFor(program, position);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5 pb-4">
      <PageHeader eyebrow={back} title={program.name} subtitle={program.description} />
      <div className="flex flex-wrap gap-2" aria-label="About this program">
        {isCoach && (
          <Chip tone={program.client ? 'info' : 'warning'} className="normal-case">
            {program.client ? `For ${clientName(program.client)}` : 'Template'}
          </Chip>
        )}
        {isCoach && program.client && <Chip>{program.status}</Chip>}
        <Chip tone="accent" className="normal-case">
          {program.flex_schedule ? 'Flexible schedule' : 'Weekly schedule'}
        </Chip>
        {program.difficulty && <Chip>{program.difficulty}</Chip>}
        {program.duration_weeks && <Chip className="normal-case">{program.duration_weeks} weeks</Chip>}
        {program.goals.map((goal) => (
          <Chip key={goal} tone="info">
            {goal}
          </Chip>
        ))}
      </div>
      {isCoach && <ProgramStaffActions program={program} />}
      {logs.error && <LoadError error={logs.error} what="your recent sessions" onRetry={() => void logs.refetch()} />}
      {position && program.program_workouts.length > 0 && (
        <ProgramProgress program={program} position={position} now={now} showStart={program.client_id === userId} />
      )}
      <section aria-labelledby="schedule-heading" className="flex flex-col gap-3">
        <h2 id="schedule-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          {program.flex_schedule ? 'Rotation' : 'Week'}
        </h2>
        {program.program_workouts.length === 0 ? (
          <EmptyState title="No workouts in this program yet">Your coach is still putting it together.</EmptyState>
        ) : program.flex_schedule ? (
          <RotationSchedule entries={program.program_workouts} markerFor={marker} />
        ) : (
          <WeeklySchedule
            entries={program.program_workouts}
            todayWeekday={position?.todayWeekday ?? now.getDay()}
            markerFor={marker}
          />
        )}
      </section>
    </div>
  );
}
