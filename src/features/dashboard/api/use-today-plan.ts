import { useQuery } from '@tanstack/react-query';
import { todaysWorkout } from '@/features/training';
import { todayPlanQueries } from './today-queries';
import { weekPlan } from '../lib/week-plan';

/** Everything the today card and the week strip need (the reads: `todayPlanQueries`). */
export function useTodayPlan(userId: string, now: Date) {
  const options = todayPlanQueries(userId, now);
  const program = useQuery(options.program);
  const recent = useQuery(options.recent);
  const weekLogs = useQuery(options.weekLogs);

  const queries = [program, recent, weekLogs];
  const isPending = queries.some((query) => query.isPending);
  // A read that failed but still holds an answer (the device's copy, or an earlier one) shows that
  // answer: with no signal, Today stays usable.
  const error = queries.find((query) => query.isError && query.data === undefined)?.error ?? null;
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
