import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { TextField } from '@/components/ui/TextField';
import { toUserMessage } from '@/lib/errors';
import { useRevokeAccessKey } from '../api/desk-access-key';

/**
 * Revoking a client's check-in code, with the reason (kept on the key, shown on the profile), only
 * once confirmed: their phone keeps showing a code, and the desk refuses it as revoked until they
 * renew it on their Unlock page.
 */
export function RevokeKeyDialog({
  clientId,
  clientName,
  onClose,
}: {
  clientId: string;
  clientName: string;
  onClose: () => void;
}) {
  const revoke = useRevokeAccessKey(clientId);
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  return (
    <ConfirmDialog
      open
      title={`Revoke ${clientName}’s check-in code?`}
      confirmLabel="Revoke code"
      cancelLabel="Keep it"
      tone="danger"
      busy={revoke.isPending}
      confirmDisabled={trimmed.length === 0}
      error={revoke.error ? toUserMessage(revoke.error, 'The code could not be revoked. Try again.') : null}
      onConfirm={() => revoke.mutate(trimmed, { onSuccess: onClose })}
      onClose={onClose}
    >
      <p>
        The desk will refuse the code on their phone from now on. They can get a new one by renewing it on their Unlock
        page.
      </p>
      <TextField
        label="Reason"
        value={reason}
        maxLength={200}
        onChange={(event) => setReason(event.target.value)}
        placeholder="e.g. phone lost, code shared"
      />
    </ConfirmDialog>
  );
}
