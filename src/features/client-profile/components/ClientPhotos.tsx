import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '@/components/ui/LoadError';
import { SelectField } from '@/components/ui/SelectField';
import { Spinner } from '@/components/ui/Spinner';
import { useWeightUnit } from '@/features/auth';
import { formatWeightIn } from '@/lib/units';
import type { ClientPhoto } from '../api/list-client-photos';
import { useClientPhotos, useClientPhotoUrl } from '../api/use-client-profile';
import { ProfileCard } from './ProfileCard';

const mainPath = (photo: ClientPhoto) => photo.front_photo || photo.side_photo || photo.back_photo || null;
const formatDate = (key: string) =>
  new Date(`${key}T12:00:00Z`).toLocaleDateString(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** Progress photos side by side: the first and the latest, or any two the coach picks. */
export function ClientPhotos({ clientId }: { clientId: string }) {
  const photos = useClientPhotos(clientId);
  const [picked, setPicked] = useState<{ before?: string; after?: string }>({});
  if (photos.isPending)
    return (
      <ProfileCard title="Progress photos">
        <Spinner label="Loading photos" />
      </ProfileCard>
    );
  if (photos.error)
    return (
      <ProfileCard title="Progress photos">
        <LoadError error={photos.error} what="progress photos" onRetry={() => void photos.refetch()} />
      </ProfileCard>
    );
  const saved = photos.data.filter((photo) => mainPath(photo));
  const before = saved.find((p) => p.id === picked.before) ?? saved[0];
  const after = saved.find((p) => p.id === picked.after) ?? saved.at(-1);
  const options = saved.map((p) => ({ value: p.id, label: formatDate(p.date) }));
  return (
    <ProfileCard title="Progress photos">
      {saved.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No progress photos yet.</p>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3">
            <Frame label="Before" photo={before ?? null} />
            <Frame
              label={saved.length > 1 ? 'After' : 'Only photo'}
              photo={saved.length > 1 ? (after ?? null) : null}
            />
          </div>
          {saved.length > 2 && (
            <div className="grid grid-cols-2 gap-3">
              <SelectField
                label="Compare from"
                options={options}
                value={before?.id ?? ''}
                onChange={(e) => setPicked({ ...picked, before: e.target.value })}
              />
              <SelectField
                label="Compare to"
                options={options}
                value={after?.id ?? ''}
                onChange={(e) => setPicked({ ...picked, after: e.target.value })}
              />
            </div>
          )}
        </>
      )}
    </ProfileCard>
  );
}

function Frame({ label, photo }: { label: string; photo: ClientPhoto | null }) {
  const unit = useWeightUnit();
  const url = useClientPhotoUrl(photo ? mainPath(photo) : null);
  return (
    <figure className="flex flex-col gap-1.5">
      <div className="grid aspect-[3/4] max-h-72 w-full place-items-center overflow-hidden rounded-xl bg-slate-100 dark:bg-slate-800">
        {!photo ? null : url.isError ? (
          <span className="flex flex-col items-center gap-1 text-sm text-slate-500">
            <ImageOff aria-hidden="true" className="size-6" /> Photo unavailable
          </span>
        ) : url.data ? (
          <img
            src={url.data}
            alt={`${label} progress photo, ${formatDate(photo.date)}`}
            className="size-full object-cover"
          />
        ) : (
          <Spinner />
        )}
      </div>
      {photo && (
        <figcaption className="text-sm">
          <span className="font-semibold text-slate-900 dark:text-white">{label}</span>
          <span className="text-slate-500 dark:text-slate-400">
            {' '}
            · {formatDate(photo.date)}
            {photo.body_weight ? ` · ${formatWeightIn(photo.body_weight, unit)}` : ''}
          </span>
        </figcaption>
      )}
    </figure>
  );
}
