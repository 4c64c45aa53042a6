import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Flow, FlowKind } from '../lib/flow-types';
import { FLOW_COLUMNS } from './automation-columns';
import { automationKeys } from './query-keys';

/** The flows of one kind the signed-in person may see (RLS: a trainer's own, every flow for admins), steps in order. */
export async function listFlows(kind: FlowKind): Promise<Flow[]> {
  const { data, error } = await supabase
    .from('automation_flows')
    .select(FLOW_COLUMNS)
    .eq('kind', kind)
    // A step removed after it ran for someone stays in the table (with its runs), out of the flow.
    .is('automation_steps.removed_at', null)
    .order('name')
    .order('id');
  if (error) throw error;
  return data.map(({ automation_steps: steps, ...flow }) => ({
    ...flow,
    steps: [...steps].sort((a, b) => a.position - b.position),
  }));
}

export const flowsQuery = (kind: FlowKind) =>
  queryOptions({ queryKey: automationKeys.flows(kind), queryFn: () => listFlows(kind) });

export const useFlows = (kind: FlowKind) => useQuery(flowsQuery(kind));
