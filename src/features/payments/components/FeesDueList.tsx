import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { formatMoney } from '@/lib/money';
import { toProviderMessage } from '@/lib/errors';
import { useOnline } from '@/lib/use-online';
import { BUY_OFFLINE_MESSAGE, useStartCheckout } from '../api/checkout-writes';
import type { OrderRow } from '../api/client-payment-rows';
import { dayText } from '../lib/credit-words';

/** Fees the studio's rules charged (a late cancellation, a no-show), each with Pay. */
export function FeesDueList({ fees, returnPath }: { fees: readonly OrderRow[]; returnPath: string }) {
  const online = useOnline();
  const start = useStartCheckout();
  const [paying, setPaying] = useState<string | null>(null);
  const pay = (orderId: string) => {
    setPaying(orderId);
    start.mutate(
      { orderId, returnPath },
      {
        onSuccess: (started) => {
          if (started.checkoutUrl) window.location.assign(started.checkoutUrl);
        },
        onError: () => setPaying(null),
      },
    );
  };
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
        {fees.map((fee) => (
          <li key={fee.id} className="flex items-center justify-between gap-3 py-2 first:pt-0 last:pb-0">
            <div className="min-w-0">
              <p className="font-medium text-slate-900 dark:text-white">{fee.description}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {formatMoney(fee.amount_minor, fee.currency)} · charged {dayText(fee.created_at)}
              </p>
            </div>
            <Button
              className="shrink-0"
              onClick={() => pay(fee.id)}
              loading={paying === fee.id}
              disabled={!online || (paying !== null && paying !== fee.id)}
              aria-label={`Pay ${fee.description}`}
            >
              Pay
            </Button>
          </li>
        ))}
      </ul>
      {!online && <Alert tone="info">{BUY_OFFLINE_MESSAGE}</Alert>}
      {start.error && <Alert>{toProviderMessage(start.error, 'The payment could not be started. Try again.')}</Alert>}
    </div>
  );
}
