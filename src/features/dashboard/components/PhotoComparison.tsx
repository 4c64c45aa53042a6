import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { SelectField } from '@/components/ui/SelectField';
import { Spinner } from '@/components/ui/Spinner';
import { daysBetween } from '@/features/training';
import { comparisonPair, mainPhotoPath } from '../lib/photo-comparison';
import { usePhotoUrl, type DashboardPhoto } from '../api/use-progress-photos';

function formatDate(key: string): string {
  return new Date(`${key}T12:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Two photo days side by side: first and latest, or two the client picks. */
export function PhotoComparison({ photos }: { photos: DashboardPhoto[] }) {
  const [picked, setPicked] = useState<{ beforeId?: string; afterId?: string }>({});
  const { before, after } = comparisonPair(photos, picked);
  const saved = photos.filter((photo) => !photo.pending && mainPhotoPath(photo));
  const options = saved.map((photo, index) => ({
    value: photo.id,
    label: `${formatDate(photo.date)}${saved.filter((other) => other.date === photo.date).length > 1 ? ` (#${index + 1})` : ''}`,
  }));
  const gap = before && after ? daysBetween(before.date, after.date) : null;

  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3">
        <PhotoFrame label="Before" photo={before} />
        <PhotoFrame label={before ? 'After' : 'Latest'} photo={after} />
      </div>
      {gap !== null && gap > 0 && (
        <p className="text-center text-sm text-slate-600 dark:text-slate-300">{gap} days apart</p>
      )}
      {saved.length > 2 && (
        <div className="grid grid-cols-2 gap-3">
          <SelectField
            label="Compare from"
            options={options}
            value={before?.id ?? ''}
            onChange={(event) => setPicked((state) => ({ ...state, beforeId: event.target.value }))}
          />
          <SelectField
            label="Compare to"
            options={options}
            value={after?.id ?? ''}
            onChange={(event) => setPicked((state) => ({ ...state, afterId: event.target.value }))}
          />
        </div>
      )}
    </div>
  );
}

function PhotoFrame({ label, photo }: { label: string; photo: DashboardPhoto | null }) {
  return (
    <figure className="flex flex-col gap-1.5">
      <div className="relative aspect-[3/4] max-h-80 w-full overflow-hidden rounded-xl bg-slate-100 dark:bg-slate-800">
        {photo ? (
          <PhotoImage photo={photo} alt={`${label} progress photo, ${formatDate(photo.date)}`} />
        ) : (
          <EmptyFrame text="Your next photo goes here" />
        )}
      </div>
      <figcaption className="text-sm">
        <span className="font-semibold text-slate-900 dark:text-white">{label}</span>
        {photo && <span className="text-slate-500 dark:text-slate-400"> · {formatDate(photo.date)}</span>}
      </figcaption>
    </figure>
  );
}

function PhotoImage({ photo, alt }: { photo: DashboardPhoto; alt: string }) {
  const path = photo.previewUrl ? null : mainPhotoPath(photo);
  const url = usePhotoUrl(path);
  const src = photo.previewUrl ?? url.data;
  if (url.isError) return <EmptyFrame text="Photo unavailable" icon />;
  if (!src)
    return (
      <div className="grid size-full place-items-center text-slate-400">
        <Spinner label="Loading photo" />
      </div>
    );
  return (
    <>
      <img src={src} alt={alt} className="size-full object-cover" />
      {photo.pending && (
        <span className="absolute inset-x-0 bottom-0 bg-slate-950/70 py-1 text-center text-xs font-medium text-white">
          Uploading…
        </span>
      )}
    </>
  );
}

function EmptyFrame({ text, icon }: { text: string; icon?: boolean }) {
  return (
    <div className="grid size-full place-items-center p-3 text-center text-xs text-slate-500 dark:text-slate-400">
      <span className="flex flex-col items-center gap-1">
        {icon && <ImageOff aria-hidden="true" className="size-5" />}
        {text}
      </span>
    </div>
  );
}
