import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { forgetDocument, keepDocument, readSavedDocument, savedDocumentList } from '../client/storage/saved-documents';
import { onDemandKeys } from './query-keys';
import { signedFileUrl } from './signed-file-url';

/** The documents this account keeps on this device (id and title). */
export const useSavedDocuments = (userId: string) =>
  useQuery(
    queryOptions({
      queryKey: onDemandKeys.savedDocuments(userId),
      queryFn: () => savedDocumentList(userId),
      networkMode: 'always',
    }),
  );

/** The device's copy of a document (null when not kept). */
export const useSavedDocumentBlob = (userId: string, resourceId: string, saved: boolean) =>
  useQuery(
    queryOptions({
      queryKey: onDemandKeys.savedDocument(userId, resourceId),
      queryFn: async () => {
        const document = await readSavedDocument(userId, resourceId);
        return document ? document.blob : null;
      },
      enabled: saved,
      networkMode: 'always',
    }),
  );

interface DocumentRef {
  id: string;
  title: string;
  storagePath: string;
  mimeType: string | null;
}

/** Downloads a document (through a signed address: the grant is checked) and keeps it here. */
export function useSaveDocument(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (document: DocumentRef) => {
      const response = await fetch(await signedFileUrl(document.storagePath));
      if (!response.ok) throw new Error('The document could not be downloaded. Please try again.');
      const blob = await response.blob();
      await keepDocument({
        userId,
        resourceId: document.id,
        title: document.title,
        mimeType: document.mimeType ?? (blob.type || 'application/pdf'),
        blob,
        savedAt: Date.now(),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: onDemandKeys.savedDocuments(userId) }),
  });
}

export function useForgetDocument(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resourceId: string) => forgetDocument(userId, resourceId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: onDemandKeys.savedDocuments(userId) }),
  });
}
