import type { Tables } from '@/lib/database.types';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { supabase } from '@/lib/supabase';

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
> & { program_workouts: Pick<Tables<'program_workouts'>, 'id' | 'day_of_week'>[] };

export type ProgramScope = { clientId: string } | { createdBy: string } | { all: true };

/**
 * A client's programs (drafts stay with the coach), a trainer's own, or every program for an admin,
 * newest first. Read page by page: an admin's list has no upper bound.
 */
export async function listPrograms(scope: ProgramScope): Promise<ProgramSummary[]> {
  return fetchAllPages((from, to) => {
    let query = supabase
      .from('programs')
      .select(
        'id, name, description, status, flex_schedule, difficulty, goals, duration_weeks, start_date, client_id, created_at, program_workouts ( id, day_of_week )',
      );
    if ('clientId' in scope) query = query.eq('client_id', scope.clientId).neq('status', 'draft');
    if ('createdBy' in scope) query = query.eq('created_by', scope.createdBy);
    return query.order('created_at', { ascending: false }).order('id').range(from, to);
  });
}
