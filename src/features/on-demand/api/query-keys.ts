/**
 * Every query key of the on-demand feature, built here and nowhere else (docs/architecture.md's
 * query convention). All sit under `['on-demand']`, so a change to the library can refresh it all.
 */
export const onDemandKeys = {
  all: ['on-demand'] as const,
  labels: () => [...onDemandKeys.all, 'labels'] as const,
  labelUses: () => [...onDemandKeys.all, 'label-uses'] as const,
  resources: () => [...onDemandKeys.all, 'resources'] as const,
  workouts: () => [...onDemandKeys.all, 'workouts'] as const,
  libraryWorkouts: () => [...onDemandKeys.all, 'library-workouts'] as const,
  allCollections: () => [...onDemandKeys.all, 'collections'] as const,
  collections: (kind: 'resources' | 'workouts') => [...onDemandKeys.allCollections(), kind] as const,
  audiences: () => [...onDemandKeys.all, 'audiences'] as const,
  /** Signed links to files: outside `all`, so a library edit does not re-sign (and reload) every image. */
  signedUrls: (paths: readonly string[]) => ['on-demand-files', 'signed', ...paths] as const,
  // The client's side: what is granted to them, their progress (per account), a file's signed address.
  clientLibrary: (userId: string) => [...onDemandKeys.all, 'client-library', userId] as const,
  sharedCount: (userId: string) => [...onDemandKeys.all, 'shared-count', userId] as const,
  clientProgress: (userId: string) => [...onDemandKeys.all, 'client-progress', userId] as const,
  /** Documents this account kept on this device (IndexedDB, not the server). */
  savedDocuments: (userId: string) => [...onDemandKeys.all, 'saved-documents', userId] as const,
  savedDocument: (userId: string, resourceId: string) =>
    [...onDemandKeys.all, 'saved-documents', userId, resourceId] as const,
  /** Workouts this account kept on this device to start with no signal (IndexedDB). */
  savedWorkouts: (userId: string) => [...onDemandKeys.all, 'saved-workouts', userId] as const,
  signedFileUrl: (path: string) => [...onDemandKeys.all, 'signed-file-url', path] as const,
  /** What a client has opened and completed, as their trainer reads it on the client profile. */
  progressOf: (clientId: string) => [...onDemandKeys.all, 'progress-of', clientId] as const,
};
