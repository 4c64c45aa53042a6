import { CheckCircle2, ExternalLink } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/Button';
import { EmbeddedVideo } from '@/components/ui/EmbeddedVideo';
import { LoadError } from '@/components/ui/LoadError';
import { Modal } from '@/components/ui/Modal';
import { Spinner } from '@/components/ui/Spinner';
import type { ItemProgress, ProgressWriter } from '../../api/client-progress';
import { useSignedFileUrl } from '../../api/signed-file-url';
import { linkViewOf } from '@/lib/media/link-embed';
import type { LibraryItem } from '../lib/library';
import { DocumentViewer, externalButton } from './DocumentViewer';
import { VideoPlayer } from './VideoPlayer';

function ImageView({ item }: { item: LibraryItem }) {
  const url = useSignedFileUrl(item.storagePath);
  if (url.isPending) return <Spinner label="Loading the image" />;
  if (url.error) return <LoadError error={url.error} what="this image" onRetry={() => void url.refetch()} />;
  return <img src={url.data} alt={item.title} className="max-h-[70vh] w-full rounded-xl object-contain" />;
}

/** A link: YouTube and Vimeo play here (YouTube without cookies); any other address opens in a new tab. */
function LinkView({ item }: { item: LibraryItem }) {
  const view = item.url ? linkViewOf(item.url) : null;
  if (!view) return <p>This link can&apos;t be opened.</p>;
  if (view.provider === 'link') {
    return (
      <a href={view.href} target="_blank" rel="noopener noreferrer" className={externalButton}>
        <ExternalLink aria-hidden="true" className="size-4" />
        Open the link
      </a>
    );
  }
  return <EmbeddedVideo title={item.title} embedUrl={view.embedUrl} />;
}

/**
 * An item open in a dialog (full width on a phone): the video, document, image or link, its
 * description, and "Mark as done". Opening it records that the client opened it.
 */
export default function ItemViewer({
  item,
  userId,
  progress,
  savedHere,
  writer,
  onClose,
}: {
  item: LibraryItem;
  userId: string;
  progress: ItemProgress | undefined;
  savedHere: boolean;
  writer: ProgressWriter;
  onClose: () => void;
}) {
  useEffect(() => {
    void writer.opened(item);
  }, [item, writer]);
  const done = Boolean(progress?.completedAt);
  return (
    <Modal
      title={item.title}
      open
      onClose={onClose}
      className="w-[min(100%-1rem,56rem)]"
      footer={
        <div className="flex items-center justify-end gap-2">
          {done ? (
            <span className="inline-flex items-center gap-1 text-sm font-medium text-emerald-700 dark:text-emerald-300">
              <CheckCircle2 aria-hidden="true" className="size-4" />
              Done
            </span>
          ) : (
            <Button variant="secondary" onClick={() => void writer.completed(item)}>
              Mark as done
            </Button>
          )}
          <Button onClick={onClose}>Close</Button>
        </div>
      }
    >
      <div className="flex flex-col gap-3">
        {item.kind === 'video' && <VideoPlayer item={item} startAt={progress?.positionSeconds ?? 0} writer={writer} />}
        {item.kind === 'document' && <DocumentViewer item={item} userId={userId} savedHere={savedHere} />}
        {item.kind === 'image' && <ImageView item={item} />}
        {item.kind === 'link' && <LinkView item={item} />}
        {item.description && (
          <p className="whitespace-pre-line text-sm text-slate-700 dark:text-slate-300">{item.description}</p>
        )}
      </div>
    </Modal>
  );
}
