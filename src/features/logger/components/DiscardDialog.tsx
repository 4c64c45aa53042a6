import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';

export const DISCARD_CONFIRMATION = 'Are you sure you want to discard this workout? All progress will be lost.';
export const DISCARD_FAILED = 'Failed to discard workout. Please try again.';

export function DiscardDialog({ onConfirm, onClose }: { onConfirm: () => Promise<void>; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (caught) {
      console.error('Discarding failed', caught);
      setError(DISCARD_FAILED);
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      title="Discard workout?"
      open
      tone="danger"
      confirmLabel="Discard"
      cancelLabel="Cancel"
      busy={busy}
      error={error}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <p>{DISCARD_CONFIRMATION}</p>
    </ConfirmDialog>
  );
}
