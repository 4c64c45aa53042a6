import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { TextField } from '@/components/ui/TextField';
import { toProviderMessage } from '@/lib/errors';
import { useAction } from '@/lib/use-action';
import { sendPasswordResetEmail } from '../api/send-password-reset-email';
import { sendPhoneCode } from '../api/send-phone-code';
import { toLoginPhone } from '../lib/identifier';
import { RESET_FAILED_MESSAGE, validateResetRequest, type ContactMethod } from '../lib/validation';
import { CONTACT_OPTIONS } from './LoginForm';

export interface ResetTarget {
  method: ContactMethod;
  /** Email address, or the phone number with its +1 prefix. */
  address: string;
}

export function RequestResetForm({
  initial,
  onSent,
}: {
  initial: { method: ContactMethod; value: string };
  onSent: (target: ResetTarget) => void;
}) {
  const [method, setMethod] = useState<ContactMethod>(initial.method);
  const [values, setValues] = useState({
    email: initial.method === 'email' ? initial.value : '',
    phone: initial.method === 'phone' ? initial.value : '',
  });
  const [formError, setFormError] = useState<string | null>(null);
  const send = useAction({
    mutationFn: async (target: ResetTarget) => {
      if (target.method === 'email') await sendPasswordResetEmail(target.address);
      else await sendPhoneCode(target.address);
      return target;
    },
    onSuccess: onSent,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = values[method];
    const problem = validateResetRequest(method, value);
    setFormError(problem);
    if (problem) return;
    send.mutate({ method, address: method === 'email' ? value.trim().toLowerCase() : toLoginPhone(value) });
  };

  const error = formError ?? (send.isError ? toProviderMessage(send.error, RESET_FAILED_MESSAGE) : null);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <SegmentedControl label="Reset with" options={CONTACT_OPTIONS} value={method} onChange={setMethod} />
      {method === 'email' ? (
        <TextField
          key="email"
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => setValues((current) => ({ ...current, email: e.target.value }))}
          hint="We will email you a link to set a new password."
        />
      ) : (
        <TextField
          key="phone"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(e) => setValues((current) => ({ ...current, phone: e.target.value }))}
          hint="We will text you a code; +1 is added for you."
        />
      )}
      {error && <Alert>{error}</Alert>}
      <Button type="submit" fullWidth loading={send.isPending}>
        {method === 'email' ? 'Send reset link' : 'Send code'}
      </Button>
    </form>
  );
}
