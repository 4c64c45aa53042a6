import { useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { getInvitationPreview, type InvitationPreview } from '../api/invitation-preview';
import { useAcceptInvitation } from '../api/use-accept-invitation';
import { INVITATION_NOT_FOUND, UNUSABLE_INVITATION } from '../lib/invitation-status-text';
import { displayName } from '../lib/profile';
import { useAuthStore } from '../stores/auth-store';

type Load =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'done'; preview: InvitationPreview | null };

/**
 * `/join/<token>` for someone already signed in (the link opened on a phone where they have an
 * account). A client without a coach accepts it here; the database decides (the invited address,
 * one coach, client accounts only) and its refusal is shown in its words. A coach or admin who
 * opens a client's link is told to sign out first; `signOut` is the shell's button for that, and
 * once signed out the same address opens registration.
 */
export function AcceptInvitationPage({ signOut }: { signOut: ReactNode }) {
  const { token = '' } = useParams();
  const user = useAuthStore((state) => state.user);
  const role = useAuthStore((state) => state.userRole);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const accept = useAcceptInvitation(user?.id);

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
      <Frame title="Opening your invitation">
        <Spinner label="Opening your invitation" />
      </Frame>
    );
  }
  if (load.state === 'error') {
    return (
      <Frame title="Could not open the invitation">
        <Alert>{load.message}</Alert>
        <Button
          onClick={() => {
            setLoad({ state: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          Try again
        </Button>
      </Frame>
    );
  }
  const preview = load.preview;
  if (accept.isSuccess) {
    const coach = preview?.trainerName ?? 'your coach';
    return (
      <Frame title={`Welcome to ${coach}'s clients`}>
        <Alert tone="success">You're now a client of {coach}. Their plans and messages show on Today.</Alert>
        <ButtonLink to="/">Go to Today</ButtonLink>
      </Frame>
    );
  }
  if (!preview) return <Unusable {...INVITATION_NOT_FOUND} />;
  if (preview.status !== 'invited') return <Unusable {...UNUSABLE_INVITATION[preview.status]} />;

  const coach = preview.trainerName ?? 'Your coach';
  const invited = preview.email ?? preview.phone ?? 'someone else';
  if (role !== 'client') {
    return (
      <Frame title={`${coach} invited a new client`}>
        <p className="text-slate-700 dark:text-slate-300">
          You're signed in as {displayName(user)}, a coach account. This invitation is for {invited}: sign out on this
          device, then open the link again to create their account.
        </p>
        <div className="max-w-xs rounded-lg border border-slate-200 dark:border-slate-700">{signOut}</div>
      </Frame>
    );
  }
  return (
    <Frame title={`Join ${coach} on Liftwise`}>
      <p className="text-slate-700 dark:text-slate-300">
        {coach} invited {invited} to train with them. Accept to make {coach} your coach: they will see your workouts and
        can send you plans. You're signed in as {displayName(user)}.
      </p>
      {accept.error && <Alert>{accept.error.message}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => accept.mutate(token)} loading={accept.isPending}>
          Accept invitation
        </Button>
        <ButtonLink to="/" variant="secondary">
          Not now
        </ButtonLink>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        The link works once and expires on {new Date(preview.expiresAt).toLocaleDateString()}. Not you? Sign out and
        open it again to create a new account.
      </p>
    </Frame>
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4">
      <PageHeader title={title} />
      {children}
    </div>
  );
}

function Unusable({ title, text }: { title: string; text: string }) {
  return (
    <Frame title={title}>
      <p className="text-slate-700 dark:text-slate-300">{text}</p>
      <ButtonLink to="/" variant="secondary" className="self-start">
        Back to the app
      </ButtonLink>
    </Frame>
  );
}
