import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { trainingKeys } from '@/features/training';
import { listPerformedSets } from '../api/list-performed-sets';
import { listWorkoutLogs } from '../api/list-workout-logs';

/** How far back the charts look: half a year of sets is a few thousand rows at most. */
export const HISTORY_WEEKS = 26;

/** The person's sets and finished workouts of the last half year (under 'training', so a save refreshes them). */
export function useProgressData(userId: string) {
  const [since] = useState(() => new Date(Date.now() - HISTORY_WEEKS * 7 * 86_400_000));
  const sets = useQuery({
    queryKey: [...trainingKeys.all, 'progress-sets', userId, HISTORY_WEEKS],
    queryFn: () => listPerformedSets(userId, since),
    enabled: Boolean(userId),
  });
  const logs = useQuery({
    queryKey: [...trainingKeys.all, 'progress-logs', userId, HISTORY_WEEKS],
    queryFn: () => listWorkoutLogs(userId, since),
    enabled: Boolean(userId),
  });
  return { sets, logs };
}
