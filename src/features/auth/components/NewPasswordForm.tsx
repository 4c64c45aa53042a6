import { useAction } from '@/lib/use-action';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { toProviderMessage } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { updatePassword } from '../api/update-password';
import { establishSession } from '../lib/session';
import { validateNewPassword } from '../lib/validation';
import { useRecoveryStore } from '../stores/recovery-store';

/** Sets the new password on the recovery session, then signs the person in. */
export function NewPasswordForm() {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const save = useAction({
    mutationFn: async (next: string) => {
      await updatePassword(next);
      const { data } = await supabase.auth.getUser();
      useRecoveryStore.getState().setActive(false);
      if (data.user) await establishSession(data.user.id, 'login');
    },
    onSuccess: () => navigate('/', { replace: true }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateNewPassword(password, confirm);
    setFormError(problem);
    if (!problem) save.mutate(password);
  };

  const error =
    formError ?? (save.isError ? toProviderMessage(save.error, 'Failed to update password. Please try again.') : null);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        hint="At least 8 characters."
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      {error && <Alert>{error}</Alert>}
      <Button type="submit" fullWidth loading={save.isPending}>
        Save new password
      </Button>
    </form>
  );
}
