import type { QueryClient } from '@tanstack/react-query';
import { holdRequests, releaseRequests } from '@/lib/request-gate';
import { activeSessionQuery, todayKeys, todayPlanQueries } from './api/today-queries';
import { mayHaveTodayCopy, seedTodayFromDevice } from './storage/today-cache';

/**
 * Starts the reads that decide what the dashboard first shows (today's workout, the week, the
 * session in progress) into the signed-in app's cache. The router calls it when the app starts on
 * `/`, beside the download of the page's code, so the reads no longer wait for the page to render
 * (docs/performance.md, dashboard requests), and puts the device's copy of them in the cache so
 * Today is drawn before they answer; while it is drawn from that copy, the reads wait (they refresh
 * what is already on screen, and would slow its code on a slow connection). Staff see another page:
 * nothing to start for them.
 */
export function prefetchDashboard(queryClient: QueryClient, person: { userId: string; role: string }): void {
  if (person.role !== 'client') return;
  // With a copy on the device, Today is drawn from it first and the reads go once it is painted
  // (ClientDashboard releases them); with none, they go at once.
  if (mayHaveTodayCopy(person.userId)) holdRequests();
  const plan = todayPlanQueries(person.userId, new Date());
  void queryClient.prefetchQuery(plan.program);
  void queryClient.prefetchQuery(plan.recent);
  void queryClient.prefetchQuery(plan.weekLogs);
  void queryClient.prefetchQuery(activeSessionQuery(person.userId));
  // Meanwhile Today is drawn from the device's copy, if there is one; the answers replace it.
  void seedTodayFromDevice(queryClient, person.userId, todayKeys(person.userId, new Date())).then((seeded) => {
    if (seeded === 0) releaseRequests();
  }, releaseRequests);
}
