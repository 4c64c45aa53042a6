import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { AudienceNames } from '../lib/audience';
import { onDemandKeys } from './query-keys';

export interface Audiences {
  clients: { id: string; name: string }[];
  plans: { id: string; name: string }[];
  packages: { id: string; name: string }[];
}

/** Whom a collection can be granted to: the clients staff see, the plans and packs on sale. */
async function listAudiences(): Promise<Audiences> {
  const [clients, plans, packages] = await Promise.all([
    supabase.from('users').select('id, first_name, last_name').eq('role', 'client').order('first_name').limit(1000),
    supabase.from('membership_plans').select('id, name').eq('is_archived', false).order('name'),
    supabase.from('packages').select('id, name').eq('is_archived', false).order('name'),
  ]);
  if (clients.error) throw clients.error;
  if (plans.error) throw plans.error;
  if (packages.error) throw packages.error;
  return {
    clients: clients.data.map((client) => ({
      id: client.id,
      name: [client.first_name, client.last_name].filter(Boolean).join(' ') || 'Unnamed client',
    })),
    plans: plans.data,
    packages: packages.data,
  };
}

export const useAudiences = () =>
  useQuery(queryOptions({ queryKey: onDemandKeys.audiences(), queryFn: listAudiences }));

export function namesOf(audiences: Audiences): AudienceNames {
  const map = (list: { id: string; name: string }[]) => new Map(list.map((entry) => [entry.id, entry.name]));
  return { clients: map(audiences.clients), plans: map(audiences.plans), packages: map(audiences.packages) };
}
