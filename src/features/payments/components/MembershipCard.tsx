import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { formatMoney } from '@/lib/money';
import { toProviderMessage } from '@/lib/errors';
import { useOnline } from '@/lib/use-online';
import type { MembershipRow, MembershipStatus } from '../api/client-payment-rows';
import { useCardPortal, useSetMembershipCancel } from '../api/membership-writes';
import { dayText } from '../lib/credit-words';
import { perInterval } from '../lib/product-summary';

const STATUS: Record<MembershipStatus, string> = {
  active: 'Active',
  past_due: 'Payment overdue: update your card',
  paused: 'Paused by the studio',
  ended: 'Ended',
};

function renewalText(membership: MembershipRow): string | null {
  if (!membership.current_period_end) return null;
  const day = dayText(membership.current_period_end);
  return membership.cancel_at_period_end ? `Ends on ${day}` : `Renews on ${day}`;
}

/** One membership: status, renewal or end date, price; cancel at period end (or undo) and the card. */
export function MembershipCard({ membership, currency }: { membership: MembershipRow; currency: string }) {
  const online = useOnline();
  const cancel = useSetMembershipCancel();
  const portal = useCardPortal();
  const renewal = renewalText(membership);
  const openPortal = () =>
    portal.mutate(undefined, {
      onSuccess: (url) => {
        if (url) window.location.assign(url);
      },
    });
  const failure = cancel.error ?? portal.error;
  return (
    <div className="flex flex-col gap-3">
      <div>
        <p className="font-medium text-slate-900 dark:text-white">{membership.description}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {[
            STATUS[membership.status],
            renewal,
            perInterval(formatMoney(membership.price_minor, currency), membership.billing_interval),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      {membership.cancel_at_period_end && (
        <Alert tone="info">Cancelled: it stays active until the end of the period you paid for, then stops.</Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          loading={cancel.isPending}
          disabled={!online}
          onClick={() => cancel.mutate({ membershipId: membership.id, cancel: !membership.cancel_at_period_end })}
        >
          {membership.cancel_at_period_end ? 'Keep my membership' : 'Cancel at period end'}
        </Button>
        {membership.provider === 'stripe' && (
          <Button variant="ghost" loading={portal.isPending} disabled={!online} onClick={openPortal}>
            Manage card
          </Button>
        )}
      </div>
      {portal.isSuccess && !portal.data && <Alert tone="info">There is no card to manage for this membership.</Alert>}
      {failure && <Alert>{toProviderMessage(failure, 'That did not work. Try again.')}</Alert>}
    </div>
  );
}
