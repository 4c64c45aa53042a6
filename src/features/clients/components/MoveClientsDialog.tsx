import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { SelectField } from '@/components/ui/SelectField';
import { toProviderMessage } from '@/lib/errors';
import type { Trainer } from '../api/list-trainers';
import { useMoveClients } from '../api/use-roster';
import type { RosterRow } from '../lib/roster-signals';

/**
 * Move several of one trainer's clients to another, in one transaction. Their logs, programs and
 * records follow them: every policy keys on the client's trainer (docs/clients.md).
 */
export function MoveClientsDialog({
  from,
  clients,
  trainers,
  onClose,
}: {
  from: Trainer | null;
  clients: RosterRow[];
  trainers: Trainer[];
  onClose: () => void;
}) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [target, setTarget] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const move = useMoveClients();
  const targets = trainers
    .filter((trainer) => trainer.status === 'active' && trainer.id !== from?.id)
    .map((trainer) => ({ value: trainer.id, label: trainer.name || (trainer.email ?? trainer.id) }));

  const close = () => {
    setSelected(new Set());
    setTarget('');
    setMessage(null);
    onClose();
  };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = () => {
    if (selected.size === 0) return setMessage('Choose at least one client to move');
    if (!target) return setMessage('Choose the trainer to move them to');
    setMessage(null);
    move.mutate(
      { clientIds: [...selected], trainerId: target },
      {
        onSuccess: close,
        onError: (error) => setMessage(toProviderMessage(error, 'Could not move the clients. Please try again.')),
      },
    );
  };

  return (
    <Modal title={`Move ${from?.name ?? ''}'s clients`} open={from !== null} onClose={close}>
      <div className="flex flex-col gap-4 text-sm">
        {clients.length === 0 ? (
          <p>{from?.name} has no clients.</p>
        ) : (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-medium">Clients</legend>
            <label className="flex items-center gap-2 text-slate-600 dark:text-slate-400">
              <input
                type="checkbox"
                className="size-4"
                checked={selected.size === clients.length}
                onChange={(e) => setSelected(e.target.checked ? new Set(clients.map((c) => c.client_id)) : new Set())}
              />
              Select all ({clients.length})
            </label>
            <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto">
              {clients.map((client) => (
                <li key={client.client_id}>
                  <label className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      className="size-4"
                      checked={selected.has(client.client_id)}
                      onChange={() => toggle(client.client_id)}
                    />
                    {client.name || client.email}
                    {client.status !== 'active' && (
                      <span className="text-slate-600 dark:text-slate-400">(archived)</span>
                    )}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        <SelectField
          label="Move to"
          placeholder="Choose a trainer"
          options={targets}
          value={target}
          onChange={(e) => setTarget(e.target.value)}
        />
        {message && <Alert>{message}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} loading={move.isPending} disabled={clients.length === 0}>
            Move {selected.size || ''} {selected.size === 1 ? 'client' : 'clients'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
