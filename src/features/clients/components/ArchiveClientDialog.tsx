import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { toProviderMessage } from '@/lib/errors';
import { useArchiveClient } from '../api/use-roster';
import type { RosterRow } from '../lib/roster-signals';

/** Archive (the client loses access, their history stays) or restore a client, after a confirmation. */
export function ArchiveClientDialog({ client, onClose }: { client: RosterRow | null; onClose: () => void }) {
  const archive = useArchiveClient();
  const restoring = client?.status === 'inactive';
  const close = () => {
    archive.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      title={restoring ? 'Restore client' : 'Archive client'}
      open={client !== null}
      confirmLabel={restoring ? 'Restore' : 'Archive'}
      cancelLabel="Cancel"
      tone={restoring ? 'primary' : 'danger'}
      busy={archive.isPending}
      error={archive.error ? toProviderMessage(archive.error, 'Could not change the client. Please try again.') : null}
      onClose={close}
      onConfirm={() => {
        if (client) archive.mutate({ clientId: client.client_id, archived: !restoring }, { onSuccess: close });
      }}
    >
      <p>
        {restoring
          ? `${client?.name ?? ''} becomes active again and can sign in and log workouts.`
          : `${client?.name ?? ''} can no longer sign in to see or log anything. Their history stays, and you can restore them at any time.`}
      </p>
    </ConfirmDialog>
  );
}
