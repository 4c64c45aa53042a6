import { useCallback, useState } from 'react';
import { signOutWarnings } from '@/lib/sign-out-guard';
import { signOut } from '../api/sign-out';

/** Sign-out that first asks whether anything on this device is still unsent, and warns if so. */
export function useSignOutRequest() {
  const [pending, setPending] = useState(false);
  const [warnings, setWarnings] = useState<string[]>([]);

  const confirm = useCallback(async () => {
    setPending(true);
    setWarnings([]);
    await signOut().finally(() => setPending(false));
  }, []);

  const request = useCallback(async () => {
    setPending(true);
    const found = await signOutWarnings();
    if (found.length > 0) {
      setWarnings(found);
      setPending(false);
      return;
    }
    await confirm();
  }, [confirm]);

  const cancel = useCallback(() => setWarnings([]), []);
  return { pending, warnings, request, confirm, cancel };
}
