import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FlowPayload, StepPayload } from '../lib/flow-draft';
import { automationDb } from './automation-db';
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
  const { data, error } = await automationDb.rpc('save_automation_flow', {
    p_flow: flow,
    p_steps: steps,
    p_revision: revision,
  });
  if (error) throw error;
  return String(data);
}

export function useSaveFlow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFlow,
    onSettled: () => queryClient.invalidateQueries({ queryKey: automationKeys.all }),
  });
}
