import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { supabase } from '@/lib/supabase';
import { automationKeys } from './query-keys';

export interface Choice {
  id: string;
  name: string;
}

export interface StepChoices {
  /** Program templates (not a client's copy, not archived) the signed-in person may read. */
  programs: Choice[];
  /** On-demand collections, resources and workouts alike. */
  collections: Choice[];
  /** Trainers (staff), for an admin's flows and a flow's trainer condition. */
  trainers: Choice[];
  /** Membership plans still sold, for a flow's plan condition. */
  plans: Choice[];
  /** Client tags the signed-in person may use in a condition (a trainer's own; an admin's: all). */
  tags: Choice[];
}

/**
 * The names a flow's pickers offer, read in one go when the editor opens. Small lists of ids and
 * names only: the libraries themselves stay with the features that own them.
 */
async function getStepChoices(): Promise<StepChoices> {
  const [programs, collections, trainers, plans, tags] = await Promise.all([
    fetchAllPages((from, to) =>
      supabase
        .from('programs')
        .select('id, name')
        .is('client_id', null)
        .neq('status', 'archived')
        .order('name')
        .order('id')
        .range(from, to),
    ),
    fetchAllPages((from, to) =>
      supabase.from('on_demand_collections').select('id, title').order('title').order('id').range(from, to),
    ),
    fetchAllPages((from, to) =>
      supabase
        .from('users')
        .select('id, first_name, last_name')
        .in('role', ['staff', 'admin'])
        .eq('status', 'active')
        .order('first_name')
        .order('id')
        .range(from, to),
    ),
    fetchAllPages((from, to) =>
      supabase
        .from('membership_plans')
        .select('id, name')
        .eq('is_archived', false)
        .order('name')
        .order('id')
        .range(from, to),
    ),
    fetchAllPages((from, to) =>
      supabase.from('client_tags').select('id, name').order('name').order('id').range(from, to),
    ),
  ]);
  return {
    programs,
    collections: collections.map(({ id, title }) => ({ id, name: title })),
    trainers: trainers.map(({ id, first_name, last_name }) => ({ id, name: `${first_name} ${last_name}`.trim() })),
    plans,
    tags,
  };
}

export const stepChoicesQuery = () => queryOptions({ queryKey: automationKeys.choices(), queryFn: getStepChoices });

export const useStepChoices = () => useQuery(stepChoicesQuery());
