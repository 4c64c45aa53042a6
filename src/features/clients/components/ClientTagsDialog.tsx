import { Modal } from '@/components/ui/Modal';
import { ClientTagsEditor } from './ClientTagsEditor';

/** The roster's tag editor for one client. */
export function ClientTagsDialog({
  client,
  onClose,
}: {
  client: { id: string; name: string } | null;
  onClose: () => void;
}) {
  return (
    <Modal title={client ? `Tags: ${client.name}` : 'Tags'} open={client !== null} onClose={onClose}>
      {client && <ClientTagsEditor clientId={client.id} clientName={client.name} />}
    </Modal>
  );
}
