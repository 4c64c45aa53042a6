import { queryOptions, useQuery } from '@tanstack/react-query';
import { workoutKeys } from '@/features/training';
import { supabase } from '@/lib/supabase';

/**
 * The display names of workout authors (public.author_names: colleagues, one's own clients; only a
 * name leaves the profile). An id the caller may not know by name is simply absent.
 */
export async function authorNames(ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { data, error } = await supabase.rpc('author_names', { p_ids: ids.slice(0, 500) });
  if (error) throw error;
  return new Map((data ?? []).map((row) => [row.id, row.name]));
}

export const authorNamesQuery = (ids: string[]) =>
  queryOptions({ queryKey: workoutKeys.authorNames(ids), queryFn: () => authorNames(ids), staleTime: 5 * 60_000 });

export function useAuthorNames(ids: string[], enabled: boolean) {
  return useQuery({ ...authorNamesQuery(ids), enabled });
}
