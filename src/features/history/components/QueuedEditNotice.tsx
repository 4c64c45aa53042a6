import { AlertTriangle, CloudOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { QueuedEdit } from '@/features/training';
import { useEditQueue } from '../hooks/edit-queue';

/**
 * On a workout card whose edit waits on this device: "waiting to sync", or, when the server
 * refused it, why, with Fix (edit again; the fix replaces the refused edit) and Discard (after a
 * confirmation: the card goes back to what the server holds). Nothing is dropped on its own.
 */
export function QueuedEditNotice({ edit, onFix }: { edit: QueuedEdit; onFix: () => void }) {
  const queue = useEditQueue();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const discard = async () => {
    setBusy(true);
    try {
      await queue.discard(edit);
      setConfirming(false);
    } catch (caught) {
      console.error('Discarding the queued edit failed', caught);
      setError('Could not discard it on this device. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  if (!edit.refused) {
    return (
      <p
        data-testid="edit-sync-status"
        className="mx-4 -mt-2 mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-amber-800 dark:text-amber-300"
      >
        <CloudOff aria-hidden="true" className="size-4" />
        Edited on this device, waiting to sync
      </p>
    );
  }
  return (
    <div
      role="alert"
      data-testid="edit-sync-status"
      className="mx-4 mb-3 flex flex-col gap-2 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-500/40 dark:bg-red-500/10 dark:text-red-200"
    >
      <p className="flex gap-2">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Your edit was not accepted: {edit.lastError ?? 'the server refused it'}. It is kept on this device: fix it or
          discard it.
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onFix}>
          Fix edit
        </Button>
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          Discard edit
        </Button>
      </div>
      <ConfirmDialog
        title="Discard this edit?"
        open={confirming}
        tone="danger"
        confirmLabel="Discard edit"
        cancelLabel="Keep it"
        busy={busy}
        error={error}
        onConfirm={() => void discard()}
        onClose={() => setConfirming(false)}
      >
        <p>The changes you made to this workout are removed from this device. The workout stays as it was saved.</p>
      </ConfirmDialog>
    </div>
  );
}
