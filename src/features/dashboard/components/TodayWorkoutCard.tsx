import { Clock, Dumbbell, Gauge, Repeat, Timer } from 'lucide-react';
import { Link } from 'react-router-dom';
import {
  localDay,
  programStartKey,
  programWeek,
  programWeekLabel,
  type ActiveProgram,
  type TodaysWorkout,
} from '@/features/training';
import { toUserMessage } from '@/lib/errors';
import { summarizeWorkout } from '../lib/workout-summary';
import { CardError, DashboardCard, linkButton } from './DashboardCard';
import { NoProgramState, RestDayState } from './TodayEmptyStates';
import { plural } from '@/lib/plural';

const TITLE = "Today's workout";
const icon = <Dumbbell aria-hidden="true" className="size-4" />;

interface Props {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  program: ActiveProgram | null;
  today: TodaysWorkout | null;
  /** The workout of the session in progress: its card offers Continue, so this one does not offer Start. */
  activeWorkoutId?: string | null;
}

export function TodayWorkoutCard({ isPending, error, onRetry, program, today, activeWorkoutId = null }: Props) {
  if (isPending)
    return (
      <DashboardCard title={TITLE} icon={icon}>
        <ScheduledWorkoutSkeleton />
      </DashboardCard>
    );
  if (error) {
    return (
      <DashboardCard title={TITLE} icon={icon}>
        <CardError
          message={toUserMessage(error, "Unable to load today's workout. Please try again.")}
          onRetry={onRetry}
        />
      </DashboardCard>
    );
  }
  if (!program)
    return (
      <DashboardCard title={TITLE} icon={icon}>
        <NoProgramState />
      </DashboardCard>
    );
  const entry =
    today?.kind === 'workout'
      ? program.program_workouts.find((item) => item.workout_id === today.workoutId)
      : undefined;
  if (today?.kind !== 'workout' || !entry?.workout) {
    return (
      <DashboardCard title={TITLE} icon={icon}>
        <RestDayState program={program} />
      </DashboardCard>
    );
  }
  return (
    <DashboardCard title={TITLE} icon={icon}>
      <ScheduledWorkout
        workout={entry.workout}
        notes={entry.notes}
        completed={today.status === 'completed'}
        inProgress={activeWorkoutId === entry.workout.id}
        programName={`${program.name} · ${weekLabelOf(program)}`}
      />
    </DashboardCard>
  );
}

/** "Week 3 of 8" (deloads marked): weeks since the program's start, as the logger counts them. */
function weekLabelOf(program: ActiveProgram, now = new Date()): string {
  const deload = {
    weeks: program.deload_weeks ?? [],
    percent: program.deload_percent ?? 40,
    target: program.deload_target === 'volume' ? ('volume' as const) : ('weight' as const),
  };
  return programWeekLabel(programWeek(programStartKey(program), localDay(now).key, program.duration_weeks, deload));
}

const bar = 'rounded-md bg-slate-200 dark:bg-slate-800';

/**
 * The shape of a scheduled workout (title, program line, muscle chips, the four facts, the
 * buttons) at its final size, so the card does not grow when the workout arrives.
 */
function ScheduledWorkoutSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading today's workout"
      aria-busy="true"
      className="flex animate-pulse flex-col gap-4"
    >
      <div>
        <div className={`h-8 w-2/3 ${bar}`} />
        <div className={`mt-0.5 h-5 w-1/2 ${bar}`} />
      </div>
      <div className="flex gap-1.5">
        {[0, 1, 2].map((chip) => (
          <div key={chip} className="h-6 w-20 rounded-full bg-slate-200 dark:bg-slate-800" />
        ))}
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-2">
        {[0, 1, 2, 3].map((fact) => (
          <div key={fact} className="h-9 rounded-lg bg-slate-100 dark:bg-slate-800/60" />
        ))}
      </div>
      <div className="flex gap-2">
        <div className={`h-11 flex-1 sm:w-36 sm:flex-none ${bar}`} />
        <div className={`h-11 flex-1 sm:w-20 sm:flex-none ${bar}`} />
      </div>
    </div>
  );
}

type ProgramWorkout = NonNullable<ActiveProgram['program_workouts'][number]['workout']>;

function ScheduledWorkout({
  workout,
  notes,
  completed,
  inProgress,
  programName,
}: {
  workout: ProgramWorkout;
  notes: string | null;
  completed: boolean;
  inProgress: boolean;
  programName: string;
}) {
  // The targets come with the program tree (no request of its own); null if they were not readable.
  const summary = summarizeWorkout(workout, workout.workout_exercises ?? null);
  const facts = [
    { icon: Clock, label: `${summary.minutes} min` },
    { icon: Gauge, label: summary.difficulty },
    { icon: Repeat, label: `${summary.reps} reps` },
    { icon: Timer, label: `${summary.rest} rest` },
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-2xl font-bold text-slate-900 dark:text-white">{workout.name}</h3>
          <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">
            {programName}
            {summary.exerciseCount !== null && ` · ${plural(summary.exerciseCount, 'exercise')}`}
          </p>
        </div>
        <span
          className={
            completed
              ? 'shrink-0 rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300'
              : 'shrink-0 rounded-full bg-sky-100 px-2.5 py-1 text-xs font-semibold text-sky-800 dark:bg-sky-500/15 dark:text-sky-300'
          }
        >
          {completed ? 'Completed' : inProgress ? 'In progress' : 'Scheduled'}
        </span>
      </div>
      {summary.muscleGroups.length > 0 && (
        <ul aria-label="Muscle groups" className="flex flex-wrap gap-1.5">
          {summary.muscleGroups.map((group) => (
            <li
              key={group}
              className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200"
            >
              {group}
            </li>
          ))}
        </ul>
      )}
      <ul aria-label="Workout details" className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-2">
        {facts.map(({ icon: Icon, label }) => (
          <li
            key={label}
            className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-200"
          >
            <Icon aria-hidden="true" className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
            {label}
          </li>
        ))}
      </ul>
      {notes && (
        <p className="rounded-lg border-l-4 border-emerald-500 bg-emerald-50 px-3 py-2 text-sm text-slate-700 dark:bg-emerald-500/10 dark:text-slate-200">
          {notes}
        </p>
      )}
      {completed && (
        <p className="text-sm text-emerald-700 dark:text-emerald-300">Nice work. Today&apos;s training is done.</p>
      )}
      <div className="flex flex-wrap gap-2">
        {inProgress && !completed && (
          <p className="w-full text-sm text-slate-600 dark:text-slate-300">
            Under way: continue it from the card above.
          </p>
        )}
        {!completed && !inProgress && (
          <Link to={`/workouts/${workout.id}/start`} className={`${linkButton.primary} flex-1 sm:flex-none`}>
            Start workout
          </Link>
        )}
        <Link
          to={`/workouts/${workout.id}/details`}
          className={`${linkButton.secondary} flex-1 sm:flex-none`}
          aria-label={`View ${workout.name}`}
        >
          View
        </Link>
      </div>
    </div>
  );
}
