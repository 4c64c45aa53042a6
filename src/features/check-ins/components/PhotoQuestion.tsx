import { Camera } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { PHOTO_TYPES, validatePhotoFile } from '@/lib/photo-file';

/** The photo question: take or choose one, checked for type and size before it is kept. */
export function PhotoQuestion({
  label,
  photo,
  onChange,
}: {
  label: string;
  photo: File | null;
  onChange: (photo: File | null) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const reason = validatePhotoFile(file);
    setProblem(reason);
    onChange(reason ? null : file);
  };
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-slate-800 dark:text-slate-100">{label}</p>
      <div className="flex flex-wrap items-center gap-3">
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-emerald-500 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100">
          <Camera aria-hidden="true" className="size-4" />
          {photo ? 'Change photo' : 'Add photo'}
          <input type="file" accept={PHOTO_TYPES.join(',')} className="sr-only" onChange={onPick} />
        </label>
        {photo && (
          <span className="text-sm text-slate-600 dark:text-slate-300">
            {photo.name}{' '}
            <button type="button" className="font-medium text-emerald-700 underline" onClick={() => onChange(null)}>
              Remove
            </button>
          </span>
        )}
      </div>
      {problem && <Alert>{problem}</Alert>}
    </div>
  );
}
