import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { textActionClass } from '@/components/ui/TextButton';
import { TextField } from '@/components/ui/TextField';
import { toUserMessage } from '@/lib/errors';
import { useSignIn } from '../hooks/use-sign-in';
import { preferredLoginMethod, readLastLogin } from '../lib/remembered-login';
import { LOGIN_FAILED_MESSAGE, REQUIRED_FIELDS_MESSAGE, type ContactMethod } from '../lib/validation';

export const CONTACT_OPTIONS = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
] as const;

export function LoginForm() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [method, setMethod] = useState<ContactMethod>(preferredLoginMethod);
  const [identifiers, setIdentifiers] = useState({ email: readLastLogin('email'), phone: readLastLogin('phone') });
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const identifier = identifiers[method];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!identifier.trim() || !password) {
      setFormError(REQUIRED_FIELDS_MESSAGE);
      return;
    }
    signIn.mutate({ identifier, password, remember: method }, { onSuccess: () => navigate('/', { replace: true }) });
  };

  const error = formError ?? (signIn.isError ? toUserMessage(signIn.error, LOGIN_FAILED_MESSAGE) : null);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <SegmentedControl label="Sign in with" options={CONTACT_OPTIONS} value={method} onChange={setMethod} />
      {method === 'email' ? (
        <TextField
          key="email"
          label="Email"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={identifiers.email}
          onChange={(event) => setIdentifiers((current) => ({ ...current, email: event.target.value }))}
          placeholder="you@example.com"
        />
      ) : (
        <TextField
          key="phone"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={identifiers.phone}
          onChange={(event) => setIdentifiers((current) => ({ ...current, phone: event.target.value }))}
          placeholder="555 010 0001"
          hint="US numbers; +1 is added for you."
        />
      )}
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="-mt-2 flex justify-end">
        <Link to="/reset-password" state={{ method, value: identifier }} className={textActionClass}>
          Forgot password?
        </Link>
      </div>
      {error && <Alert>{error}</Alert>}
      <Button type="submit" fullWidth loading={signIn.isPending}>
        Sign in
      </Button>
    </form>
  );
}
