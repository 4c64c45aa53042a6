import { useAction } from '@/lib/use-action';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { toProviderMessage } from '@/lib/errors';
import { verifyPhoneCode } from '../api/verify-phone-code';
import { useRecoveryStore } from '../stores/recovery-store';

export function VerifyCodeForm({ phone, onVerified }: { phone: string; onVerified: () => void }) {
  const [code, setCode] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const verify = useAction({
    mutationFn: async (token: string) => {
      // Mark the coming session as a recovery one before it exists, so nothing signs the person in.
      useRecoveryStore.getState().setActive(true);
      try {
        await verifyPhoneCode(phone, token);
      } catch (error) {
        useRecoveryStore.getState().setActive(false);
        throw error;
      }
    },
    onSuccess: onVerified,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const token = code.replace(/\D/g, '');
    if (!token) {
      setFormError('Please enter the code we sent you');
      return;
    }
    setFormError(null);
    verify.mutate(token);
  };

  const error =
    formError ?? (verify.isError ? toProviderMessage(verify.error, 'That code did not work. Please try again.') : null);

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
      <TextField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      {error && <Alert>{error}</Alert>}
      <Button type="submit" fullWidth loading={verify.isPending}>
        Verify code
      </Button>
    </form>
  );
}
