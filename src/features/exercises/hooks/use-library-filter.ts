import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ExerciseFilter } from '../lib/exercise-index';

/**
 * The library's search and filters. Typing updates local state at once; the address keeps a copy
 * (replaced, not pushed) so coming back from an exercise restores the same list.
 */
export function useLibraryFilter() {
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<ExerciseFilter>(() => ({
    query: params.get('q') ?? '',
    muscle: params.get('muscle'),
    equipment: params.get('equipment'),
  }));

  const update = useCallback(
    (patch: Partial<ExerciseFilter>) => {
      setFilter((current) => {
        const next = { ...current, ...patch };
        const search = new URLSearchParams();
        if (next.query) search.set('q', next.query);
        if (next.muscle) search.set('muscle', next.muscle);
        if (next.equipment) search.set('equipment', next.equipment);
        queueMicrotask(() => setParams(search, { replace: true, preventScrollReset: true }));
        return next;
      });
    },
    [setParams],
  );

  return { filter, update, reset: () => update({ query: '', muscle: null, equipment: null }) };
}
