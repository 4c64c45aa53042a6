import { queryOptions } from '@tanstack/react-query';
import {
  activeProgramQuery,
  activeSessionQuery,
  addDays,
  getLogsBetween,
  localDay,
  mondayWeek,
  recentLogsQuery,
  trainingKeys,
} from '@/features/training';
import { startOfDay } from '../lib/week-plan';

/**
 * The reads behind today's card and the week strip: the active program, the latest logs (for the
 * rotation) and this week's logs (a day either side, so time-zone edges are never cut off). One
 * definition for the hooks and for the prefetch that starts them before the page's code arrives.
 */
export function todayPlanQueries(userId: string, now: Date) {
  const week = mondayWeek(localDay(now).key);
  const from = addDays(week[0]!, -1);
  const to = addDays(week[6]!, 2);
  return {
    program: activeProgramQuery(userId),
    recent: recentLogsQuery(userId),
    weekLogs: queryOptions({
      queryKey: trainingKeys.logsBetween(userId, from, to),
      queryFn: () => getLogsBetween(userId, startOfDay(from), startOfDay(to)),
    }),
  };
}

/** The workout in progress, if any (the session card and today's card share it). */
export { activeSessionQuery };

/** The keys of the reads Today is first drawn from; the device keeps a copy of them (storage/today-cache.ts). */
export function todayKeys(userId: string, now: Date) {
  const plan = todayPlanQueries(userId, now);
  return [plan.program.queryKey, plan.recent.queryKey, plan.weekLogs.queryKey, activeSessionQuery(userId).queryKey];
}
