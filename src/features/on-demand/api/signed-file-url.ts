import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { onDemandKeys } from './query-keys';

export const ON_DEMAND_BUCKET = 'on-demand';
/** How long a signed address works: a long video can be watched (and sought in) to its end. */
const SIGNED_FOR_SECONDS = 4 * 60 * 60;

/**
 * A signed address for a file of the private bucket. Storage signs it only for a caller the
 * bucket's policy lets read the file (the item's access rule), so a client without the grant gets
 * an error, never an address. The address serves byte ranges: a video streams and seeks.
 */
export async function signedFileUrl(path: string): Promise<string> {
  const { data, error } = await supabase.storage.from(ON_DEMAND_BUCKET).createSignedUrl(path, SIGNED_FOR_SECONDS);
  if (error) throw error;
  return data.signedUrl;
}

export const useSignedFileUrl = (path: string | null, enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: onDemandKeys.signedFileUrl(path ?? ''),
      queryFn: () => signedFileUrl(path ?? ''),
      enabled: enabled && path !== null,
      // Kept well inside its lifetime, then signed anew.
      staleTime: (SIGNED_FOR_SECONDS / 2) * 1000,
      gcTime: (SIGNED_FOR_SECONDS / 2) * 1000,
      retry: false,
    }),
  );
