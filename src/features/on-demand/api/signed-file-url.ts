import { queryOptions, useQuery } from '@tanstack/react-query';
import { signedOnDemandUrl } from '../lib/signed-url';
import { onDemandKeys } from './query-keys';

/** How long a signed address works for a client's viewer: a long video can be watched (and sought in) to its end. */
const SIGNED_FOR_SECONDS = 4 * 60 * 60;

/**
 * A signed address for a file of the private bucket, for the client's viewer. Storage signs it only
 * for a caller the bucket's policy lets read the file (the item's access rule), so a client without
 * the grant gets an error, never an address. The address serves byte ranges: a video streams and seeks.
 */
export const signedFileUrl = (path: string): Promise<string> => signedOnDemandUrl(path, SIGNED_FOR_SECONDS);

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
