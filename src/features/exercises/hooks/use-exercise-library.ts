import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { listExercises } from '../api/list-exercises';
import { buildExerciseIndex } from '../lib/exercise-index';
import { exerciseKeys } from '../query-keys';

/** The library changes rarely: read it once per hour at most, then filter in memory. */
const LIBRARY_STALE_MS = 60 * 60 * 1000;

export function useExerciseLibrary() {
  const query = useQuery({
    queryKey: exerciseKeys.library,
    queryFn: listExercises,
    staleTime: LIBRARY_STALE_MS,
    gcTime: 2 * LIBRARY_STALE_MS,
  });
  const index = useMemo(() => (query.data ? buildExerciseIndex(query.data) : null), [query.data]);
  return { ...query, index };
}
