import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { onDemandKeys } from './query-keys';

export interface Label {
  id: string;
  name: string;
}

export interface LabelUse {
  id: string;
  label_id: string;
  resource_id: string | null;
  workout_id: string | null;
}

async function listLabels(): Promise<Label[]> {
  const { data, error } = await supabase.from('on_demand_labels').select('id, name').order('name').order('id');
  if (error) throw error;
  return data;
}

/** Which label is on which item: the counts on /on-demand/labels and what a merge moves. */
async function listLabelUses(): Promise<LabelUse[]> {
  const { data, error } = await supabase
    .from('on_demand_item_labels')
    .select('id, label_id, resource_id, workout_id')
    .order('id');
  if (error) throw error;
  return data;
}

export const useLabels = () => useQuery(queryOptions({ queryKey: onDemandKeys.labels(), queryFn: listLabels }));
export const useLabelUses = () =>
  useQuery(queryOptions({ queryKey: onDemandKeys.labelUses(), queryFn: listLabelUses }));
