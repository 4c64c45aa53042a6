import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EXERCISE_MEDIA_BUCKET, isThumbnailReference, THUMBNAIL_REFERENCE_MESSAGE } from '@/lib/exercise-media';
import { supabase } from '@/lib/supabase';
import {
  DUPLICATE_NAME_MESSAGE,
  exerciseSlug,
  splitLines,
  splitList,
  type ExerciseFormValues,
} from '../lib/exercise-form';
import { exerciseKeys } from './query-keys';

/**
 * Uploads into the author's own folder of the public bucket (the database checks it is theirs) and
 * returns the file's Storage path, which is what the exercise stores: the address is derived when
 * shown (`thumbnailSrc`), so it follows the backend the app talks to.
 */
async function uploadImage(userId: string, file: File): Promise<string> {
  const extension = file.type.split('/')[1] ?? 'img';
  const path = `${userId}/${crypto.randomUUID()}.${extension}`;
  const bucket = supabase.storage.from(EXERCISE_MEDIA_BUCKET);
  // Bytes rather than the File: the embedded backend refuses multipart Blob bodies.
  const { error } = await bucket.upload(path, await file.arrayBuffer(), { contentType: file.type, upsert: false });
  if (error) throw new Error(`The image was not uploaded: ${error.message}`);
  if (!isThumbnailReference(path)) throw new Error(THUMBNAIL_REFERENCE_MESSAGE);
  return path;
}

export interface SaveExerciseInput {
  id: string | null;
  userId: string;
  values: ExerciseFormValues;
  thumbnail: File | null;
  /** Demo images replacing the exercise's, in order (start, end); empty keeps the ones it has. */
  demoImages?: readonly File[];
  /** Remove the exercise's demo images (when no new ones are chosen). */
  removeDemoImages?: boolean;
}

/** Creates or updates an exercise; returns its id. A clashing name gets a clear message. */
export async function saveExercise({
  id,
  userId,
  values,
  thumbnail,
  demoImages = [],
  removeDemoImages = false,
}: SaveExerciseInput): Promise<string> {
  const thumbnailUrl = thumbnail ? await uploadImage(userId, thumbnail) : undefined;
  const images: string[] = [];
  for (const file of demoImages) images.push(await uploadImage(userId, file));
  const row = {
    name: values.name.trim(),
    muscle_groups: splitList(values.muscles),
    equipment: values.equipment.trim().toLowerCase() || null,
    category: values.category,
    level: values.level,
    instructions: splitLines(values.instructions),
    demo_video_url: values.videoUrl.trim() || null,
    aliases: values.aliases,
    ...(thumbnailUrl ? { thumbnail_url: thumbnailUrl } : {}),
    ...(images.length > 0 || removeDemoImages ? { images } : {}),
  };
  const result = id
    ? await supabase.from('exercises').update(row).eq('id', id).select('id').single()
    : await supabase
        .from('exercises')
        .insert({ ...row, slug: exerciseSlug(row.name, crypto.randomUUID().slice(0, 8)), created_by: userId })
        .select('id')
        .single();
  if (result.error) throw new Error(saveErrorMessage(result.error));
  return result.data.id;
}

/**
 * A refused save in words. The library's name index says only "duplicate key"; the alias check
 * (issue 32) names the exercise that already goes by the name or alias, and so is shown as it is,
 * like its 22023 refusals of a malformed alias.
 */
function saveErrorMessage(error: { code?: string; message: string }): string {
  if (error.code === '23505') return /alias|goes by/i.test(error.message) ? error.message : DUPLICATE_NAME_MESSAGE;
  return error.message;
}

/** Archived exercises leave search and pickers; workouts, logs and history keep them. */
export async function setExerciseActive(id: string, active: boolean): Promise<void> {
  const { error } = await supabase.from('exercises').update({ is_active: active }).eq('id', id);
  if (error) throw new Error(saveErrorMessage(error));
}

/** After a save or an archive, the library, pickers and the exercise's page read fresh. */
function useRefreshExercises() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: exerciseKeys.all });
}

/** `onSaved` runs once the library has read the saved exercise. */
export function useSaveExercise(input: () => SaveExerciseInput, onSaved: (savedId: string) => void) {
  const refresh = useRefreshExercises();
  return useMutation({
    mutationFn: () => saveExercise(input()),
    onSuccess: async (savedId) => {
      await refresh();
      onSaved(savedId);
    },
  });
}

export function useSetExerciseActive(exerciseId: string) {
  const refresh = useRefreshExercises();
  return useMutation({
    mutationFn: (active: boolean) => setExerciseActive(exerciseId, active),
    onSuccess: () => refresh(),
  });
}
