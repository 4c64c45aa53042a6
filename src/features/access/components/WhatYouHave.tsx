import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { dateText, timeText } from '../lib/access-dates';
import { allowedText, refusalText, type AccessStatus } from '../lib/access-status';
import { expiringLines, unlockLines } from '../lib/unlocks';
import { Hint } from './AccessCard';
import { UnlockList } from './UnlockList';

function Holdings({ status }: { status: AccessStatus }) {
  const credits = status.credits.filter((lot) => lot.remaining > 0);
  if (!status.membership && credits.length === 0) return <Hint>You have no membership or credits.</Hint>;
  return (
    <ul className="flex flex-col gap-1 text-sm text-slate-900 dark:text-white">
      {status.membership && (
        <li>
          {status.membership.status === 'ended' ? 'Ended membership' : 'Membership'}:{' '}
          <span className="font-medium">{status.membership.description}</span>
          {status.membership.current_period_end &&
            ` · ${status.membership.status === 'ended' ? 'ended' : 'until'} ${dateText(status.membership.current_period_end)}`}
        </li>
      )}
      {credits.map((lot) => (
        <li key={lot.category_id ?? lot.category_name}>
          {lot.remaining} credit{lot.remaining === 1 ? '' : 's'} of {lot.category_name ?? 'sessions'}
          {lot.next_expiry && ` · next expiry ${dateText(lot.next_expiry)}`}
        </li>
      ))}
    </ul>
  );
}

/** Whether the client may enter and why, what they hold, what it unlocks and what ends soon. */
export function WhatYouHave({ status, clientType }: { status: AccessStatus; clientType: string | null }) {
  const [now] = useState(() => Date.now());
  const expiring = expiringLines(status, now, dateText);
  return (
    <>
      {status.allowed ? (
        <Alert tone="success">{allowedText(status, timeText)}</Alert>
      ) : (
        <Alert>{refusalText(status.reason)}</Alert>
      )}
      <Holdings status={status} />
      <UnlockList lines={unlockLines(status, clientType)} />
      {expiring.map((line) => (
        <Alert key={line} tone="info">
          {line}
        </Alert>
      ))}
    </>
  );
}
