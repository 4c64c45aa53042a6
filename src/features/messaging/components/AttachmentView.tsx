import { FileText, Play } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { cn } from '@/lib/cn';
import { useAttachmentUrl } from '../api/use-attachment-url';
import { formatBytes, kindOf } from '../lib/attachments';
import type { ShownMessage } from '../lib/thread';
import { useUploadProgress } from '../lib/upload-progress';

/** A link to a file still on this device (an unsent attachment), released when it is not shown. */
function useLocalUrl(file: Blob | undefined): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * A message's photo, video or file: a photo inline (tap opens it full size), a video player on a
 * signed link (Storage answers Range requests, so it starts at once and seeks), a file as a chip
 * that opens it. Until the message is sent, the file shown is the one on this device, with the
 * upload's progress. Loaded only when a thread holds an attachment.
 */
export default function AttachmentView({ message }: { message: ShownMessage }) {
  const mime = message.attachment_mime ?? '';
  const kind = kindOf(mime);
  const name = message.attachment_name ?? 'file';
  const local = useLocalUrl(message.localFile);
  const sentFile = useAttachmentUrl(local ? null : message.attachment_path);
  const poster = useAttachmentUrl(kind === 'video' && !local ? message.attachment_thumbnail_path : null);
  const progress = useUploadProgress(message.id);
  const [playing, setPlaying] = useState(false);
  const url = local ?? sentFile.data ?? null;
  const width = message.attachment_width ?? null;
  const height = message.attachment_height ?? null;
  const aspect = width && height ? `${width} / ${height}` : undefined;

  let body: React.ReactNode;
  if (sentFile.isError && !local) {
    body = <p className="px-1 py-2 text-xs">This file cannot be opened now.</p>;
  } else if (kind === 'image') {
    body = url ? (
      <a href={url} target="_blank" rel="noopener noreferrer" aria-label={`Open photo ${name}`}>
        <img
          src={url}
          alt={name}
          loading="lazy"
          className="max-h-72 w-full rounded-xl object-cover"
          style={{ aspectRatio: aspect }}
        />
      </a>
    ) : (
      <div className="w-56 animate-pulse rounded-xl bg-black/10" style={{ aspectRatio: aspect ?? '4 / 3' }} />
    );
  } else if (kind === 'video') {
    body =
      url && (playing || local) ? (
        <video
          src={url}
          poster={poster.data}
          controls
          playsInline
          preload="metadata"
          autoPlay={playing}
          aria-label={`Video ${name}`}
          className="max-h-80 w-full rounded-xl bg-black"
          style={{ aspectRatio: aspect }}
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          disabled={!url}
          aria-label={`Play video ${name}`}
          className="relative grid w-56 max-w-full place-items-center overflow-hidden rounded-xl bg-black text-white focus-visible:outline-2 focus-visible:outline-emerald-500"
          style={{ aspectRatio: aspect ?? '16 / 9' }}
        >
          {poster.data && <img src={poster.data} alt="" className="absolute inset-0 size-full object-cover" />}
          <span className="relative grid size-12 place-items-center rounded-full bg-black/60">
            <Play aria-hidden="true" className="size-6" />
          </span>
          {message.attachment_duration_seconds ? (
            <span className="absolute right-1.5 bottom-1.5 rounded bg-black/60 px-1 text-[11px]">
              {formatDuration(message.attachment_duration_seconds)}
            </span>
          ) : null}
        </button>
      );
  } else {
    body = (
      <a
        href={url ?? undefined}
        target="_blank"
        rel="noopener noreferrer"
        download={name}
        aria-disabled={!url}
        className={cn(
          'flex items-center gap-2 rounded-xl bg-black/10 px-3 py-2 no-underline focus-visible:outline-2 focus-visible:outline-emerald-500',
          !url && 'pointer-events-none opacity-70',
        )}
      >
        <FileText aria-hidden="true" className="size-5 shrink-0" />
        <span className="min-w-0">
          <span className="block truncate font-medium">{name}</span>
          <span className="block text-[11px] opacity-80">{formatBytes(message.attachment_size ?? 0)}</span>
        </span>
      </a>
    );
  }

  return (
    <div className="flex w-64 max-w-full flex-col gap-1">
      {body}
      {progress !== null && (
        <div
          role="progressbar"
          aria-label={`Uploading ${name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
          className="h-1.5 overflow-hidden rounded-full bg-black/20"
        >
          <div className="h-full bg-white" style={{ width: `${Math.round(progress * 100)}%` }} />
        </div>
      )}
    </div>
  );
}
