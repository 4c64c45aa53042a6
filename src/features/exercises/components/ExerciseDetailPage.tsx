import { SearchX } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { BackLink } from '@/components/ui/BackLink';
import { ExerciseDemo } from '@/components/ui/ExerciseDemo';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageLoader } from '@/components/ui/PageLoader';
import { useAuthStore } from '@/features/auth';
import { useExercise } from '../api/get-exercise';
import { ExerciseAbout } from './ExerciseAbout';
import { ExerciseAdminActions } from './ExerciseAuthoring';
import { ExerciseDemoVideo } from './ExerciseDemoVideo';
import { ExerciseMyHistory } from './ExerciseMyHistory';

/** `/library/exercises/:id`: how to do an exercise, and the person's own history with it. */
export default function ExerciseDetailPage() {
  const { id = '' } = useParams();
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const { data: exercise, isPending, error, refetch } = useExercise(id);
  const back = <BackLink to="/library/exercises">Exercises</BackLink>;

  if (isPending) return <PageLoader label="Loading exercise" />;
  if (error || !exercise) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-4">
        {back}
        {error ? (
          <LoadError error={error} what="this exercise" onRetry={() => void refetch()} />
        ) : (
          <EmptyState
            icon={<SearchX className="size-6" />}
            title="Exercise not found"
            action={<ButtonLink to="/library/exercises">Back to the library</ButtonLink>}
          >
            It may have been retired from the library.
          </EmptyState>
        )}
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5 pb-4">
      <PageHeader
        eyebrow={back}
        title={exercise.name}
        subtitle={<span className="capitalize">{exercise.category}</span>}
      />
      <ExerciseAdminActions exercise={exercise} />
      <ExerciseDemo key={exercise.images.join('\n')} name={exercise.name} images={exercise.images} />
      {exercise.demo_video_url && <ExerciseDemoVideo name={exercise.name} url={exercise.demo_video_url} />}
      <ExerciseAbout exercise={exercise} />
      {userId && <ExerciseMyHistory userId={userId} exerciseId={exercise.id} />}
    </div>
  );
}
