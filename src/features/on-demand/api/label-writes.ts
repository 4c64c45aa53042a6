import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@/features/auth';
import { supabase } from '@/lib/supabase';
import type { LabelUse } from './labels';
import { onDemandKeys } from './query-keys';

/** Creates a label (id made on the device, so a retry is the same label) or renames one. */
async function saveLabel({ id, name, isNew, userId }: { id: string; name: string; isNew: boolean; userId: string }) {
  const { error } = isNew
    ? await supabase.from('on_demand_labels').upsert({ id, name, created_by: userId }, { onConflict: 'id' })
    : await supabase.from('on_demand_labels').update({ name }).eq('id', id);
  if (error) throw error;
}

/** Removes a label; it comes off every item it was on (the rows cascade). */
async function deleteLabel(id: string) {
  const { error } = await supabase.from('on_demand_labels').delete().eq('id', id);
  if (error) throw error;
}

/**
 * Merges `from` into `into`: every item labelled `from` gets `into` first, then `from` is removed.
 * In that order, a failure half way leaves items with both labels, never with neither.
 */
async function mergeLabels({ from, into, uses }: { from: string; into: string; uses: readonly LabelUse[] }) {
  const key = (use: LabelUse) => `${use.resource_id ?? ''}|${use.workout_id ?? ''}`;
  const already = new Set(uses.filter((use) => use.label_id === into).map(key));
  const moved = uses
    .filter((use) => use.label_id === from && !already.has(key(use)))
    .map((use) => ({ label_id: into, resource_id: use.resource_id, workout_id: use.workout_id }));
  if (moved.length > 0) {
    const { error } = await supabase.from('on_demand_item_labels').insert(moved);
    if (error) throw error;
  }
  await deleteLabel(from);
}

function useLabelMutation<T>(run: (input: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: onDemandKeys.all }),
  });
}

export const useSaveLabel = () => {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  return useLabelMutation((input: { id: string; name: string; isNew: boolean }) => saveLabel({ ...input, userId }));
};
export const useDeleteLabel = () => useLabelMutation(deleteLabel);
export const useMergeLabels = () => useLabelMutation(mergeLabels);
