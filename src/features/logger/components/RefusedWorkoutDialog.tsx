import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { dropOutboxEntry, listOutbox } from '../storage/finish-queue';
import { useOutboxStore } from '../stores/outbox-store';
import type { OutboxEntry } from '../lib/session-schema';

/**
 * A finished workout the server keeps refusing: what it is, why, and the person's choice to keep
 * it on the device (it is retried) or remove it. Never removed without this confirmation.
 */
export function RefusedWorkoutDialog({
  entry,
  onRetry,
  onClose,
}: {
  entry: OutboxEntry;
  onRetry: () => void;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    setBusy(true);
    try {
      await dropOutboxEntry(entry);
      useOutboxStore.getState().setPending(await listOutbox(entry.userId));
      onClose();
    } catch (caught) {
      console.error('Removing the refused workout failed', caught);
      setError('Could not remove it from this device. Please try again.');
      setBusy(false);
    }
  };
  const sets = entry.payload.p_sets.length;
  return (
    <ConfirmDialog
      title="Workout not accepted"
      open
      tone="danger"
      confirmLabel="Remove from this device"
      cancelLabel="Keep and retry"
      busy={busy}
      error={error}
      onConfirm={() => void remove()}
      onClose={() => {
        onRetry();
        onClose();
      }}
    >
      <p>
        <strong>{entry.payload.p_log.workout_name || 'Workout'}</strong> ({sets} {sets === 1 ? 'set' : 'sets'}, finished{' '}
        {new Date(entry.createdAt).toLocaleString()}) was refused by the server: {entry.lastError}
      </p>
      <p>
        Keep it to retry later (for example after your coach fixes the exercise), or remove it. Removing it loses these
        sets.
      </p>
    </ConfirmDialog>
  );
}
