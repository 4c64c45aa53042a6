import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@/features/auth';
import type { PlanInput } from '../lib/plan-form';
import { supabase } from '@/lib/supabase';
import { paymentsKeys } from './payments-keys';

/**
 * Creates a plan (id made on the device: a retry is the same plan) or changes one. Members keep the
 * price, interval and credits copied onto their membership when they joined.
 */
async function savePlan({ input, isNew, userId }: { input: PlanInput; isNew: boolean; userId: string }) {
  const { id, ...fields } = input;
  const { error } = isNew
    ? await supabase.from('membership_plans').upsert({ id, ...fields, created_by: userId }, { onConflict: 'id' })
    : await supabase.from('membership_plans').update(fields).eq('id', id);
  if (error) throw error;
}

async function setPlanArchived({ id, archived }: { id: string; archived: boolean }): Promise<void> {
  const { error } = await supabase.from('membership_plans').update({ is_archived: archived }).eq('id', id);
  if (error) throw error;
}

function usePlanMutation<T>(run: (input: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.plans() }),
  });
}

export const useSaveMembershipPlan = () => {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  return usePlanMutation((request: { input: PlanInput; isNew: boolean }) => savePlan({ ...request, userId }));
};
export const useSetMembershipPlanArchived = () => usePlanMutation(setPlanArchived);
