import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

let upcoming: QueryClient | null = null;

/**
 * The cache of the signed-in app that is starting: created on first use, so a route can start its
 * reads into it before the app's code has arrived (route-table `prefetchData`). The app takes the
 * same one when it mounts.
 */
export function signedInQueryClient(): QueryClient {
  return (upcoming ??= createQueryClient());
}

/** The app using `client` has unmounted (sign-out): the next sign-in starts with an empty cache. */
export function releaseQueryClient(client: QueryClient): void {
  if (upcoming === client) upcoming = null;
}
