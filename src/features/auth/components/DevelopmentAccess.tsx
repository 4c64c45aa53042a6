import { Wrench } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { toUserMessage } from '@/lib/errors';
import { useSignIn } from '../hooks/use-sign-in';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../lib/demo-accounts';
import { DEV_LOGIN_FAILED_MESSAGE } from '../lib/validation';

/** One-click sign-in to a seeded demo account (development builds only). */
export default function DevelopmentAccess() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [open, setOpen] = useState(false);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);

  const signInAs = (email: string) => {
    setPendingEmail(email);
    signIn.mutate(
      { identifier: email, password: DEMO_PASSWORD },
      { onSuccess: () => navigate('/', { replace: true }), onSettled: () => setPendingEmail(null) },
    );
  };

  return (
    <section aria-label="Development Access" className="mt-6 border-t border-slate-200 pt-5 dark:border-slate-800">
      <Button variant="secondary" fullWidth aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        <Wrench aria-hidden="true" className="size-4" />
        Development Access
      </Button>
      {open && (
        <div className="mt-3 flex flex-col gap-2">
          <p className="text-xs text-slate-500 dark:text-slate-400">Sign in to a demo account (local data only).</p>
          {DEMO_ACCOUNTS.map((account) => (
            <Button
              key={account.email}
              variant="ghost"
              className="justify-between border border-slate-200 text-left dark:border-slate-800"
              loading={pendingEmail === account.email}
              disabled={signIn.isPending}
              onClick={() => signInAs(account.email)}
            >
              <span className="flex flex-col">
                <span>{account.label}</span>
                <span className="text-xs font-normal text-slate-500 dark:text-slate-400">{account.description}</span>
              </span>
            </Button>
          ))}
          {signIn.isError && <Alert>{toUserMessage(signIn.error, DEV_LOGIN_FAILED_MESSAGE)}</Alert>}
        </div>
      )}
    </section>
  );
}
