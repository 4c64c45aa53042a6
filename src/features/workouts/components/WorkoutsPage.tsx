import { Dumbbell, SearchX } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageLoader } from '@/components/ui/PageLoader';
import { SearchField } from '@/components/ui/SearchField';
import { useWorkouts } from '../hooks/use-workouts';
import { searchWorkouts, SOURCE_LABELS, workoutSource } from '../lib/workout-search';
import { WorkoutCard } from './WorkoutCard';

/** `/workouts`: the workouts a person can train (clients) or has written (staff), searchable. */
export default function WorkoutsPage() {
  const { data, isPending, error, refetch, userId, role } = useWorkouts();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const results = useMemo(() => searchWorkouts(data ?? [], deferredQuery), [data, deferredQuery]);
  const isClient = role === 'client';

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <PageHeader
        title="Workouts"
        subtitle={
          isClient ? 'Everything your coach has written for you, and your own.' : 'The workouts you have written.'
        }
      />
      {isPending ? (
        <PageLoader label="Loading workouts" />
      ) : error ? (
        <LoadError error={error} what="your workouts" onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState icon={<Dumbbell className="size-6" />} title="No workouts yet">
          {isClient
            ? 'When your coach assigns a program or a workout, it shows up here.'
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
          <p role="status" className="text-sm text-slate-500 dark:text-slate-400">
            {results.length === data.length
              ? `${data.length} workouts`
              : `${results.length} of ${data.length} workouts`}
          </p>
          {results.length === 0 ? (
            <EmptyState
              icon={<SearchX className="size-6" />}
              title="No workouts match"
              action={
                <Button variant="secondary" onClick={() => setQuery('')}>
                  Clear search
                </Button>
              }
            >
              Nothing matches “{deferredQuery.trim()}”. Try a muscle group such as chest or legs.
            </EmptyState>
          ) : (
            <ul className="flex flex-col gap-3" aria-label="Workouts">
              {results.map((workout) => (
                <WorkoutCard
                  key={workout.id}
                  workout={workout}
                  badge={isClient ? SOURCE_LABELS[workoutSource(workout, userId)] : undefined}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
