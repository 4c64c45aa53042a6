import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@/features/auth';
import type { TablesInsert } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { ON_DEMAND_BUCKET } from '../lib/signed-url';
import type { CollectionKind } from './collections';
import { onDemandKeys } from './query-keys';

export interface CollectionInput {
  id: string;
  kind: CollectionKind;
  title: string;
  description: string;
  cover_path: string | null;
}

async function removeFiles(paths: (string | null | undefined)[]) {
  const stale = paths.filter((path): path is string => Boolean(path));
  if (stale.length === 0) return;
  const { error } = await supabase.storage.from(ON_DEMAND_BUCKET).remove(stale);
  if (error) throw error;
}

/** Saves a collection; a cover it no longer uses (`staleCover`) is removed from Storage afterwards. */
async function saveCollection({
  input,
  isNew,
  userId,
  staleCover,
}: {
  input: CollectionInput;
  isNew: boolean;
  userId: string;
  staleCover?: string | null;
}) {
  const { error } = isNew
    ? await supabase.from('on_demand_collections').upsert({ ...input, created_by: userId }, { onConflict: 'id' })
    : await supabase
        .from('on_demand_collections')
        .update({ title: input.title, description: input.description, cover_path: input.cover_path })
        .eq('id', input.id);
  if (error) throw error;
  if (staleCover !== input.cover_path) await removeFiles([staleCover]);
}

/** Replaces the ordered items against the revision loaded; someone else's change in between is refused (PT409). */
async function setItems({ id, itemIds, revision }: { id: string; itemIds: string[]; revision: number }) {
  const { error } = await supabase.rpc('set_on_demand_collection_items', {
    p_collection_id: id,
    p_item_ids: itemIds,
    p_revision: revision,
  });
  if (error) throw error;
}

async function setPublished({ id, published }: { id: string; published: boolean }) {
  const { error } = await supabase.from('on_demand_collections').update({ is_published: published }).eq('id', id);
  if (error) throw error;
}

/** Removes the cover from Storage, then the row (its items and grants go with it). */
async function deleteCollection({ id, coverPath }: { id: string; coverPath: string | null }) {
  await removeFiles([coverPath]);
  const { error } = await supabase.from('on_demand_collections').delete().eq('id', id);
  if (error) throw error;
}

export type GrantInput = Omit<TablesInsert<'on_demand_grants'>, 'id' | 'created_at' | 'created_by'>;

async function addGrant({ grant, userId }: { grant: GrantInput; userId: string }) {
  const { error } = await supabase.from('on_demand_grants').insert({ ...grant, created_by: userId });
  if (error) throw error;
}

async function removeGrant(id: string) {
  const { error } = await supabase.from('on_demand_grants').delete().eq('id', id);
  if (error) throw error;
}

function useCollectionMutation<T>(run: (input: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: onDemandKeys.allCollections() }),
  });
}

export const useSaveCollection = () => {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  return useCollectionMutation((request: { input: CollectionInput; isNew: boolean; staleCover?: string | null }) =>
    saveCollection({ ...request, userId }),
  );
};
export const useSetCollectionItems = () => useCollectionMutation(setItems);
export const useSetCollectionPublished = () => useCollectionMutation(setPublished);
export const useDeleteCollection = () => useCollectionMutation(deleteCollection);
export const useAddGrant = () => {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  return useCollectionMutation((grant: GrantInput) => addGrant({ grant, userId }));
};
export const useRemoveGrant = () => useCollectionMutation(removeGrant);
