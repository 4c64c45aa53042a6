import { History } from 'lucide-react';
import { useMemo } from 'react';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { PageLoader } from '@/components/ui/PageLoader';
import { useExerciseSets } from '@/features/training';
import { bestSets, groupSessions } from '../lib/exercise-history';
import { ExerciseBests } from './ExerciseBests';
import { ExerciseHistory } from './ExerciseHistory';

/** The signed-in person's own record with this exercise: best sets, then every session. */
export function ExerciseMyHistory({ userId, exerciseId }: { userId: string; exerciseId: string }) {
  const { data, isPending, error, refetch } = useExerciseSets(userId, exerciseId);
  const sessions = useMemo(() => groupSessions(data ?? []), [data]);
  const bests = useMemo(() => bestSets(data ?? []), [data]);
  return (
    <section aria-labelledby="history-heading" className="flex flex-col gap-3">
      <h2 id="history-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Your history
      </h2>
      {isPending ? (
        <PageLoader label="Loading your history" />
      ) : error ? (
        <LoadError error={error} what="your history" onRetry={() => void refetch()} />
      ) : sessions.length === 0 ? (
        <EmptyState icon={<History className="size-6" />} title="Not logged yet">
          Your sets of this exercise and your best lifts will show here after your first session.
        </EmptyState>
      ) : (
        <>
          <ExerciseBests bests={bests} sessions={sessions.length} />
          <ExerciseHistory sessions={sessions} />
        </>
      )}
    </section>
  );
}
