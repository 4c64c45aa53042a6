import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { listPerformedSets } from './list-performed-sets';
import { listWorkoutLogs } from './list-workout-logs';
import { progressKeys } from './query-keys';

/** How far back the charts look: half a year of sets is a few thousand rows at most. */
export const HISTORY_WEEKS = 26;

/** The person's sets and finished workouts of the last half year (under 'training', so a save refreshes them). */
export function useProgressData(userId: string) {
  const [since] = useState(() => new Date(Date.now() - HISTORY_WEEKS * 7 * 86_400_000));
  const sets = useQuery({
    queryKey: progressKeys.sets(userId, HISTORY_WEEKS),
    queryFn: () => listPerformedSets(userId, since),
    enabled: Boolean(userId),
  });
  const logs = useQuery({
    queryKey: progressKeys.logs(userId, HISTORY_WEEKS),
    queryFn: () => listWorkoutLogs(userId, since),
    enabled: Boolean(userId),
  });
  return { sets, logs };
}
