import { Dumbbell, SearchX } from 'lucide-react';
import { useDeferredValue, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Switch } from '@/components/ui/Switch';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageLoader } from '@/components/ui/PageLoader';
import { SearchField } from '@/components/ui/SearchField';
import { StartEmptyWorkoutButton } from '@/features/training';

import { useAuthorNames } from '../api/author-names';
import { useWorkouts } from '../api/use-workouts';
import {
  authorOptions,
  filterOptions,
  filterWorkouts,
  NO_FILTER,
  searchWorkouts,
  SOURCE_LABELS,
  workoutSource,
  type WorkoutFilter,
} from '../lib/workout-search';
import { WorkoutActions } from './WorkoutActions';
import { WorkoutFilters } from './WorkoutFilters';
import { WorkoutCard } from './WorkoutCard';
import { plural } from '@/lib/plural';

/** A workout's "Duplicate" (the workout builder's, passed in by the app). */
export type DuplicateWorkoutSlot = ComponentType<{ workoutId: string; name: string }>;

/**
 * `/workouts`: the workouts a person can train (clients) or has written (staff), searchable.
 * `clientActions`: more ways to train that the app composes in for clients (On demand).
 */
export function WorkoutsPage({
  DuplicateButton,
  clientActions,
}: {
  DuplicateButton: DuplicateWorkoutSlot;
  clientActions?: ReactNode;
}) {
  const [showArchived, setShowArchived] = useState(false);
  const { data, isPending, error, refetch, userId, role } = useWorkouts({ archived: showArchived });
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<WorkoutFilter>(NO_FILTER);
  const deferredQuery = useDeferredValue(query);
  const isClient = role === 'client';
  const results = useMemo(
    () => filterWorkouts(searchWorkouts(data ?? [], deferredQuery), filter, userId),
    [data, deferredQuery, filter, userId],
  );
  const authorIds = useMemo(
    () => [...new Set((data ?? []).map((workout) => workout.created_by))].filter((id) => id !== userId).sort(),
    [data, userId],
  );
  // Names for the author menu; until they arrive (or if they cannot be read) the menu says "Another coach".
  const names = useAuthorNames(authorIds, !isClient && authorIds.length > 0);
  const choices = useMemo(
    () => ({
      ...filterOptions(data ?? []),
      authors: authorOptions(data ?? [], userId, names.data ?? new Map<string, string>()),
    }),
    [data, userId, names.data],
  );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5">
      <PageHeader
        title="Workouts"
        subtitle={
          isClient
            ? 'Everything your coach has written for you, and your own.'
            : 'The workouts you and your clients use.'
        }
        actions={
          <>
            {isClient && clientActions}
            <StartEmptyWorkoutButton />
            <ButtonLink to="/library/workouts/builder">New workout</ButtonLink>
          </>
        }
      />
      {!isClient && <Switch label="Show archived workouts" checked={showArchived} onChange={setShowArchived} />}
      {isPending ? (
        <PageLoader label="Loading workouts" />
      ) : error ? (
        <LoadError error={error} what="your workouts" onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState
          icon={<Dumbbell className="size-6" />}
          title="No workouts yet"
          action={
            isClient ? (
              <div className="flex flex-wrap justify-center gap-2">
                <ButtonLink to="/inbox">Message your coach</ButtonLink>
                <ButtonLink to="/library/exercises" variant="secondary">
                  Explore exercises
                </ButtonLink>
                <ButtonLink to="/settings#import" variant="secondary">
                  Import from Strong or Hevy
                </ButtonLink>
              </div>
            ) : undefined
          }
        >
          {isClient
            ? 'When your coach assigns a program or a workout, it shows up here. Meanwhile, ask them for one, look through the exercise library, or bring your history from another app.'
            : 'Workouts you write in the builder show up here.'}
        </EmptyState>
      ) : (
        <>
          <SearchField
            label="Search workouts"
            placeholder="Search by name or muscle"
            value={query}
            onChange={setQuery}
          />
          {!isClient && (
            <WorkoutFilters
              filter={filter}
              choices={choices}
              onChange={(patch) => setFilter((current) => ({ ...current, ...patch }))}
            />
          )}
          <p role="status" className="text-sm text-slate-500 dark:text-slate-400">
            {results.length === data.length
              ? plural(data.length, 'workout')
              : `${results.length} of ${plural(data.length, 'workout')}`}
          </p>
          {results.length === 0 ? (
            <EmptyState
              icon={<SearchX className="size-6" />}
              title="No workouts match"
              action={
                <Button
                  variant="secondary"
                  onClick={() => {
                    setQuery('');
                    setFilter(NO_FILTER);
                  }}
                >
                  Clear search and filters
                </Button>
              }
            >
              Nothing matches this search and these filters. Try a muscle group such as chest or legs.
            </EmptyState>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label="Workouts">
              {results.map((workout) => (
                <WorkoutCard
                  key={workout.id}
                  workout={workout}
                  badge={isClient ? SOURCE_LABELS[workoutSource(workout, userId)] : undefined}
                  actions={
                    isClient ? undefined : (
                      <WorkoutActions
                        workout={workout}
                        canEdit={role === 'admin' || workout.created_by === userId}
                        duplicate={<DuplicateButton workoutId={workout.id} name={workout.name} />}
                      />
                    )
                  }
                />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
