import { Send } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { errorMessageOf } from '@/lib/errors';
import { useActiveCopies } from '../api/list-active-copies';
import { usePushProgram } from '../api/push-program';
import { clientName } from '@/lib/person-name';

/**
 * "Push changes to clients" on a template: after a confirmation that lists them, the clients still
 * on a copy of this template get its current settings and schedule. Their logs stay as they are.
 */
export function PushToClientsButton({ templateId }: { templateId: string }) {
  const [open, setOpen] = useState(false);
  const [pushed, setPushed] = useState<number | null>(null);
  const copies = useActiveCopies(templateId, open);
  const push = usePushProgram(templateId, (ids) => {
    setOpen(false);
    setPushed(ids.length);
  });
  const names = (copies.data ?? []).map((copy) => (copy.client ? clientName(copy.client) : 'A client'));
  const none = copies.isSuccess && names.length === 0;
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          push.reset();
          setPushed(null);
          setOpen(true);
        }}
      >
        <Send aria-hidden="true" className="size-4" /> Push changes to clients
      </Button>
      {pushed !== null && (
        <Alert tone="success">
          {pushed === 1 ? 'Updated 1 client program.' : `Updated ${pushed} client programs.`} Their logs are unchanged.
        </Alert>
      )}
      <ConfirmDialog
        title="Push changes to clients?"
        open={open}
        confirmLabel={
          none ? 'Nothing to update' : `Update ${names.length === 1 ? '1 client' : `${names.length} clients`}`
        }
        cancelLabel="Cancel"
        busy={push.isPending}
        confirmDisabled={!copies.isSuccess || none}
        error={push.error ? errorMessageOf(push.error) || 'The changes could not be pushed.' : null}
        onConfirm={() => push.mutate()}
        onClose={() => setOpen(false)}
      >
        {copies.isPending ? (
          <p>Finding the clients on this program…</p>
        ) : copies.error ? (
          <Alert>{errorMessageOf(copies.error) || 'The clients on this program could not be loaded.'}</Alert>
        ) : none ? (
          <p>No client is on an active copy of this program yet. Assign it first.</p>
        ) : (
          <div className="flex flex-col gap-2">
            <p>
              These clients' programs get this template's current settings and schedule. What they have logged stays as
              it is.
            </p>
            <ul aria-label="Clients to update" className="list-disc pl-5">
              {names.map((name, index) => (
                <li key={copies.data?.[index]?.id ?? name}>{name}</li>
              ))}
            </ul>
          </div>
        )}
      </ConfirmDialog>
    </>
  );
}
