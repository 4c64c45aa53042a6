import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuthStore, useShellIdentity } from '@/features/auth';
import type { Tables } from '@/lib/database.types';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { supabase } from '@/lib/supabase';
import { programKeys } from './query-keys';

export type ProgramSummary = Pick<
  Tables<'programs'>,
  | 'id'
  | 'name'
  | 'description'
  | 'status'
  | 'flex_schedule'
  | 'difficulty'
  | 'goals'
  | 'duration_weeks'
  | 'start_date'
  | 'client_id'
  | 'created_at'
> & {
  program_workouts: Pick<Tables<'program_workouts'>, 'id' | 'day_of_week'>[];
  client: Pick<Tables<'users'>, 'id' | 'first_name' | 'last_name' | 'email'> | null;
};

export type ProgramScope = { clientId: string } | { all: true };

/**
 * A client's programs (drafts stay with the coach), or every program the coach may read (a
 * trainer's templates and their clients' programs; everything for an admin), newest first. Read
 * page by page: an admin's list has no upper bound.
 */
export async function listPrograms(scope: ProgramScope): Promise<ProgramSummary[]> {
  return fetchAllPages((from, to) => {
    let query = supabase
      .from('programs')
      .select(
        'id, name, description, status, flex_schedule, difficulty, goals, duration_weeks, start_date, client_id, created_at, program_workouts ( id, day_of_week ), client:users!programs_client_id_fkey ( id, first_name, last_name, email )',
      );
    if ('clientId' in scope) query = query.eq('client_id', scope.clientId).neq('status', 'draft');
    return query.order('created_at', { ascending: false }).order('id').range(from, to);
  });
}

export const programsQuery = (role: string, userId: string) =>
  queryOptions({
    queryKey: programKeys.list(role, userId),
    queryFn: () => listPrograms(role === 'client' ? { clientId: userId } : { all: true }),
  });

/** The programs of the role on screen (a Dev Tools preview as a client sees a client's list). */
export function usePrograms() {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const role = useShellIdentity().userRole;
  const query = useQuery({ ...programsQuery(role, userId), enabled: Boolean(userId) });
  return { ...query, role };
}
