import { useQueries } from '@tanstack/react-query';
import {
  exerciseSetsQuery,
  lastPerformance,
  type LastPerformance as SetsToBeat,
  type LoggedSetRow,
} from '@/features/training';

export interface LastPerformance {
  session: SetsToBeat<LoggedSetRow> | null;
  isPending: boolean;
  isError: boolean;
}

/**
 * The person's last performance of each exercise: one small indexed read per exercise (the same
 * cache entry the exercise's own page uses), so a long-unused exercise is never crowded out.
 */
export function useLastPerformances(userId: string, exerciseIds: readonly string[]): Map<string, LastPerformance> {
  const unique = [...new Set(exerciseIds)];
  return useQueries({
    queries: unique.map((exerciseId) => exerciseSetsQuery(userId, exerciseId)),
    combine: (results) =>
      new Map(
        results.map((result, index) => [
          unique[index]!,
          {
            session: result.data ? lastPerformance(result.data, unique[index]!) : null,
            isPending: result.isPending,
            isError: result.isError,
          },
        ]),
      ),
  });
}
