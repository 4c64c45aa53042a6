import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ExerciseFilter } from '@/features/training';

/** How long typing must pause before the address follows the search box. */
export const URL_UPDATE_DELAY_MS = 300;

function toSearch(filter: ExerciseFilter): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.query) search.set('q', filter.query);
  if (filter.muscle) search.set('muscle', filter.muscle);
  if (filter.equipment) search.set('equipment', filter.equipment);
  return search;
}

/**
 * The library's search and filters. Typing updates local state (and so the results) at once; the
 * address keeps a copy (replaced, not pushed) so coming back from an exercise restores the same
 * list. Writing the address re-renders the whole routed tree, so while typing it waits for a pause
 * (docs/performance.md); a filter chip, a reset or leaving the search box (`commitUrl`, e.g. on blur
 * before opening an exercise) writes it at once.
 */
export function useLibraryFilter() {
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<ExerciseFilter>(() => ({
    query: params.get('q') ?? '',
    muscle: params.get('muscle'),
    equipment: params.get('equipment'),
  }));
  const latest = useRef(filter);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const written = useRef(toSearch(filter).toString());

  const commitUrl = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const search = toSearch(latest.current);
    if (search.toString() === written.current) return;
    written.current = search.toString();
    setParams(search, { replace: true, preventScrollReset: true });
  }, [setParams]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const update = useCallback(
    (patch: Partial<ExerciseFilter>) => {
      const next = { ...latest.current, ...patch };
      latest.current = next;
      setFilter(next);
      const typing = Object.keys(patch).length === 1 && 'query' in patch;
      clearTimeout(timer.current);
      if (typing) timer.current = setTimeout(commitUrl, URL_UPDATE_DELAY_MS);
      else queueMicrotask(commitUrl);
    },
    [commitUrl],
  );

  const reset = useCallback(() => update({ query: '', muscle: null, equipment: null }), [update]);
  return { filter, update, reset, commitUrl };
}
