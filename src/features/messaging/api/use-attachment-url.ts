import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { ATTACHMENTS_BUCKET } from '../lib/attachments';
import { messagingKeys } from './query-keys';

/** Signed links to an attachment last four hours (a long video watched later still plays). */
export const ATTACHMENT_SIGNED_SECONDS = 4 * 3600;

/** A short-lived link to an attachment; Storage signs it only for the conversation's two people and admins. */
export async function signedAttachmentUrl(path: string): Promise<string> {
  const { data, error } = await supabase.storage
    .from(ATTACHMENTS_BUCKET)
    .createSignedUrl(path, ATTACHMENT_SIGNED_SECONDS);
  if (error) throw error;
  return data.signedUrl;
}

/** An attachment's signed link (none for a null path), reused until half its life has passed. */
export function useAttachmentUrl(path: string | null | undefined) {
  return useQuery({
    queryKey: messagingKeys.attachmentUrl(path ?? ''),
    queryFn: () => signedAttachmentUrl(path!),
    enabled: Boolean(path),
    staleTime: (ATTACHMENT_SIGNED_SECONDS * 1000) / 2,
    gcTime: (ATTACHMENT_SIGNED_SECONDS * 1000) / 2,
    retry: 1,
  });
}
