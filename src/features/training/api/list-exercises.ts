import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Tables } from '@/lib/database.types';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { supabase } from '@/lib/supabase';
import { buildExerciseIndex } from '../lib/exercise-index';
import { exerciseLibraryKeys } from './query-keys';

export type ExerciseSummary = Pick<
  Tables<'exercises'>,
  'id' | 'name' | 'muscle_groups' | 'equipment' | 'category' | 'level'
> & {
  /** The library's picture, shown in the list where there is one (a text fallback otherwise). */
  thumbnail_url?: string | null;
  /** Demo images in order: the first stands in for a missing thumbnail (`exercisePicture`). */
  images?: readonly string[];
  /** Other names the exercise goes by ("RDL", "Skull Crusher"): the search finds it by any of them. */
  aliases?: readonly string[];
};

/** The whole active library in a few small columns (spec: exercises where is_active), by name. */
export async function listExercises(): Promise<ExerciseSummary[]> {
  return fetchAllPages((from, to) =>
    supabase
      .from('exercises')
      .select('id, name, aliases, muscle_groups, equipment, category, level, thumbnail_url, images')
      .eq('is_active', true)
      .order('name')
      .order('id')
      .range(from, to),
  );
}

/** The library changes rarely: read it once per hour at most, then filter in memory. */
const LIBRARY_STALE_MS = 60 * 60 * 1000;

export const exerciseLibraryQuery = () =>
  queryOptions({
    queryKey: exerciseLibraryKeys.library,
    queryFn: listExercises,
    staleTime: LIBRARY_STALE_MS,
    gcTime: 2 * LIBRARY_STALE_MS,
  });

/** The library with its search index. */
export function useExerciseLibrary() {
  const query = useQuery(exerciseLibraryQuery());
  const index = useMemo(() => (query.data ? buildExerciseIndex(query.data) : null), [query.data]);
  return { ...query, index };
}
