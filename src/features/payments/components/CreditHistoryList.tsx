import type { OrderRow } from '../api/client-payment-rows';
import type { LedgerEntry, NamedLot } from '../api/my-credit-history';
import { dayText, deltaText, reasonText } from '../lib/credit-words';
import { Muted } from './PaymentsSection';

/** Every credit in and out, newest first: the amount, the reason in words, the category and the date. */
export function CreditHistoryList({
  entries,
  lots,
  orders,
  timeZone,
}: {
  entries: readonly LedgerEntry[];
  lots: readonly NamedLot[];
  orders: readonly OrderRow[];
  /** The studio's zone: a session's time in the history is said in it. */
  timeZone?: string;
}) {
  if (entries.length === 0) return <Muted>Nothing yet: credits you buy and spend are listed here.</Muted>;
  const lotById = new Map(lots.map((lot) => [lot.id, lot]));
  const orderName = new Map(orders.map((order) => [order.id, order.description]));
  return (
    <ol className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
      {entries.map((entry) => {
        const lot = lotById.get(entry.lot_id);
        const orderId = entry.order_id ?? lot?.order_id ?? null;
        const what = lot?.service ? `${lot.service.name} (drop-in)` : (lot?.category?.name ?? '');
        const reason = reasonText({
          reason: entry.reason,
          delta: entry.delta,
          note: entry.note,
          booking: entry.booking,
          orderName: orderId ? (orderName.get(orderId) ?? null) : null,
          fromMembership: Boolean(lot?.membership_id),
          timeZone,
        });
        const tone =
          entry.delta > 0
            ? 'text-emerald-700 dark:text-emerald-300'
            : entry.delta < 0
              ? 'text-slate-900 dark:text-white'
              : 'text-slate-500 dark:text-slate-400';
        return (
          <li key={entry.id} className="flex items-start gap-3 py-2 first:pt-0 last:pb-0">
            <span className={`w-10 shrink-0 text-right font-semibold tabular-nums ${tone}`}>
              {deltaText(entry.delta)}
            </span>
            <div className="min-w-0">
              <p className="text-sm text-slate-900 dark:text-white">{reason}</p>
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {[what, dayText(entry.created_at)].filter(Boolean).join(' · ')}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
