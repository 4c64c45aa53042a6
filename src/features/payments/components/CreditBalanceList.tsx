import type { CreditBalance } from '../api/client-payment-rows';
import type { NamedLot } from '../api/my-credit-history';
import { dayText } from '../lib/credit-words';
import { Muted } from './PaymentsSection';

const lotKey = (row: { category_id: string | null; service_id: string | null }) =>
  row.service_id ? `s:${row.service_id}` : `c:${row.category_id ?? ''}`;

/** "3 expire on 12 Mar 2027 · 5 on 2 Apr 2027": each lot still holding credits, soonest first. */
function expiryLine(lots: readonly NamedLot[]): string {
  const dated = lots
    .filter((lot) => lot.remaining > 0)
    .sort((a, b) => (a.expires_at ?? '9999').localeCompare(b.expires_at ?? '9999'))
    .map((lot) =>
      lot.expires_at ? `${lot.remaining} expire on ${dayText(lot.expires_at)}` : `${lot.remaining} never expire`,
    );
  return dated.join(' · ');
}

/** The balance per category (or drop-in service), with when each part of it expires. */
export function CreditBalanceList({
  balances,
  lots,
}: {
  balances: readonly CreditBalance[];
  lots: readonly NamedLot[];
}) {
  if (balances.length === 0) return <Muted>No credits yet. Buy a pack or a membership below.</Muted>;
  return (
    <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
      {balances.map((row) => {
        const name = row.service_id ? `${row.service_name ?? 'Session'} (drop-in)` : (row.category_name ?? 'Credits');
        const ownLots = lots.filter((lot) => lotKey(lot) === lotKey(row));
        const expiry = row.unlimited
          ? 'Unlimited with your membership'
          : ownLots.length > 0
            ? expiryLine(ownLots)
            : row.next_expiry
              ? `Next expiry ${dayText(row.next_expiry)}`
              : 'No expiry';
        return (
          <li key={lotKey(row)} className="flex items-start justify-between gap-3 py-2 first:pt-0 last:pb-0">
            <div className="min-w-0">
              <p className="font-medium text-slate-900 dark:text-white">{name}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">{expiry}</p>
            </div>
            <p className="shrink-0 text-right text-2xl font-bold text-slate-900 tabular-nums dark:text-white">
              {row.unlimited ? '∞' : row.remaining}
              <span className="sr-only">
                {' '}
                {row.unlimited ? 'unlimited' : row.remaining === 1 ? 'credit' : 'credits'}
              </span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
