import { useEffect } from 'react';
import { useAuthStore } from '@/features/auth';
import { useRefreshTraining } from '@/features/training';
import { addSignOutCheck } from '@/lib/sign-out-guard';
import { unsyncedWorkWarning } from '../lib/unsynced-work';
import { countUnsyncedWork } from '../storage/unsynced-work-count';
import { usePrefetchExerciseCatalog } from '../api/exercise-catalog-query';
import { startLoggerOutbox } from '../sync/outbox-runner';

/**
 * How long after start the exercise library is brought onto the device: a cold start on a slow
 * phone has more urgent work (docs/performance.md); the logger, when opened, asks for it at once.
 */
export const CATALOG_SYNC_DELAY_MS = 3_000;

/**
 * Sends finished workouts saved on this device whenever the app runs, not only on the logger:
 * at start, when the network returns, and on a back-off timer. Mounted once in the shell. It also
 * warns before a sign-out that would leave this account's workouts unsent on the device.
 */
export function LoggerBackgroundSync() {
  const userId = useAuthStore((state) => state.user?.id);
  const isClient = useAuthStore((state) => state.userRole === 'client');
  const prefetchCatalog = usePrefetchExerciseCatalog();
  const refreshTraining = useRefreshTraining();
  // Keeps the exercise library on the device for clients, so "Add exercise" and swap work offline
  // even in a workout started with no network.
  useEffect(() => {
    if (!userId || !isClient || typeof indexedDB === 'undefined') return;
    const timer = setTimeout(() => void prefetchCatalog(userId), CATALOG_SYNC_DELAY_MS);
    return () => clearTimeout(timer);
  }, [userId, isClient, prefetchCatalog]);
  useEffect(() => {
    if (!userId || typeof indexedDB === 'undefined') return;
    const outbox = startLoggerOutbox(userId, () => void refreshTraining());
    const removeCheck = addSignOutCheck(async () => unsyncedWorkWarning(await countUnsyncedWork(userId)));
    return () => {
      outbox.stop();
      removeCheck();
    };
  }, [userId, refreshTraining]);
  return null;
}
