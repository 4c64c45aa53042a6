import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@/features/auth';
import type { PackageInput } from '../lib/package-form';
import { supabase } from '@/lib/supabase';
import { paymentsKeys } from './payments-keys';

/**
 * Creates a pack (its id made on the device, so a retry is the same pack) or changes one. A change
 * touches only the product: what clients already bought was copied onto their orders and credits.
 */
async function savePackage({ input, isNew, userId }: { input: PackageInput; isNew: boolean; userId: string }) {
  const { id, ...fields } = input;
  const { error } = isNew
    ? await supabase.from('packages').upsert({ id, ...fields, created_by: userId }, { onConflict: 'id' })
    : await supabase.from('packages').update(fields).eq('id', id);
  if (error) throw error;
}

async function setPackageArchived({ id, archived }: { id: string; archived: boolean }): Promise<void> {
  const { error } = await supabase.from('packages').update({ is_archived: archived }).eq('id', id);
  if (error) throw error;
}

function usePackageMutation<T>(run: (input: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.packages() }),
  });
}

export const useSavePackage = () => {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  return usePackageMutation((request: { input: PackageInput; isNew: boolean }) => savePackage({ ...request, userId }));
};
export const useSetPackageArchived = () => usePackageMutation(setPackageArchived);
