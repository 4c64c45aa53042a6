import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Chip } from '@/components/ui/Chip';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { formatMoney } from '@/lib/money';
import type { ClientOrder } from '../api/client-orders';
import type { StudioMoney } from '../api/studio-money';
import { useClientOrders } from '../api/client-orders';
import { formatStudioDate } from '../lib/money-dates';
import { ORDER_KIND_LABELS, ORDER_STATUS_LABELS, ORDER_STATUS_TONES } from '../lib/money-status-labels';
import { refundableMinor } from '../lib/refund-form';
import { MoneyPanel, mutedText } from './MoneyPanel';
import { RefundOrderDialog } from './RefundOrderDialog';

const REFUNDABLE = new Set<ClientOrder['status']>(['paid', 'partially_refunded']);

/** The client's orders: what, when, how much, its status and what was refunded; admins refund. */
export function ClientOrders({
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
  const orders = useClientOrders(clientId);
  const [refunding, setRefunding] = useState<string | null>(null);
  const order = orders.data?.find((o) => o.id === refunding);
  return (
    <MoneyPanel title="Orders">
      {orders.isPending ? (
        <Spinner label="Loading the orders" />
      ) : orders.error ? (
        <LoadError error={orders.error} what="the orders" onRetry={() => void orders.refetch()} />
      ) : orders.data.length === 0 ? (
        <p className={mutedText}>No orders yet.</p>
      ) : (
        <ul aria-label="Orders" className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
          {orders.data.map((o) => (
            <li key={o.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900 dark:text-white">{o.description}</p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  {ORDER_KIND_LABELS[o.kind]} · {formatStudioDate(o.paid_at ?? o.created_at, studio.timeZone)}
                </p>
              </div>
              <div className="flex flex-wrap items-center justify-end gap-2">
                <span className="font-semibold tabular-nums text-slate-900 dark:text-white">
                  {formatMoney(o.amount_minor, o.currency)}
                </span>
                <Chip tone={ORDER_STATUS_TONES[o.status]}>{ORDER_STATUS_LABELS[o.status]}</Chip>
                {o.refunded_minor > 0 && (
                  <span className="text-xs text-slate-600 dark:text-slate-300">
                    Refunded {formatMoney(o.refunded_minor, o.currency)}
                  </span>
                )}
                {isAdmin && REFUNDABLE.has(o.status) && refundableMinor(o) > 0 && (
                  <Button
                    variant="secondary"
                    className="min-h-9 px-3"
                    aria-label={`Refund ${o.description}`}
                    onClick={() => setRefunding(o.id)}
                  >
                    Refund
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {order && (
        <RefundOrderDialog
          clientId={clientId}
          order={order}
          onClose={() => setRefunding(null)}
          onDone={(message) => {
            setRefunding(null);
            onDone(message);
          }}
        />
      )}
    </MoneyPanel>
  );
}
