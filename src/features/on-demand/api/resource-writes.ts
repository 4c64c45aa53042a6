import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@/features/auth';
import type { TablesInsert } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { onDemandKeys } from './query-keys';
import { setItemLabels } from './set-item-labels';
import { ON_DEMAND_BUCKET } from '../lib/signed-url';

export type ResourceInput = Pick<
  TablesInsert<'on_demand_resources'>,
  | 'id'
  | 'kind'
  | 'title'
  | 'description'
  | 'url'
  | 'storage_path'
  | 'mime_type'
  | 'size_bytes'
  | 'duration_seconds'
  | 'thumbnail_path'
> & { id: string; labelIds: string[] };

/** Saves a resource (a retry is the same row: its id is made on the device) and sets its labels. */
async function saveResource({
  input,
  isNew,
  userId,
  stalePaths = [],
}: {
  input: ResourceInput;
  isNew: boolean;
  userId: string;
  /** Files the row no longer uses (a replaced upload, a replaced or removed thumbnail): removed once it is saved. */
  stalePaths?: (string | null | undefined)[];
}) {
  const { labelIds, ...fields } = input;
  const { error } = isNew
    ? await supabase.from('on_demand_resources').upsert({ ...fields, created_by: userId }, { onConflict: 'id' })
    : await supabase.from('on_demand_resources').update(fields).eq('id', fields.id);
  if (error) throw error;
  await setItemLabels({ resource_id: fields.id }, labelIds);
  const kept = new Set([fields.storage_path, fields.thumbnail_path]);
  const stale = stalePaths.filter((path): path is string => Boolean(path) && !kept.has(path));
  if (stale.length > 0) {
    const removed = await supabase.storage.from(ON_DEMAND_BUCKET).remove(stale);
    if (removed.error) throw removed.error;
  }
}

async function setResourcePublished({ id, published }: { id: string; published: boolean }) {
  const { error } = await supabase.from('on_demand_resources').update({ is_published: published }).eq('id', id);
  if (error) throw error;
}

/** Removes a resource's files from Storage, then the row (which leaves every collection with it). */
async function deleteResource({ id, paths }: { id: string; paths: string[] }) {
  if (paths.length > 0) {
    const { error } = await supabase.storage.from(ON_DEMAND_BUCKET).remove(paths);
    if (error) throw error;
  }
  const { error } = await supabase.from('on_demand_resources').delete().eq('id', id);
  if (error) throw error;
}

function useResourceMutation<T>(run: (input: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: onDemandKeys.all }),
  });
}

export const useSaveResource = () => {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  return useResourceMutation(
    (request: { input: ResourceInput; isNew: boolean; stalePaths?: (string | null | undefined)[] }) =>
      saveResource({ ...request, userId }),
  );
};
export const useSetResourcePublished = () => useResourceMutation(setResourcePublished);
export const useDeleteResource = () => useResourceMutation(deleteResource);
