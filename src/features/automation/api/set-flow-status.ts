import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnrolmentStatus, FlowStatus } from '../lib/flow-types';
import { supabase } from '@/lib/supabase';
import { automationKeys } from './query-keys';

async function setFlowStatus({ flowId, status }: { flowId: string; status: FlowStatus }) {
  const { error } = await supabase.rpc('set_automation_flow_status', { p_flow_id: flowId, p_status: status });
  if (error) throw error;
}

/** Pause, resume or stop one client within a flow (a paused client receives nothing until resumed). */
async function setEnrolmentStatus({
  enrolmentId,
  status,
  reason,
}: {
  enrolmentId: string;
  status: Exclude<EnrolmentStatus, 'completed'>;
  reason?: string;
}) {
  const { error } = await supabase.rpc('set_automation_enrolment_status', {
    p_enrolment_id: enrolmentId,
    p_status: status,
    p_reason: reason,
  });
  if (error) throw error;
}

function useAutomationMutation<T>(run: (input: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: automationKeys.all }),
  });
}

export const useSetFlowStatus = () => useAutomationMutation(setFlowStatus);
export const useSetEnrolmentStatus = () => useAutomationMutation(setEnrolmentStatus);
