import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Chip } from '@/components/ui/Chip';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { toProviderMessage } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import type { ClientMembership } from '../api/client-memberships';
import type { StudioMoney } from '../api/studio-money';
import { useClientMemberships } from '../api/client-memberships';
import { useChangeMembership, type MembershipAction } from '../api/staff-membership-action';
import { formatStudioDate } from '../lib/money-dates';
import { intervalLabel, MEMBERSHIP_STATUS_LABELS, MEMBERSHIP_STATUS_TONES } from '../lib/money-status-labels';
import { MoneyPanel, mutedText } from './MoneyPanel';

const CONFIRM: Partial<Record<MembershipAction, { title: string; body: string; label: string }>> = {
  cancel: {
    title: 'Cancel at period end?',
    body: 'The membership stays active until the end of this period, then ends. No further payment is taken.',
    label: 'Cancel at period end',
  },
  pause: {
    title: 'Pause the membership?',
    body: 'While paused the client is not billed and gets no new credits; unpause to continue.',
    label: 'Pause',
  },
};
const DONE: Record<MembershipAction, string> = {
  cancel: 'The membership will end at the end of this period.',
  resume: 'The membership will continue.',
  pause: 'The membership is paused.',
  unpause: 'The membership is active again.',
};

/** The client's membership: status, period, what it grants; admins pause, unpause or cancel it. */
export function MembershipPanel({
  clientId,
  studio,
  isAdmin,
  onDone,
}: {
  clientId: string;
  studio: StudioMoney;
  isAdmin: boolean;
  onDone: (message: string) => void;
}) {
  const memberships = useClientMemberships(clientId);
  const change = useChangeMembership(clientId);
  const [asking, setAsking] = useState<{ id: string; action: MembershipAction } | null>(null);
  const run = (id: string, action: MembershipAction) =>
    change.mutate(
      { membershipId: id, action },
      {
        onSuccess: () => {
          setAsking(null);
          onDone(DONE[action]);
        },
      },
    );
  const shown = memberships.data?.filter((m, index) => m.status !== 'ended' || index === 0) ?? [];
  const confirm = asking ? CONFIRM[asking.action] : undefined;
  const error = change.error
    ? toProviderMessage(change.error, 'The membership could not be changed. Try again.')
    : null;

  return (
    <MoneyPanel title="Membership">
      {memberships.isPending ? (
        <Spinner label="Loading the membership" />
      ) : memberships.error ? (
        <LoadError error={memberships.error} what="the membership" onRetry={() => void memberships.refetch()} />
      ) : shown.length === 0 ? (
        <p className={mutedText}>No membership.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {shown.map((membership) => (
            <li
              key={membership.id}
              className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800"
            >
              <MembershipFacts membership={membership} studio={studio} />
              {isAdmin && membership.status !== 'ended' && (
                <div role="group" aria-label={`Change ${membership.description}`} className="flex flex-wrap gap-2">
                  {membership.status === 'paused' ? (
                    <Button
                      variant="secondary"
                      className="min-h-9 px-3"
                      loading={change.isPending}
                      onClick={() => run(membership.id, 'unpause')}
                    >
                      Unpause
                    </Button>
                  ) : (
                    <Button
                      variant="secondary"
                      className="min-h-9 px-3"
                      disabled={change.isPending}
                      onClick={() => setAsking({ id: membership.id, action: 'pause' })}
                    >
                      Pause
                    </Button>
                  )}
                  {membership.cancel_at_period_end ? (
                    <Button
                      variant="secondary"
                      className="min-h-9 px-3"
                      loading={change.isPending}
                      onClick={() => run(membership.id, 'resume')}
                    >
                      Keep the membership
                    </Button>
                  ) : (
                    <Button
                      variant="ghost"
                      className="min-h-9 px-3"
                      disabled={change.isPending}
                      onClick={() => setAsking({ id: membership.id, action: 'cancel' })}
                    >
                      Cancel at period end…
                    </Button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && !asking && <Alert>{error}</Alert>}
      {asking && confirm && (
        <ConfirmDialog
          title={confirm.title}
          open
          confirmLabel={confirm.label}
          cancelLabel="Back"
          tone={asking.action === 'cancel' ? 'danger' : 'primary'}
          busy={change.isPending}
          error={error}
          onConfirm={() => run(asking.id, asking.action)}
          onClose={() => setAsking(null)}
        >
          <p>{confirm.body}</p>
        </ConfirmDialog>
      )}
    </MoneyPanel>
  );
}

function MembershipFacts({ membership, studio }: { membership: ClientMembership; studio: StudioMoney }) {
  const date = (iso: string) => formatStudioDate(iso, studio.timeZone);
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-words text-slate-900 dark:text-white">{membership.description}</span>
        <Chip tone={MEMBERSHIP_STATUS_TONES[membership.status]}>{MEMBERSHIP_STATUS_LABELS[membership.status]}</Chip>
        {membership.cancel_at_period_end && membership.status !== 'ended' && (
          <Chip tone="warning">Cancels at period end</Chip>
        )}
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-200">
        {formatMoney(membership.price_minor, membership.currency)} a {intervalLabel(membership.billing_interval)} ·{' '}
        {membership.credits_per_period === null
          ? 'unlimited sessions'
          : `${membership.credits_per_period} credits a ${intervalLabel(membership.billing_interval)}`}
      </p>
      {membership.status === 'ended'
        ? membership.ended_at && <p className={mutedText}>Ended {date(membership.ended_at)}</p>
        : membership.current_period_start &&
          membership.current_period_end && (
            <p className={mutedText}>
              This period {date(membership.current_period_start)} – {date(membership.current_period_end)}
              {membership.cancel_at_period_end ? ` · ends ${date(membership.current_period_end)}` : ''}
              {membership.status === 'past_due' && membership.past_due_since
                ? ` · payment failed ${date(membership.past_due_since)}`
                : ''}
            </p>
          )}
    </>
  );
}
