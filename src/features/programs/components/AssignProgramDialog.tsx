import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { Modal } from '@/components/ui/Modal';
import { PageLoader } from '@/components/ui/PageLoader';
import { SearchField } from '@/components/ui/SearchField';
import { errorMessageOf } from '@/lib/errors';
import { useAssignableClients, useAssignProgram } from '../api/assign-program';
import { clientName } from '@/lib/person-name';

/** Picks one or several clients and gives each their own copy of the program. */
export function AssignProgramDialog({
  programId,
  open,
  onClose,
  onAssigned,
}: {
  programId: string;
  open: boolean;
  onClose: () => void;
  onAssigned: (names: string[]) => void;
}) {
  const clients = useAssignableClients(open);
  const assign = useAssignProgram();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(() => new Set());
  const visible = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return (clients.data ?? []).filter((client) => clientName(client).toLowerCase().includes(needle));
  }, [clients.data, query]);
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const close = () => {
    assign.reset();
    setChosen(new Set());
    onClose();
  };
  const submit = () => {
    const ids = [...chosen];
    const names = (clients.data ?? []).filter((client) => chosen.has(client.id)).map(clientName);
    assign.mutate(
      { programId, clientIds: ids },
      {
        onSuccess: () => {
          setChosen(new Set());
          onAssigned(names);
        },
      },
    );
  };
  return (
    <Modal title="Assign program" open={open} onClose={close}>
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Each client gets their own copy, so later edits here never change a program they are running. Their current
          program is marked completed.
        </p>
        <SearchField label="Search clients" value={query} onChange={setQuery} placeholder="Client name" />
        {clients.isPending ? (
          <PageLoader label="Loading clients" />
        ) : clients.error ? (
          <LoadError error={clients.error} what="your clients" onRetry={() => void clients.refetch()} />
        ) : visible.length === 0 ? (
          <p className="py-3 text-center text-sm text-slate-500">No client matches.</p>
        ) : (
          <ul aria-label="Clients" className="flex max-h-72 flex-col overflow-y-auto">
            {visible.map((client) => (
              <li key={client.id}>
                <label className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-slate-100 dark:hover:bg-slate-800">
                  <input type="checkbox" checked={chosen.has(client.id)} onChange={() => toggle(client.id)} />
                  {clientName(client)}
                </label>
              </li>
            ))}
          </ul>
        )}
        {assign.error && <Alert>{errorMessageOf(assign.error) || 'The program could not be assigned.'}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={chosen.size === 0} loading={assign.isPending}>
            {chosen.size > 1 ? `Assign to ${chosen.size} clients` : 'Assign'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
