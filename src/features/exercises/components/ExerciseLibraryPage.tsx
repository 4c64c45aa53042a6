import { Library, SearchX } from 'lucide-react';
import { useDeferredValue, useMemo } from 'react';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageLoader } from '@/components/ui/PageLoader';
import { SearchField } from '@/components/ui/SearchField';
import { useLibraryFilter } from '../hooks/use-library-filter';
import { filterExercises, useExerciseLibrary } from '@/features/training';
import { NewExerciseButton } from './ExerciseAuthoring';
import { ExerciseFilters } from './ExerciseFilters';
import { ExerciseResults } from './ExerciseResults';
import { plural } from '@/lib/plural';

// The same element on every render: a keystroke does not re-render the header.
const header = (
  <PageHeader
    title="Exercises"
    subtitle="Search the library by name, muscle group or equipment."
    actions={<NewExerciseButton />}
  />
);

/** `/library/exercises`: the whole library, searched and filtered in memory as you type. */
export default function ExerciseLibraryPage() {
  const { index, isPending, error, refetch } = useExerciseLibrary();
  const { filter, update, reset, commitUrl } = useLibraryFilter();
  // The input updates at once; the (cheap, but not free) filtering follows at lower priority.
  const deferredFilter = useDeferredValue(filter);
  const results = useMemo(() => (index ? filterExercises(index, deferredFilter) : []), [index, deferredFilter]);
  const total = index?.entries.length ?? 0;
  const filtered = Boolean(filter.query || filter.muscle || filter.equipment);
  // The facets alone, stable while only the query changes (the filters skip re-rendering then).
  const facets = useMemo(
    () => ({ muscle: filter.muscle, equipment: filter.equipment }),
    [filter.muscle, filter.equipment],
  );

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      {header}
      {isPending ? (
        <PageLoader label="Loading exercises" />
      ) : error || !index ? (
        <LoadError error={error} what="the exercise library" onRetry={() => void refetch()} />
      ) : total === 0 ? (
        <EmptyState icon={<Library className="size-6" />} title="The library is empty">
          No exercises have been added yet.
        </EmptyState>
      ) : (
        <>
          {/* Leaving the box (to open an exercise, say) writes the search into the address at once. */}
          <div onBlur={commitUrl}>
            <SearchField
              label="Search exercises"
              placeholder="Search exercises"
              value={filter.query}
              onChange={(query) => update({ query })}
            />
          </div>
          <ExerciseFilters filter={facets} muscles={index.muscles} equipment={index.equipment} onChange={update} />
          <div className="flex items-center justify-between gap-2">
            <p role="status" className="text-sm text-slate-500 dark:text-slate-400">
              {filtered ? `${results.length} of ${plural(total, 'exercise')}` : plural(total, 'exercise')}
            </p>
            {filtered && (
              <Button variant="ghost" className="min-h-9 px-2" onClick={reset}>
                Clear filters
              </Button>
            )}
          </div>
          {results.length === 0 ? (
            <EmptyState
              icon={<SearchX className="size-6" />}
              title="No exercises match"
              action={
                <Button variant="secondary" onClick={reset}>
                  Clear filters
                </Button>
              }
            >
              Try a shorter search or another muscle group.
            </EmptyState>
          ) : (
            <ExerciseResults results={results} stale={deferredFilter !== filter} />
          )}
        </>
      )}
    </div>
  );
}
