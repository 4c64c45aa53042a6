import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getPhotoUrl, SIGNED_URL_SECONDS } from './get-photo-url';
import { getProgressPhotos, type ProgressPhoto } from './get-progress-photos';
import { uploadProgressPhoto } from './upload-progress-photo';
import { dashboardKeys } from './query-keys';

/** A photo day as the card shows it; an upload in flight has a local preview and no row yet. */
export type DashboardPhoto = ProgressPhoto & { previewUrl?: string; pending?: boolean };

export function useProgressPhotos(userId: string) {
  return useQuery<DashboardPhoto[]>({
    queryKey: dashboardKeys.photos(userId),
    queryFn: () => getProgressPhotos(userId),
    retry: false,
  });
}

export function usePhotoUrl(path: string | null) {
  return useQuery({
    queryKey: dashboardKeys.photoUrl(path ?? ''),
    queryFn: () => getPhotoUrl(path!),
    enabled: path !== null,
    // Refresh links well before they expire.
    staleTime: (SIGNED_URL_SECONDS - 300) * 1000,
    gcTime: (SIGNED_URL_SECONDS - 300) * 1000,
  });
}

/** Uploads with the new photo shown at once (optimistic), rolled back if the upload fails. */
export function useUploadPhoto(userId: string) {
  const queryClient = useQueryClient();
  const key = dashboardKeys.photos(userId);
  return useMutation({
    mutationFn: ({ file, date }: { file: File; date: string }) => uploadProgressPhoto({ userId, file, date }),
    onMutate: async ({ file, date }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<DashboardPhoto[]>(key);
      const previewUrl = URL.createObjectURL(file);
      const tempId = `pending-${crypto.randomUUID()}`;
      const temp: DashboardPhoto = {
        id: tempId,
        user_id: userId,
        date,
        front_photo: previewUrl,
        side_photo: null,
        back_photo: null,
        body_weight: null,
        notes: null,
        created_at: new Date().toISOString(),
        previewUrl,
        pending: true,
      };
      queryClient.setQueryData<DashboardPhoto[]>(key, [...(previous ?? []), temp]);
      return { previous, previewUrl, tempId };
    },
    onSuccess: (saved, _input, context) => {
      queryClient.setQueryData<DashboardPhoto[]>(key, (list) =>
        (list ?? []).map((entry) => (entry.id === context.tempId ? saved : entry)),
      );
    },
    onError: (_error, _input, context) => {
      if (context) queryClient.setQueryData(key, context.previous);
    },
    onSettled: (_data, _error, _input, context) => {
      if (context) URL.revokeObjectURL(context.previewUrl);
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
