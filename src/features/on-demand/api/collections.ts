import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { GrantRow } from '../lib/audience';
import { onDemandKeys } from './query-keys';

export type CollectionKind = 'resources' | 'workouts';

export interface Collection {
  id: string;
  kind: CollectionKind;
  title: string;
  description: string;
  cover_path: string | null;
  is_published: boolean;
  revision: number;
  /** Resource ids or on-demand workout ids, in order. */
  itemIds: string[];
  grants: GrantRow[];
}

async function listCollections(kind: CollectionKind): Promise<Collection[]> {
  const { data, error } = await supabase
    .from('on_demand_collections')
    .select(
      'id, kind, title, description, cover_path, is_published, revision, on_demand_collection_items(resource_id, workout_id, position), on_demand_grants(id, audience, client_type, client_id, plan_id, package_id)',
    )
    .eq('kind', kind)
    .order('title')
    .order('id');
  if (error) throw error;
  return data.map(({ on_demand_collection_items: items, on_demand_grants: grants, ...collection }) => ({
    ...collection,
    itemIds: [...items]
      .sort((a, b) => a.position - b.position)
      .map((item) => item.resource_id ?? item.workout_id ?? '')
      .filter(Boolean),
    grants,
  }));
}

export const useCollections = (kind: CollectionKind) =>
  useQuery(queryOptions({ queryKey: onDemandKeys.collections(kind), queryFn: () => listCollections(kind) }));
