import { Camera, ImagePlus } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { localDay } from '@/features/training';
import { cn } from '@/lib/cn';
import { photoUploadErrorMessage } from '../lib/photo-errors';
import { PHOTO_TYPES, validatePhotoFile } from '@/lib/photo-file';
import { useUploadPhoto } from '../api/use-progress-photos';

const pickerClass =
  'inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-emerald-500';

/** Take a photo with the phone's camera or pick one from files; checked before anything is sent. */
export function PhotoUploadControls({ userId }: { userId: string }) {
  const upload = useUploadPhoto(userId);
  const [invalid, setInvalid] = useState<string | null>(null);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // picking the same file again still fires a change
    if (!file) return;
    const problem = validatePhotoFile(file);
    setInvalid(problem);
    if (problem) return;
    upload.mutate({ file, date: localDay(new Date()).key });
  };

  const busy = upload.isPending;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <label
          className={cn(
            pickerClass,
            'flex-1 bg-emerald-700 text-white hover:bg-emerald-600 sm:flex-none',
            busy && 'pointer-events-none opacity-60',
          )}
        >
          <Camera aria-hidden="true" className="size-4" />
          Take photo
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            onChange={onPick}
            disabled={busy}
          />
        </label>
        <label
          className={cn(
            pickerClass,
            'flex-1 border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700 sm:flex-none',
            busy && 'pointer-events-none opacity-60',
          )}
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          Choose from files
          <input type="file" accept={PHOTO_TYPES.join(',')} className="sr-only" onChange={onPick} disabled={busy} />
        </label>
      </div>
      {busy && (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          Uploading photo…
        </p>
      )}
      {invalid && <Alert>{invalid}</Alert>}
      {upload.isError && !invalid && <Alert>{photoUploadErrorMessage(upload.error)}</Alert>}
      {upload.isSuccess && !invalid && <Alert tone="success">Photo saved. Only you and your coach can see it.</Alert>}
    </div>
  );
}
