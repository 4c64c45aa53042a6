import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { TextField } from '@/components/ui/TextField';
import type { ClientType } from '@/lib/account-enums';
import type { SentInvitation } from '../api/invitations';
import { useSendInvitation } from '../api/use-invitations';
import { ClientPlacementFields } from './ClientPlacementFields';
import { CopyField } from './CopyField';

type Method = 'email' | 'phone';
const METHODS = [
  { value: 'email' as const, label: 'Email' },
  { value: 'phone' as const, label: 'Phone' },
];

interface Form {
  method: Method;
  email: string;
  phone: string;
  clientType: ClientType;
  trainerId: string;
}
const EMPTY: Form = { method: 'email', email: '', phone: '', clientType: 'programming', trainerId: '' };

/** The problem with the form in words, or null (the server checks again). */
export function invitationFormProblem(form: Form, needsTrainer: boolean): string | null {
  if (form.method === 'email' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(form.email.trim())) {
    return 'Enter a valid email address';
  }
  if (form.method === 'phone' && form.phone.replace(/\D/g, '').length < 8) return 'Enter a valid phone number';
  if (needsTrainer && !form.trainerId) return 'Choose a trainer';
  return null;
}

/**
 * "Invite client": an email or phone, the client type, and (admins) the trainer. The invitation is
 * sent (printed to the console on the embedded backend); the link, and a phone invitation's code,
 * are shown once to copy, for a project with no email or SMS set up or to share another way.
 */
export function InviteClientDialog({
  open,
  onClose,
  trainers,
}: {
  open: boolean;
  onClose: () => void;
  trainers?: ReadonlyArray<{ value: string; label: string }>;
}) {
  const [form, setForm] = useState<Form>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<SentInvitation | null>(null);
  const send = useSendInvitation();
  const set = (patch: Partial<Form>) => setForm((current) => ({ ...current, ...patch }));

  const close = () => {
    setProblem(null);
    setSent(null);
    setForm(EMPTY);
    send.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = invitationFormProblem(form, Boolean(trainers));
    setProblem(found);
    if (found) return;
    const phone = form.phone.trim();
    send.mutate(
      {
        ...(form.method === 'email'
          ? { email: form.email.trim().toLowerCase() }
          : { phone: phone.startsWith('+') || phone.startsWith('00') ? phone : `+1${phone}` }),
        clientType: form.clientType,
        ...(trainers ? { trainerId: form.trainerId } : {}),
      },
      { onSuccess: setSent, onError: (error) => setProblem(error.message) },
    );
  };

  if (sent) {
    const to = form.method === 'email' ? form.email.trim() : form.phone.trim();
    return (
      <Modal title="Invitation sent" open={open} onClose={close}>
        <div className="flex flex-col gap-4">
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {sent.delivered
              ? `We sent the invitation to ${to}. It works once and expires in 7 days.`
              : `Email and SMS are not set up for this project: send ${to} this link yourself. It works once and expires in 7 days.`}
          </p>
          <CopyField label="Invitation link" value={sent.link} />
          {sent.code && <CopyField label="Code for registration" value={sent.code} />}
          <div className="flex justify-end">
            <Button onClick={close}>Done</Button>
          </div>
        </div>
      </Modal>
    );
  }

  return (
    <Modal title="Invite client" open={open} onClose={close}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <SegmentedControl
          label="Send by"
          options={METHODS}
          value={form.method}
          onChange={(method) => set({ method })}
        />
        {form.method === 'email' ? (
          <TextField
            key="email"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="off"
            value={form.email}
            onChange={(e) => set({ email: e.target.value })}
          />
        ) : (
          <TextField
            key="phone"
            label="Phone number"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            hint="+1 is added unless you start with another country code (+44 …)."
            value={form.phone}
            onChange={(e) => set({ phone: e.target.value })}
          />
        )}
        <ClientPlacementFields
          clientType={form.clientType}
          trainerId={form.trainerId}
          trainers={trainers}
          onChange={set}
        />
        {problem && <Alert>{problem}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending}>
            Send invitation
          </Button>
        </div>
      </form>
    </Modal>
  );
}
