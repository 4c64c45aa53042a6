import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuthStore } from '@/features/auth';
import type { Tables } from '@/lib/database.types';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { supabase } from '@/lib/supabase';
import { programKeys } from './query-keys';

export type LibraryWorkout = Pick<
  Tables<'workouts'>,
  'id' | 'name' | 'workout_type' | 'difficulty' | 'estimated_duration' | 'muscle_groups' | 'client_id'
>;

/** Every workout the signed-in coach may put into a program (RLS decides which), by name. */
export async function listLibraryWorkouts(): Promise<LibraryWorkout[]> {
  return fetchAllPages((from, to) =>
    supabase
      .from('workouts')
      .select('id, name, workout_type, difficulty, estimated_duration, muscle_groups, client_id')
      .order('name')
      .order('id')
      .range(from, to),
  );
}

export const libraryWorkoutsQuery = (userId: string) =>
  queryOptions({ queryKey: programKeys.libraryWorkouts(userId), queryFn: listLibraryWorkouts });

export function useLibraryWorkouts(enabled = true) {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  return useQuery({ ...libraryWorkoutsQuery(userId), enabled: enabled && Boolean(userId) });
}
