import { useQuery } from '@tanstack/react-query';
import {
  addDays,
  getActiveProgram,
  getLogsBetween,
  getRecentLogs,
  localDay,
  mondayWeek,
  todaysWorkout,
  trainingKeys,
} from '@/features/training';
import { startOfDay, weekPlan } from '../lib/week-plan';

/**
 * Everything the today card and the week strip need: the active program, the latest logs (for the
 * rotation) and this week's logs (a day either side, so time-zone edges are never cut off).
 */
export function useTodayPlan(userId: string, now: Date) {
  const todayKey = localDay(now).key;
  const week = mondayWeek(todayKey);
  const from = addDays(week[0]!, -1);
  const to = addDays(week[6]!, 2);

  const program = useQuery({ queryKey: trainingKeys.activeProgram(userId), queryFn: () => getActiveProgram(userId) });
  const recent = useQuery({ queryKey: trainingKeys.recentLogs(userId), queryFn: () => getRecentLogs(userId) });
  const weekLogs = useQuery({
    queryKey: trainingKeys.logsBetween(userId, from, to),
    queryFn: () => getLogsBetween(userId, startOfDay(from), startOfDay(to)),
  });

  const queries = [program, recent, weekLogs];
  const isPending = queries.some((query) => query.isPending);
  const error = queries.find((query) => query.isError)?.error ?? null;
  const retry = () => queries.filter((query) => query.isError).forEach((query) => void query.refetch());

  if (isPending || error) return { isPending, error, retry, program: null, today: null, week: null } as const;

  const logs = [...(recent.data ?? []), ...(weekLogs.data ?? [])];
  const activeProgram = program.data ?? null;
  const today = activeProgram ? todaysWorkout(activeProgram, logs, now) : null;
  return {
    isPending,
    error,
    retry,
    program: activeProgram,
    today,
    week: weekPlan(activeProgram, logs, today, now),
  } as const;
}
