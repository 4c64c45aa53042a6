import { useRef, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { TextField } from '@/components/ui/TextField';
import { toProviderMessage } from '@/lib/errors';
import type { Label } from '../api/labels';
import type { Resource } from '../api/resources';
import { useSaveResource, type ResourceInput } from '../api/resource-writes';
import { initialImageChoice, storeImageChoice, type ImageChoice } from '../api/store-image';
import { uploadOnDemandFile } from '../api/upload-file';
import { formatDuration, parseDuration } from '../lib/duration';
import { linkViewOf, PROVIDER_LABEL } from '@/lib/media/link-embed';
import { FILE_RULES, formatBytes, kindOfFile, refusalOf, storagePathFor } from '../lib/resource-files';
import { probeVideo } from '@/lib/media/video-probe';
import { ImageField } from './ImageField';
import { LabelPicker } from './LabelPicker';
import { FormDialog } from '@/components/ui/FormDialog';
import { TextArea } from './TextArea';

type Source = 'link' | 'file';
const ACCEPT = Object.values(FILE_RULES)
  .flatMap((rule) => rule.types)
  .join(',');

/** Create or edit a resource: a link (YouTube and Vimeo recognised) or an uploaded video, PDF or image. */
export function ResourceDialog({
  resource,
  labels,
  onClose,
}: {
  resource: Resource | null;
  labels: readonly Label[];
  onClose: () => void;
}) {
  const [id] = useState(() => resource?.id ?? crypto.randomUUID());
  const [source, setSource] = useState<Source>(resource && resource.kind !== 'link' ? 'file' : 'link');
  const [title, setTitle] = useState(resource?.title ?? '');
  const [description, setDescription] = useState(resource?.description ?? '');
  const [url, setUrl] = useState(resource?.url ?? '');
  const [labelIds, setLabelIds] = useState<string[]>(resource?.labelIds ?? []);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const [thumbnail, setThumbnail] = useState<ImageChoice>(() => initialImageChoice(resource?.thumbnail_path));
  const [duration, setDuration] = useState(() =>
    resource?.duration_seconds ? formatDuration(resource.duration_seconds) : '',
  );
  const [probing, setProbing] = useState(false);
  const probeOf = useRef<File | null>(null);
  const save = useSaveResource();
  const view = url.trim() ? linkViewOf(url) : null;
  const kind = source === 'link' ? 'link' : file ? kindOfFile(file.type) : (resource?.kind ?? null);

  /** A chosen video's length fills the duration, and a frame of it is the thumbnail when none was given. */
  const probe = async (video: File) => {
    probeOf.current = video;
    setProbing(true);
    const { durationSeconds, frame } = await probeVideo(video);
    if (probeOf.current !== video) return;
    setProbing(false);
    if (durationSeconds) setDuration(formatDuration(durationSeconds));
    if (frame) {
      setThumbnail((current) =>
        current.state === 'none' || (current.state === 'new' && current.fromVideo)
          ? { state: 'new', image: frame, fromVideo: true }
          : current,
      );
    }
  };

  const chooseFile = (chosen: File | null) => {
    setFile(null);
    setError(undefined);
    probeOf.current = null;
    setProbing(false);
    // A frame of the previous video is no thumbnail for another file.
    setThumbnail((current) =>
      current.state === 'new' && current.fromVideo ? initialImageChoice(resource?.thumbnail_path) : current,
    );
    if (!chosen) return;
    const chosenKind = kindOfFile(chosen.type);
    const refusal = chosenKind
      ? refusalOf(chosen, chosenKind)
      : `“${chosen.name}” is not a video, PDF or image the library stores.`;
    if (refusal) return setError(refusal);
    setFile(chosen);
    if (!title.trim()) setTitle(chosen.name.replace(/\.[^.]+$/, ''));
    if (chosenKind === 'video') void probe(chosen);
  };

  const submit = async () => {
    if (!title.trim()) return setError('Give the resource a title.');
    const seconds = kind === 'video' ? parseDuration(duration) : null;
    if (seconds === undefined) return setError('Type the length as minutes:seconds, e.g. 4:30 (up to 24 hours).');
    const base = { id, title: title.trim(), description, labelIds, duration_seconds: seconds };
    let input: Omit<ResourceInput, 'thumbnail_path'>;
    if (source === 'link') {
      if (!view) return setError('Enter a full https:// address, e.g. a YouTube or Vimeo link.');
      input = { ...base, kind: 'link', url: url.trim(), storage_path: null, mime_type: null, size_bytes: null };
    } else if (file) {
      const path = storagePathFor(id, file.name);
      setError(undefined);
      setProgress(0);
      try {
        await uploadOnDemandFile(path, file, setProgress);
      } catch (uploadError) {
        setProgress(null);
        return setError(uploadError instanceof Error ? uploadError.message : 'The upload failed. Try again.');
      }
      input = {
        ...base,
        kind: kindOfFile(file.type)!,
        url: null,
        storage_path: path,
        mime_type: file.type,
        size_bytes: file.size,
      };
    } else if (resource && resource.kind !== 'link') {
      input = { ...base, kind: resource.kind, url: null, storage_path: resource.storage_path };
    } else {
      return setError('Choose a file to upload.');
    }
    let image: Awaited<ReturnType<typeof storeImageChoice>>;
    try {
      image = await storeImageChoice(id, 'thumb', thumbnail, resource?.thumbnail_path ?? null);
    } catch (uploadError) {
      setProgress(null);
      return setError(
        uploadError instanceof Error ? `The thumbnail: ${uploadError.message}` : 'The thumbnail failed. Try again.',
      );
    }
    setError(undefined);
    save.mutate(
      {
        input: { ...input, thumbnail_path: image.path },
        isNew: !resource,
        stalePaths: [resource?.storage_path, image.stale],
      },
      { onSuccess: onClose },
    );
  };

  const uploading = progress !== null && progress < 1;
  return (
    <FormDialog
      title={resource ? 'Edit resource' : 'New resource'}
      saving={save.isPending || uploading || probing}
      saveLabel={resource ? 'Save resource' : 'Add resource'}
      onClose={onClose}
      onSave={() => void submit()}
    >
      {!resource && (
        <SegmentedControl
          label="Source"
          value={source}
          onChange={setSource}
          options={[
            { value: 'link', label: 'Link' },
            { value: 'file', label: 'Upload a file' },
          ]}
        />
      )}
      <TextField
        id="resource-title"
        label="Title"
        value={title}
        maxLength={200}
        onChange={(e) => setTitle(e.target.value)}
      />
      {source === 'link' ? (
        <div className="flex flex-col gap-1">
          <TextField
            id="resource-url"
            label="Link"
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=…"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
          {view && <p className="text-sm text-slate-600 dark:text-slate-300">{PROVIDER_LABEL[view.provider]}</p>}
        </div>
      ) : (
        <div className="flex flex-col gap-1.5 text-sm">
          <label htmlFor="resource-file" className="font-medium text-slate-700 dark:text-slate-200">
            File
          </label>
          <input
            id="resource-file"
            type="file"
            accept={ACCEPT}
            onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
          />
          <p className="text-xs text-slate-500 dark:text-slate-400">
            Videos up to {formatBytes(FILE_RULES.video.maxBytes)} (MP4, WebM, MOV), PDFs up to{' '}
            {formatBytes(FILE_RULES.document.maxBytes)}, images up to {formatBytes(FILE_RULES.image.maxBytes)}.
          </p>
          {resource?.storage_path && !file && <p>Keeps the current file unless you choose another.</p>}
          {progress !== null && (
            <progress aria-label="Upload progress" max={1} value={progress} className="w-full">
              {Math.round(progress * 100)}%
            </progress>
          )}
        </div>
      )}
      {kind === 'video' && (
        <TextField
          id="resource-duration"
          label="Length (minutes:seconds)"
          inputMode="numeric"
          placeholder="4:30"
          value={duration}
          hint={probing ? 'Reading the video…' : 'Read from the video when you choose one; change it if needed.'}
          onChange={(e) => setDuration(e.target.value)}
        />
      )}
      <ImageField
        label="Thumbnail (optional)"
        currentPath={resource?.thumbnail_path ?? null}
        choice={thumbnail}
        onChange={setThumbnail}
      />
      <TextArea label="Description (optional)" value={description} onChange={setDescription} />
      <LabelPicker legend="Labels" labels={labels} selected={labelIds} onChange={setLabelIds} />
      {error && <Alert>{error}</Alert>}
      {save.error && <Alert>{toProviderMessage(save.error, 'The resource could not be saved. Try again.')}</Alert>}
    </FormDialog>
  );
}
