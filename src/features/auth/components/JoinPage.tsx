import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { getInvitationPreview, type InvitationPreview } from '../api/invitation-preview';
import { INVITATION_NOT_FOUND, UNUSABLE_INVITATION } from '../lib/invitation-status-text';
import { AuthLayout } from './AuthLayout';
import { RegisterForm } from './RegisterForm';

type Load =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'done'; preview: InvitationPreview | null };

/**
 * `/join/<token>`: the link of an invitation. Opens registration tied to the coach and client type,
 * with the invited address filled in; says in words when the link is unknown, used, expired or
 * withdrawn. Someone already signed in gets the signed-in page of the same address
 * (AcceptInvitationPage).
 */
export default function JoinPage() {
  const { token = '' } = useParams();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    getInvitationPreview(token).then(
      (preview) => live && setLoad({ state: 'done', preview }),
      (error: unknown) =>
        live &&
        setLoad({ state: 'error', message: error instanceof Error ? error.message : 'Could not open the invitation.' }),
    );
    return () => {
      live = false;
    };
  }, [token, attempt]);

  if (load.state === 'loading') {
    return (
      <AuthLayout title="Opening your invitation">
        <div className="flex justify-center">
          <Spinner label="Opening your invitation" />
        </div>
      </AuthLayout>
    );
  }
  if (load.state === 'error') {
    return (
      <AuthLayout title="Could not open the invitation">
        <Alert className="mb-4">{load.message}</Alert>
        <Button
          fullWidth
          onClick={() => {
            setLoad({ state: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          Try again
        </Button>
      </AuthLayout>
    );
  }
  const preview = load.preview;
  if (!preview) {
    return <Unusable {...INVITATION_NOT_FOUND} />;
  }
  if (preview.status !== 'invited') return <Unusable {...UNUSABLE_INVITATION[preview.status]} />;

  const coach = preview.trainerName ?? 'Your coach';
  return (
    <AuthLayout
      title={`Join ${coach} on Liftwise`}
      subtitle="Create your account to see the plan your coach made for you."
    >
      <RegisterForm
        invitation={{ token, trainerName: preview.trainerName, email: preview.email, phone: preview.phone }}
      />
      <p className="mt-5 text-center text-sm text-slate-600 dark:text-slate-400">
        The link works once and expires on {new Date(preview.expiresAt).toLocaleDateString()}.
      </p>
    </AuthLayout>
  );
}

function Unusable({ title, text }: { title: string; text: string }) {
  return (
    <AuthLayout title={title}>
      <p className="mb-5 text-center text-sm text-slate-700 dark:text-slate-300">{text}</p>
      <div className="flex flex-col gap-2 text-center text-sm">
        <Link to="/login" className="font-semibold text-emerald-700 hover:underline dark:text-emerald-400">
          Sign in
        </Link>
        <Link to="/register" className="font-semibold text-emerald-700 hover:underline dark:text-emerald-400">
          Create an account without an invitation
        </Link>
      </div>
    </AuthLayout>
  );
}
