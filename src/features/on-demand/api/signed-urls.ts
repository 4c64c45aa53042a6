import { queryOptions, useQuery } from '@tanstack/react-query';
import { signedOnDemandUrls } from '../lib/signed-url';
import { onDemandKeys } from './query-keys';

const REUSE_FOR_MS = 50 * 60 * 1000;
const EMPTY = new Map<string, string>();

/**
 * The signed links of these files (the thumbnails or covers of a list), fetched in one request for
 * the set and reused while fresh. Paths may repeat or be null; the map is empty while loading, and
 * leaves out files Storage will not sign for the caller.
 */
export function useSignedOnDemandUrls(paths: readonly (string | null | undefined)[]): Map<string, string> {
  const wanted = [...new Set(paths.filter((path): path is string => Boolean(path)))].sort();
  const query = useQuery(
    queryOptions({
      queryKey: onDemandKeys.signedUrls(wanted),
      queryFn: () => signedOnDemandUrls(wanted),
      enabled: wanted.length > 0,
      staleTime: REUSE_FOR_MS,
      gcTime: REUSE_FOR_MS,
    }),
  );
  return query.data ?? EMPTY;
}
