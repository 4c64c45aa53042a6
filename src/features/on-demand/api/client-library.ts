import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { ClientLibrary, LibraryCollection, LibraryItem } from '../client/lib/library';
import { onDemandKeys } from './query-keys';

/**
 * The library as the signed-in client may see it: row-level security returns only published
 * collections granted to them and the published items in them (private.can_see_on_demand), so
 * these reads ask for everything published and get their share. Four reads at once, put together
 * here: collections with their ordered item ids, resources, on-demand workouts (with the library
 * workout's name), labels.
 */
async function readLibrary(): Promise<ClientLibrary> {
  const [collections, resources, workouts, labels] = await Promise.all([
    supabase
      .from('on_demand_collections')
      .select('id, kind, title, description, cover_path, on_demand_collection_items(position, resource_id, workout_id)')
      .eq('is_published', true)
      .order('title')
      .order('id'),
    supabase
      .from('on_demand_resources')
      .select(
        'id, kind, title, description, storage_path, mime_type, url, duration_seconds, thumbnail_path, on_demand_item_labels(label_id)',
      )
      .eq('is_published', true),
    supabase
      .from('on_demand_workouts')
      .select('id, workout_id, description, video_resource_id, on_demand_item_labels(label_id), workout:workouts(name)')
      .eq('is_published', true),
    supabase.from('on_demand_labels').select('id, name').order('name'),
  ]);
  for (const read of [collections, resources, workouts, labels]) if (read.error) throw read.error;

  const items = new Map<string, LibraryItem>();
  const thumbnails = new Map((resources.data ?? []).map((resource) => [resource.id, resource.thumbnail_path]));
  for (const resource of resources.data ?? []) {
    items.set(resource.id, {
      id: resource.id,
      kind: resource.kind,
      title: resource.title,
      description: resource.description,
      labelIds: resource.on_demand_item_labels.map((label) => label.label_id),
      storagePath: resource.storage_path,
      mimeType: resource.mime_type,
      url: resource.url,
      durationSeconds: resource.duration_seconds,
      thumbnailPath: resource.thumbnail_path,
      workoutId: null,
      videoResourceId: null,
    });
  }
  for (const offered of workouts.data ?? []) {
    items.set(offered.id, {
      id: offered.id,
      kind: 'workout',
      title: offered.workout?.name ?? 'Workout',
      description: offered.description,
      labelIds: offered.on_demand_item_labels.map((label) => label.label_id),
      storagePath: null,
      mimeType: null,
      url: null,
      durationSeconds: null,
      // The follow-along video's thumbnail stands for the workout (it has none of its own).
      thumbnailPath: offered.video_resource_id ? (thumbnails.get(offered.video_resource_id) ?? null) : null,
      workoutId: offered.workout_id,
      videoResourceId: offered.video_resource_id,
    });
  }
  const list: LibraryCollection[] = (collections.data ?? []).map((collection) => ({
    id: collection.id,
    kind: collection.kind,
    title: collection.title,
    description: collection.description,
    coverPath: collection.cover_path,
    items: [...collection.on_demand_collection_items]
      .sort((a, b) => a.position - b.position)
      .map((entry) => items.get(entry.resource_id ?? entry.workout_id ?? ''))
      .filter((item): item is LibraryItem => item !== undefined),
  }));
  return { collections: list, labels: labels.data ?? [], items };
}

export const clientLibraryOptions = (userId: string) =>
  queryOptions({ queryKey: onDemandKeys.clientLibrary(userId), queryFn: readLibrary });

export const useClientLibrary = (userId: string) => useQuery(clientLibraryOptions(userId));

/** How many collections are shared with the client (Today's card shows only when there is one). */
async function countShared(): Promise<number> {
  const { count, error } = await supabase
    .from('on_demand_collections')
    .select('id', { count: 'exact', head: true })
    .eq('is_published', true);
  if (error) throw error;
  return count ?? 0;
}

export const useSharedCount = (userId: string) =>
  useQuery(queryOptions({ queryKey: onDemandKeys.sharedCount(userId), queryFn: countShared }));
