import { Download, ExternalLink, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/cn';
import { toUserMessage } from '@/lib/errors';
import { useOnline } from '@/lib/use-online';
import { useForgetDocument, useSaveDocument, useSavedDocumentBlob } from '../../api/saved-documents';
import { useSignedFileUrl } from '../../api/signed-file-url';
import type { LibraryItem } from '../lib/library';

/** A new-tab link that looks like the primary button. */
export const externalButton = cn(
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-emerald-700 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-600',
  focusRing,
);

/**
 * Points the link and the frame at the device's copy while it is shown (an address made for the
 * blob, set on the elements directly and revoked when it goes).
 */
function useBlobAddress(blob: Blob | null | undefined) {
  const anchor = useRef<HTMLAnchorElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    if (anchor.current) anchor.current.href = made;
    if (frame.current) frame.current.src = made;
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return { anchor, frame };
}

/**
 * A PDF: opened in the browser's own viewer (a new tab, which every phone can do; a frame beside it
 * on wider screens), from the device's copy when the client saved it for offline, else from a
 * signed address. "Save for offline" keeps the file on this device for this account.
 */
export function DocumentViewer({ item, userId, savedHere }: { item: LibraryItem; userId: string; savedHere: boolean }) {
  const online = useOnline();
  const saved = useSavedDocumentBlob(userId, item.id, savedHere);
  const { anchor, frame } = useBlobAddress(saved.data);
  const signed = useSignedFileUrl(item.storagePath, online && !savedHere);
  const save = useSaveDocument(userId);
  const forget = useForgetDocument(userId);
  const url = saved.data ? undefined : signed.data;

  if (!saved.data && !url) {
    if (!online) {
      return <Alert tone="info">You&apos;re offline and this document isn&apos;t saved on this device.</Alert>;
    }
    if (signed.error)
      return <LoadError error={signed.error} what="this document" onRetry={() => void signed.refetch()} />;
    return <Spinner label="Loading the document" />;
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <a ref={anchor} href={url} target="_blank" rel="noopener" className={externalButton}>
          <ExternalLink aria-hidden="true" className="size-4" />
          Open the PDF
        </a>
        {savedHere ? (
          <Button variant="secondary" onClick={() => forget.mutate(item.id)} disabled={forget.isPending}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remove from this device
          </Button>
        ) : (
          item.storagePath && (
            <Button
              variant="secondary"
              loading={save.isPending}
              disabled={!online}
              onClick={() =>
                item.storagePath &&
                save.mutate({ id: item.id, title: item.title, storagePath: item.storagePath, mimeType: item.mimeType })
              }
            >
              <Download aria-hidden="true" className="size-4" />
              Save for offline
            </Button>
          )
        )}
      </div>
      {savedHere && (
        <p className="text-sm text-slate-600 dark:text-slate-400">Saved on this device: opens with no signal.</p>
      )}
      {save.error && <Alert>{toUserMessage(save.error, 'The document could not be saved. Please try again.')}</Alert>}
      {/* Phones open PDFs in their own viewer (the button); a wider screen shows it here too. */}
      <iframe
        ref={frame}
        title={item.title}
        src={url}
        className="hidden h-[60vh] w-full rounded-xl border border-slate-200 sm:block dark:border-slate-800"
      />
    </div>
  );
}
