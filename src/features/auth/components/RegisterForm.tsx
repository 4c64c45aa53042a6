import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { toProviderMessage } from '@/lib/errors';
import { useRegister } from '../hooks/use-register';
import { phoneFieldValue } from '../lib/identifier';
import { rememberLogin } from '../lib/remembered-login';
import { REGISTER_FAILED_MESSAGE, validateRegistration, type RegistrationInput } from '../lib/validation';
import { CONTACT_OPTIONS } from './LoginForm';

const GENDER_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
];

const EMPTY: RegistrationInput = {
  method: 'email',
  firstName: '',
  lastName: '',
  password: '',
  email: '',
  phone: '',
  gender: '',
};

/** An invitation the form registers for: its address is fixed (the invitation is bound to it). */
export interface RegisterInvitation {
  token: string;
  trainerName: string | null;
  email: string | null;
  /** Digits only, as stored. */
  phone: string | null;
}

export function RegisterForm({
  invitation,
  initialCode = '',
}: {
  invitation?: RegisterInvitation;
  /** A coach's join code from the link they shared (/register?code=...). */
  initialCode?: string;
}) {
  const navigate = useNavigate();
  const register = useRegister();
  const [form, setForm] = useState<RegistrationInput>(() =>
    invitation?.phone
      ? { ...EMPTY, method: 'phone', phone: `+${invitation.phone}` }
      : invitation?.email
        ? { ...EMPTY, email: invitation.email }
        : EMPTY,
  );
  const [code, setCode] = useState(initialCode);
  const fixed = Boolean(invitation);
  const [formError, setFormError] = useState<string | null>(null);
  const update = (patch: Partial<RegistrationInput>) => setForm((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateRegistration(form);
    setFormError(problem);
    if (problem) return;
    register.mutate(
      {
        ...form,
        gender: form.gender || null,
        ...(invitation ? { invitationToken: invitation.token, trainerName: invitation.trainerName } : { code }),
      },
      {
        onSuccess: (notice) => {
          rememberLogin(form.method, form.method === 'email' ? form.email : form.phone);
          navigate('/login', { replace: true, state: { notice } });
        },
      },
    );
  };

  const error = formError ?? (register.isError ? toProviderMessage(register.error, REGISTER_FAILED_MESSAGE) : null);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {!fixed && (
        <SegmentedControl
          label="Register with"
          options={CONTACT_OPTIONS}
          value={form.method}
          onChange={(method) => update({ method })}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          value={form.firstName}
          onChange={(e) => update({ firstName: e.target.value })}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          value={form.lastName}
          onChange={(e) => update({ lastName: e.target.value })}
        />
      </div>
      {form.method === 'email' ? (
        <TextField
          key="email"
          label="Email"
          type="email"
          autoComplete="email"
          value={form.email}
          readOnly={fixed}
          hint={fixed ? 'The invitation was sent to this address.' : undefined}
          onChange={(e) => update({ email: e.target.value })}
        />
      ) : (
        <TextField
          key="phone"
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          prefix={form.phone.startsWith('+') ? undefined : '+1'}
          value={form.phone}
          readOnly={fixed}
          onChange={(e) => update({ phone: phoneFieldValue(e.target.value) })}
          hint={
            fixed
              ? 'The invitation was sent to this number.'
              : 'Digits only; +1 is added unless you start with another country code (+44 …).'
          }
        />
      )}
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={(e) => update({ password: e.target.value })}
        hint="At least 8 characters."
      />
      <SelectField
        label="Gender (optional)"
        placeholder="Prefer not to say"
        options={GENDER_OPTIONS}
        value={form.gender}
        onChange={(e) => update({ gender: e.target.value as RegistrationInput['gender'] })}
      />
      <p className="-mt-2 text-xs text-slate-500 dark:text-slate-400">
        Optional. Used to offer cycle tracking where it applies.
      </p>
      {!fixed && (
        <TextField
          label="Coach or invitation code (optional)"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          hint="From your coach's invitation text or their join link."
        />
      )}
      {error && <Alert>{error}</Alert>}
      <Button type="submit" fullWidth loading={register.isPending}>
        Create account
      </Button>
    </form>
  );
}
