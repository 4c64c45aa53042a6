/**
 * Device databases that hold one account's copy of server data and are deleted whenever someone
 * signs out on this device (a shared phone keeps nobody's bookings). Listed by name here, so the
 * sign-out deletes them even when the feature that writes them was never loaded in this visit.
 */
export const SIGNED_OUT_DELETED_DATABASES = [
  'liftwise-bookings-cache',
  // The client's check-in key (features/access/storage/access-key-cache.ts).
  'liftwise-access-key',
  // Documents a client saved for offline (features/on-demand/client/storage/saved-documents.ts).
  'liftwise-on-demand-saved',
  // Workouts a client saved for offline (features/training/storage/kept-workouts.ts).
  'liftwise-kept-workouts',
] as const;

/**
 * Deletes those databases. An open connection in this or another tab is asked to close (the app's
 * device databases close on `versionchange`, see account-database.ts), so the delete goes through.
 * Never throws: signing out must not fail on a device store.
 */
export async function deleteSignedOutData(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await Promise.all(
    SIGNED_OUT_DELETED_DATABASES.map(
      (name) =>
        new Promise<void>((resolve) => {
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = () => resolve();
          request.onerror = () => resolve();
          request.onblocked = () => resolve();
        }),
    ),
  );
}
