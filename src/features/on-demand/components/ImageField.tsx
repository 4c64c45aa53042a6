import { useEffect, useId, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import type { ImageChoice } from '../api/store-image';
import { FILE_RULES, formatBytes, refusalOf } from '../lib/resource-files';
import { useSignedOnDemandUrls } from '../api/signed-urls';

/** The preview's source: the new image read as a data URL, else the stored file's signed link. */
function usePreview(choice: ImageChoice, currentPath: string | null): string | null {
  const stored = useSignedOnDemandUrls(choice.state === 'keep' ? [currentPath] : []);
  const image = choice.state === 'new' ? choice.image : null;
  const [read, setRead] = useState<{ image: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!image) return;
    let current = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (current && typeof reader.result === 'string') setRead({ image, url: reader.result });
    };
    reader.readAsDataURL(image);
    return () => {
      current = false;
      reader.abort();
    };
  }, [image]);
  if (image) return read?.image === image ? read.url : null;
  return choice.state === 'keep' && currentPath ? (stored.get(currentPath) ?? null) : null;
}

/**
 * A thumbnail or cover: shows the current image (or the one just chosen, or a frame taken from the
 * video), lets staff choose a JPEG, PNG or WebP up to 10 MB instead, or remove it. Checked before
 * anything is uploaded; the upload happens when the form is saved.
 */
export function ImageField({
  label,
  currentPath,
  choice,
  onChange,
}: {
  label: string;
  currentPath: string | null;
  choice: ImageChoice;
  onChange: (choice: ImageChoice) => void;
}) {
  const inputId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const preview = usePreview(choice, currentPath);
  const shown = choice.state === 'new' || (choice.state === 'keep' && currentPath !== null);
  const choose = (file: File | null) => {
    setRefusal(null);
    if (!file) return;
    const refused = refusalOf(file, 'image');
    if (refused) return setRefusal(refused);
    onChange({ state: 'new', image: file, fromVideo: false });
  };
  return (
    <div className="flex flex-col gap-1.5 text-sm">
      <label htmlFor={inputId} className="font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      {shown && (
        <div className="flex items-center gap-3">
          {preview ? (
            <img
              src={preview}
              alt={`${label} preview`}
              className="h-20 w-32 rounded-lg border border-slate-200 object-cover dark:border-slate-700"
            />
          ) : (
            <div className="h-20 w-32 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" aria-hidden="true" />
          )}
          <div className="flex flex-col items-start gap-1">
            {choice.state === 'new' && choice.fromVideo && (
              <p className="text-slate-600 dark:text-slate-300">A frame from the video</p>
            )}
            <Button variant="secondary" onClick={() => onChange({ state: 'none' })} aria-label={`Remove ${label}`}>
              Remove
            </Button>
          </div>
        </div>
      )}
      <input
        id={inputId}
        type="file"
        accept={FILE_RULES.image.types.join(',')}
        onChange={(event) => {
          choose(event.target.files?.[0] ?? null);
          event.target.value = '';
        }}
      />
      <p className="text-xs text-slate-500 dark:text-slate-400">
        JPEG, PNG or WebP, up to {formatBytes(FILE_RULES.image.maxBytes)}.
      </p>
      {refusal && <Alert>{refusal}</Alert>}
    </div>
  );
}
