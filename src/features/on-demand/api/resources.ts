import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { onDemandKeys } from './query-keys';

export type Resource = Omit<Tables<'on_demand_resources'>, 'created_by' | 'created_at'> & {
  labelIds: string[];
};

/** The whole library, newest first, each with its labels. */
async function listResources(): Promise<Resource[]> {
  const { data, error } = await supabase
    .from('on_demand_resources')
    .select(
      'id, kind, title, description, storage_path, mime_type, size_bytes, url, thumbnail_path, duration_seconds, is_published, updated_at, on_demand_item_labels(label_id)',
    )
    .order('updated_at', { ascending: false })
    .order('id');
  if (error) throw error;
  return data.map(({ on_demand_item_labels: labels, ...resource }) => ({
    ...resource,
    labelIds: labels.map((label) => label.label_id),
  }));
}

export const resourcesOptions = () => queryOptions({ queryKey: onDemandKeys.resources(), queryFn: listResources });
export const useResources = () => useQuery(resourcesOptions());
