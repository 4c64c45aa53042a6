import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { CREATE_USER_SUCCESS_CLOSE_MS } from '@/lib/constants';
import { toProviderMessage } from '@/lib/errors';
import { useCreateUser } from '../api/use-users';
import {
  EMPTY_CREATE_USER_FORM,
  toCreateUserRequest,
  validateCreateUser,
  type CreateUserForm as Form,
} from '../lib/create-user-form';
import { CLIENT_TYPE_OPTIONS, ROLE_OPTIONS } from './options';

const GENDER_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
];

/** Creates an account through the create-user function; a success panel shows for 2 s, then closes. */
export function CreateUserForm({ onDone }: { onDone: () => void }) {
  const create = useCreateUser();
  const [form, setForm] = useState<Form>(EMPTY_CREATE_USER_FORM);
  const [formError, setFormError] = useState<string | null>(null);
  const update = (patch: Partial<Form>) => setForm((current) => ({ ...current, ...patch }));

  useEffect(() => {
    if (!create.isSuccess) return;
    const timer = setTimeout(onDone, CREATE_USER_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [create.isSuccess, onDone]);

  if (create.isSuccess) {
    return (
      <div role="status" className="flex flex-col items-center gap-2 py-8 text-center">
        <CheckCircle2 aria-hidden="true" className="size-10 text-emerald-500" />
        <p className="text-lg font-semibold">User created</p>
        <p className="text-sm text-slate-500 dark:text-slate-400">{form.email.trim().toLowerCase()} can sign in now.</p>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateCreateUser(form);
    setFormError(problem);
    if (!problem) create.mutate(toCreateUserRequest(form));
  };

  const error =
    formError ?? (create.isError ? toProviderMessage(create.error, 'Failed to create user. Please try again.') : null);

  return (
    <form onSubmit={submit} noValidate aria-label="Create user" className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="First name" value={form.firstName} onChange={(e) => update({ firstName: e.target.value })} />
        <TextField label="Last name" value={form.lastName} onChange={(e) => update({ lastName: e.target.value })} />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        value={form.email}
        onChange={(e) => update({ email: e.target.value })}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={(e) => update({ password: e.target.value })}
        hint="At least 8 characters."
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label="Role"
          options={ROLE_OPTIONS}
          value={form.role}
          onChange={(e) => update({ role: e.target.value as Form['role'] })}
        />
        {form.role === 'client' && (
          <SelectField
            label="Client type"
            options={CLIENT_TYPE_OPTIONS}
            value={form.clientType}
            onChange={(e) => update({ clientType: e.target.value as Form['clientType'] })}
          />
        )}
        <SelectField
          label="Gender"
          placeholder="Not set"
          options={GENDER_OPTIONS}
          value={form.gender}
          onChange={(e) => update({ gender: e.target.value as Form['gender'] })}
        />
      </div>
      {error && <Alert>{error}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={create.isPending}>
          Create user
        </Button>
      </div>
    </form>
  );
}
