import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { TextField } from '@/components/ui/TextField';
import { toProviderMessage } from '@/lib/errors';
import type { Label } from '../api/labels';
import type { Resource } from '../api/resources';
import { useSaveResource, type ResourceInput } from '../api/resource-writes';
import { uploadOnDemandFile } from '../api/upload-file';
import { linkViewOf, PROVIDER_LABEL } from '../lib/link-embed';
import { FILE_RULES, formatBytes, kindOfFile, refusalOf, storagePathFor } from '../lib/resource-files';
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
  const save = useSaveResource();
  const view = url.trim() ? linkViewOf(url) : null;

  const chooseFile = (chosen: File | null) => {
    setFile(null);
    setError(undefined);
    if (!chosen) return;
    const kind = kindOfFile(chosen.type);
    const refusal = kind
      ? refusalOf(chosen, kind)
      : `“${chosen.name}” is not a video, PDF or image the library stores.`;
    if (refusal) return setError(refusal);
    setFile(chosen);
    if (!title.trim()) setTitle(chosen.name.replace(/\.[^.]+$/, ''));
  };

  const submit = async () => {
    if (!title.trim()) return setError('Give the resource a title.');
    const base = { id, title: title.trim(), description, labelIds };
    let input: ResourceInput;
    if (source === 'link') {
      if (!view) return setError('Enter a full https:// address, e.g. a YouTube or Vimeo link.');
      input = { ...base, kind: 'link', url: url.trim(), storage_path: null, mime_type: null, size_bytes: null };
    } else if (file) {
      const kind = kindOfFile(file.type)!;
      const path = storagePathFor(id, file.name);
      setError(undefined);
      setProgress(0);
      try {
        await uploadOnDemandFile(path, file, setProgress);
      } catch (uploadError) {
        setProgress(null);
        return setError(uploadError instanceof Error ? uploadError.message : 'The upload failed. Try again.');
      }
      input = { ...base, kind, url: null, storage_path: path, mime_type: file.type, size_bytes: file.size };
    } else if (resource && resource.kind !== 'link') {
      input = { ...base, kind: resource.kind, url: null, storage_path: resource.storage_path };
    } else {
      return setError('Choose a file to upload.');
    }
    setError(undefined);
    save.mutate({ input, isNew: !resource, replacedPath: resource?.storage_path }, { onSuccess: onClose });
  };

  const uploading = progress !== null && progress < 1;
  return (
    <FormDialog
      title={resource ? 'Edit resource' : 'New resource'}
      saving={save.isPending || uploading}
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
      <TextArea label="Description (optional)" value={description} onChange={setDescription} />
      <LabelPicker legend="Labels" labels={labels} selected={labelIds} onChange={setLabelIds} />
      {error && <Alert>{error}</Alert>}
      {save.error && <Alert>{toProviderMessage(save.error, 'The resource could not be saved. Try again.')}</Alert>}
    </FormDialog>
  );
}
