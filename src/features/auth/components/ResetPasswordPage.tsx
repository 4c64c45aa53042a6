import { MailCheck, MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Alert } from '@/components/ui/Alert';
import type { ContactMethod } from '../lib/validation';
import { useRecoveryStore } from '../stores/recovery-store';
import { AuthLayout } from './AuthLayout';
import { NewPasswordForm } from './NewPasswordForm';
import { RequestResetForm, type ResetTarget } from './RequestResetForm';
import { VerifyCodeForm } from './VerifyCodeForm';

function readInitial(state: unknown): { method: ContactMethod; value: string } {
  const record = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const method = record.method === 'phone' ? 'phone' : 'email';
  return { method, value: typeof record.value === 'string' ? record.value : '' };
}

const backLink =
  'inline-flex min-h-11 w-full items-center justify-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800';

export default function ResetPasswordPage() {
  const initial = readInitial(useLocation().state);
  const recovering = useRecoveryStore((state) => state.active);
  const [sent, setSent] = useState<ResetTarget | null>(null);
  const [codeVerified, setCodeVerified] = useState(false);

  // The code form marks the session as a recovery one before it asks the provider (see
  // VerifyCodeForm), so `recovering` is already true while the code is checked: switching forms on
  // it alone would unmount the code form and drop the provider's "invalid code" answer.
  if (recovering && (!sent || sent.method === 'email' || codeVerified)) {
    return (
      <AuthLayout title="Set a new password" subtitle="Choose a password you have not used here before.">
        <NewPasswordForm />
      </AuthLayout>
    );
  }

  if (sent) {
    const Icon = sent.method === 'email' ? MailCheck : MessageSquareText;
    return (
      <AuthLayout title={sent.method === 'email' ? 'Check your email' : 'Check your phone'}>
        <Alert tone="success">
          <span className="flex items-start gap-2">
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {sent.method === 'email'
                ? `If an account exists for ${sent.address}, we sent a link to reset your password.`
                : `We sent a code to ${sent.address}. Enter it below to set a new password.`}
            </span>
          </span>
        </Alert>
        {sent.method === 'phone' && <VerifyCodeForm phone={sent.address} onVerified={() => setCodeVerified(true)} />}
        <Link to="/login" className={`${backLink} mt-4`}>
          Back to login
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Reset your password" subtitle="We will help you get back in.">
      <RequestResetForm initial={initial} onSent={setSent} />
      <Link to="/login" className={`${backLink} mt-4`}>
        Back to login
      </Link>
    </AuthLayout>
  );
}
