import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FlowPayload, StepPayload } from '../lib/flow-draft';
import { supabase } from '@/lib/supabase';
import { automationKeys } from './query-keys';

/**
 * Saves a flow and its steps in one call, against the revision loaded: someone else's save in
 * between is refused (PT409) and nothing is lost on this screen. Runs already made keep their rows.
 */
async function saveFlow({
  flow,
  steps,
  revision,
}: {
  flow: FlowPayload;
  steps: StepPayload[];
  revision: number | null;
}) {
  const { data, error } = await supabase.rpc('save_automation_flow', {
    p_flow: { ...flow },
    p_steps: steps.map((step) => ({ ...step })),
    p_revision: revision ?? undefined,
  });
  if (error) throw error;
  return data;
}

export function useSaveFlow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFlow,
    onSettled: () => queryClient.invalidateQueries({ queryKey: automationKeys.all }),
  });
}
