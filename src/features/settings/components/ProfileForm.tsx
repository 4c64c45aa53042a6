import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { formatPhoneForDisplay, useAuthStore, type AuthUser } from '@/features/auth';
import { toProviderMessage } from '@/lib/errors';
import { useUpdateProfileNames } from '../api/update-profile-names';

export function ProfileForm({ user }: { user: AuthUser }) {
  const isAdmin = useAuthStore((state) => state.userRole === 'admin');
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [formError, setFormError] = useState<string | null>(null);
  const save = useUpdateProfileNames(user.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const first = firstName.trim();
    const last = lastName.trim();
    if (!first || !last) {
      setFormError('Please fill in all required fields');
      return;
    }
    setFormError(null);
    save.mutate({ first, last });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Email"
          value={user.email ?? ''}
          readOnly
          placeholder="Not set"
          hint={
            isAdmin
              ? "As an admin, change sign-in details from the account's page under Staff or Clients."
              : 'Sign-in details are changed by an admin.'
          }
        />
        <TextField label="Phone" value={formatPhoneForDisplay(user.phone)} readOnly placeholder="Not set" />
      </div>
      {formError && <Alert>{formError}</Alert>}
      {save.isError && <Alert>{toProviderMessage(save.error, 'Failed to save your profile. Please try again.')}</Alert>}
      {save.isSuccess && <Alert tone="success">Profile saved.</Alert>}
      <div>
        <Button type="submit" loading={save.isPending}>
          Save profile
        </Button>
      </div>
    </form>
  );
}
