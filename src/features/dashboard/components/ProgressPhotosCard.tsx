import { Images } from 'lucide-react';
import { photoLoadErrorMessage } from '../lib/photo-errors';
import { useProgressPhotos } from '../api/use-progress-photos';
import { CardError, CardSkeleton, DashboardCard } from './DashboardCard';
import { PhotoComparison } from './PhotoComparison';
import { PhotoUploadControls } from './PhotoUploadControls';

const icon = <Images aria-hidden="true" className="size-4" />;

export function ProgressPhotosCard({ userId }: { userId: string }) {
  const photos = useProgressPhotos(userId);
  return (
    <DashboardCard title="Progress photos" icon={icon}>
      {photos.isPending ? (
        <CardSkeleton label="Loading progress photos" lines={4} />
      ) : photos.isError ? (
        <CardError message={photoLoadErrorMessage(photos.error)} onRetry={() => void photos.refetch()} />
      ) : (
        <div className="flex flex-col gap-4">
          {photos.data.length === 0 ? (
            <div className="rounded-xl border-2 border-dashed border-slate-300 p-5 text-center dark:border-slate-700">
              <p className="font-semibold text-slate-900 dark:text-white">Take your first progress photo</p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                Same spot, same light, every few weeks. Your photos stay private to you and your coach.
              </p>
            </div>
          ) : (
            <PhotoComparison photos={photos.data} />
          )}
          <PhotoUploadControls userId={userId} />
        </div>
      )}
    </DashboardCard>
  );
}
