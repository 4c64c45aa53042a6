import { useParams } from 'react-router-dom';
import { Alert } from '@/components/ui/Alert';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageLoader } from '@/components/ui/PageLoader';
import { useAuthStore } from '@/features/auth';
import { useWorkoutDraft } from '../api/get-workout-draft';
import { emptyDraft } from '../lib/builder-rules';
import { BuilderEditor } from './BuilderEditor';

/**
 * `/library/workouts/builder` (a new workout) and `/workouts/{id}/edit`. Someone who may not edit
 * the workout (a client looking at their coach's) gets it read-only with "Make a copy".
 */
export default function WorkoutBuilderPage() {
  const { id } = useParams();
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const role = useAuthStore((state) => state.userRole);
  const editing = id !== undefined;
  const query = useWorkoutDraft(id);

  if (!editing) return <BuilderEditor key="new" initial={emptyDraft()} readOnly={false} />;
  if (query.isPending) return <PageLoader label="Loading the workout" />;
  if (query.error) return <LoadError error={query.error} what="this workout" onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <div className="mx-auto max-w-3xl">
        <PageHeader title="Workout not found" />
        <Alert>This workout does not exist, or it is not yours to see.</Alert>
      </div>
    );
  }
  const readOnly = role !== 'admin' && query.data.createdBy !== userId;
  return (
    <BuilderEditor
      key={`${query.data.draft.id}:${query.data.draft.revision}`}
      initial={query.data.draft}
      readOnly={readOnly}
    />
  );
}
