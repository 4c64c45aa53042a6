import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { todayKeys } from './today-queries';
import { saveTodaySnapshot, seedTodayFromDevice } from '../storage/today-cache';

/** After the last of a burst of answers, how long to wait before writing the copy. */
const SAVE_DELAY_MS = 500;

/**
 * Today's reads and the device's copy of them: the copy fills any read that has no answer yet (the
 * app may have started on another page, so the prefetch did not), and every answer from the server
 * is kept for the next start (a copy that was put back keeps its own date, so it still ages out).
 */
export function useTodayOnDevice(userId: string, now: Date): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const keys = todayKeys(userId, now);
    const hashes = new Set(keys.map((key) => JSON.stringify(key)));
    void seedTodayFromDevice(queryClient, userId, keys);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const saveSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void saveTodaySnapshot(queryClient, userId, keys).catch(() => undefined), SAVE_DELAY_MS);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
      if (hashes.has(event.query.queryHash)) saveSoon();
    });
    // The prefetch may have had every answer before this page mounted.
    saveSoon();
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [queryClient, userId, now]);
}
