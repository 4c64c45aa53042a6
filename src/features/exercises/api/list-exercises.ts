import type { Tables } from '@/lib/database.types';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { supabase } from '@/lib/supabase';

export type ExerciseSummary = Pick<
  Tables<'exercises'>,
  'id' | 'name' | 'muscle_groups' | 'equipment' | 'category' | 'level'
> & {
  /** The library's picture, shown in the list where there is one (a text fallback otherwise). */
  thumbnail_url?: string | null;
};

/** The whole active library in a few small columns (spec: exercises where is_active), by name. */
export async function listExercises(): Promise<ExerciseSummary[]> {
  return fetchAllPages((from, to) =>
    supabase
      .from('exercises')
      .select('id, name, muscle_groups, equipment, category, level, thumbnail_url')
      .eq('is_active', true)
      .order('name')
      .order('id')
      .range(from, to),
  );
}
