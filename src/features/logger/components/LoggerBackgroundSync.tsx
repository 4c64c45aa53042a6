import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthStore } from '@/features/auth';
import { trainingKeys } from '@/features/training';
import { startOutboxRunner } from '../sync/outbox-runner';

/**
 * Sends finished workouts saved on this device whenever the app runs, not only on the logger:
 * at start, when the network returns, and on a back-off timer. Mounted once in the shell.
 */
export function LoggerBackgroundSync() {
  const userId = useAuthStore((state) => state.user?.id);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || typeof indexedDB === 'undefined') return;
    const runner = startOutboxRunner(userId, () => void queryClient.invalidateQueries({ queryKey: trainingKeys.all }));
    return runner.stop;
  }, [userId, queryClient]);
  return null;
}
