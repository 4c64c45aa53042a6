import { Clock, Dumbbell, Gauge, Play, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { Alert } from '@/components/ui/Alert';
import { BackLink } from '@/components/ui/BackLink';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Chip } from '@/components/ui/Chip';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageLoader } from '@/components/ui/PageLoader';
import { useAuthStore, useShellIdentity } from '@/features/auth';
import { formatDifficulty, formatMinutes, useWorkout } from '@/features/training';
import { groupPositions } from '@/lib/exercise-groups';
import { useLastPerformances } from '../api/use-last-performances';
import { PlannedExerciseCard } from './PlannedExerciseCard';
import { plural } from '@/lib/plural';

/** The workout a coach acts on from its page. */
export interface CoachWorkout {
  id: string;
  name: string;
  client_id: string | null;
}

/**
 * `/workouts/:id/details`: the plan of a workout, with what the person did last time. A coach's
 * actions (edit, duplicate, assign, add to a program) reach into other features, so the app composes
 * them in (`coachActions`, src/app/pages/WorkoutDetailsRoute.tsx).
 */
export default function WorkoutDetailsPage({
  coachActions,
}: {
  coachActions?: (workout: CoachWorkout, canEdit: boolean) => ReactNode;
}) {
  const { id = '' } = useParams();
  const userId = useAuthStore((state) => state.user?.id ?? '');
  // "Last time" is the client's own history; staff reading a plan have none to beat.
  const role = useShellIdentity().userRole;
  const isClient = role === 'client';
  // The builder says what it just did (a new workout, or changes to one) when it lands here.
  const saved = (useLocation().state as { savedWorkout?: 'created' | 'updated' } | null)?.savedWorkout;
  const { data: workout, isPending, error, refetch } = useWorkout(id);
  const lastPerformances = useLastPerformances(
    isClient ? userId : '',
    workout?.workout_exercises.map((item) => item.exercise_id) ?? [],
  );
  const back = <BackLink to="/workouts">Workouts</BackLink>;

  if (isPending) return <PageLoader label="Loading workout" />;
  if (error) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-4">
        {back}
        <LoadError error={error} what="this workout" onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!workout) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-4">
        {back}
        <EmptyState
          icon={<SearchX className="size-6" />}
          title="Workout not found"
          action={<ButtonLink to="/workouts">See your workouts</ButtonLink>}
        >
          It may have been removed, or it is not shared with you.
        </EmptyState>
      </div>
    );
  }

  const exercises = workout.workout_exercises;
  const groups = groupPositions(exercises.map((item) => item.group_key));
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5 pb-4">
      <PageHeader
        eyebrow={back}
        title={workout.name}
        subtitle={workout.description}
        actions={
          isClient ? (
            <ButtonLink to={`/workouts/${workout.id}/start`} className="w-full sm:w-auto">
              <Play aria-hidden="true" className="size-4" />
              Start workout
            </ButtonLink>
          ) : undefined
        }
      />
      {saved && (
        <Alert tone="success">
          {saved === 'created' ? 'Workout saved to your library.' : 'Your changes are saved.'}
        </Alert>
      )}
      {!isClient && coachActions?.(workout, role === 'admin' || workout.created_by === userId)}
      <div className="flex flex-wrap items-center gap-2" aria-label="About this workout">
        <Chip className="normal-case">
          <Clock aria-hidden="true" className="size-3.5" />
          {formatMinutes(workout.estimated_duration)}
        </Chip>
        <Chip>
          <Gauge aria-hidden="true" className="size-3.5" />
          {formatDifficulty(workout.difficulty)}
        </Chip>
        <Chip className="normal-case">
          <Dumbbell aria-hidden="true" className="size-3.5" />
          {plural(exercises.length, 'exercise')}
        </Chip>
        {workout.muscle_groups.map((muscle) => (
          <Chip key={muscle} tone="accent">
            {muscle}
          </Chip>
        ))}
      </div>
      {exercises.length === 0 ? (
        <EmptyState icon={<Dumbbell className="size-6" />} title="No exercises yet">
          This workout has no exercises yet.
        </EmptyState>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Exercises">
          {exercises.map((item, index) => (
            <PlannedExerciseCard
              key={item.id}
              item={item}
              position={index + 1}
              lastPerformance={isClient ? lastPerformances.get(item.exercise_id) : null}
              groupLabel={groups[index]?.label ?? null}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
