import { useState } from 'react';
import { formatMoney } from '@/lib/money';
import type { OrderRow } from '../api/client-payment-rows';
import { dayText, ORDER_STATUS_TEXT } from '../lib/credit-words';
import { Muted } from './PaymentsSection';
import { ReceiptDialog } from './ReceiptDialog';

/** Orders and receipts, newest first (fees still due are listed above, under "Fees due"). */
export function OrderList({ orders }: { orders: readonly OrderRow[] }) {
  const [open, setOpen] = useState<OrderRow | null>(null);
  const shown = orders.filter((order) => !(order.kind === 'fee' && order.status === 'pending'));
  if (shown.length === 0) return <Muted>No orders yet.</Muted>;
  return (
    <>
      <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
        {shown.map((order) => (
          <li key={order.id}>
            <button
              type="button"
              onClick={() => setOpen(order)}
              className="flex w-full items-start justify-between gap-3 py-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:hover:bg-slate-800/50"
              aria-label={`Receipt: ${order.description}, ${dayText(order.created_at)}`}
            >
              <span className="min-w-0">
                <span className="block text-sm font-medium text-slate-900 dark:text-white">{order.description}</span>
                <span className="block text-xs text-slate-500 dark:text-slate-400">
                  {dayText(order.paid_at ?? order.created_at)} · {ORDER_STATUS_TEXT[order.status]}
                </span>
              </span>
              <span className="shrink-0 text-sm font-semibold tabular-nums text-slate-900 dark:text-white">
                {formatMoney(order.amount_minor, order.currency)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <ReceiptDialog order={open} onClose={() => setOpen(null)} />
    </>
  );
}
