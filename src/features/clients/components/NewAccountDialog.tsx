import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { TextField } from '@/components/ui/TextField';
import { toProviderMessage } from '@/lib/errors';
import { useCreateAccount } from '../api/use-roster';
import { EMPTY_NEW_ACCOUNT, toNewAccount, type NewAccountForm } from '../lib/new-account';
import { ClientPlacementFields } from './ClientPlacementFields';

/**
 * Create a client (assigned to the trainer who creates them, or to the trainer an admin picks)
 * or, for admins, a trainer. A refused request keeps everything typed.
 */
export function NewAccountDialog({
  kind,
  open,
  onClose,
  trainers,
}: {
  kind: 'client' | 'trainer';
  open: boolean;
  onClose: () => void;
  /** Given to admins creating a client: who will coach them. */
  trainers?: ReadonlyArray<{ value: string; label: string }>;
}) {
  const [form, setForm] = useState<NewAccountForm>(EMPTY_NEW_ACCOUNT);
  const [message, setMessage] = useState<string | null>(null);
  const create = useCreateAccount();
  const set = (patch: Partial<NewAccountForm>) => setForm((current) => ({ ...current, ...patch }));

  const close = () => {
    setMessage(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = toNewAccount(form, kind, Boolean(trainers));
    if (!result.ok) return setMessage(result.message);
    setMessage(null);
    create.mutate(result.account, {
      onSuccess: () => {
        setForm(EMPTY_NEW_ACCOUNT);
        close();
      },
      onError: (error) => setMessage(toProviderMessage(error, `Could not create the ${kind}. Please try again.`)),
    });
  };

  return (
    <Modal title={kind === 'client' ? 'New client' : 'New trainer'} open={open} onClose={close}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="First name"
            autoComplete="off"
            value={form.firstName}
            onChange={(e) => set({ firstName: e.target.value })}
          />
          <TextField
            label="Last name"
            autoComplete="off"
            value={form.lastName}
            onChange={(e) => set({ lastName: e.target.value })}
          />
        </div>
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          value={form.email}
          onChange={(e) => set({ email: e.target.value })}
        />
        <TextField
          label="Temporary password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters; share it with them so they can sign in and change it."
          value={form.password}
          onChange={(e) => set({ password: e.target.value })}
        />
        {kind === 'client' && (
          <ClientPlacementFields
            clientType={form.clientType}
            trainerId={form.trainerId}
            trainers={trainers}
            onChange={set}
          />
        )}
        {message && <Alert>{message}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            {kind === 'client' ? 'Create client' : 'Create trainer'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
