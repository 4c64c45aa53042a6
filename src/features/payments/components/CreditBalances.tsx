import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import type { CreditBalance } from '../api/client-money-rows';
import type { StudioMoney } from '../api/studio-money';
import { useClientBalances } from '../api/client-balances';
import { formatStudioDate } from '../lib/money-dates';
import { AdjustCreditsDialog } from './AdjustCreditsDialog';
import { MoneyPanel, mutedText } from './MoneyPanel';

const balanceName = (balance: CreditBalance) =>
  balance.service_name ? `Drop-in: ${balance.service_name}` : (balance.category_name ?? 'Credits');

const creditsText = (count: number) => `${count} ${count === 1 ? 'credit' : 'credits'}`;

/** Credits left per category, each with its next expiry, and "Adjust credits" for staff. */
export function CreditBalances({
  clientId,
  studio,
  onDone,
}: {
  clientId: string;
  studio: StudioMoney;
  onDone: (message: string) => void;
}) {
  const balances = useClientBalances(clientId);
  const [adjusting, setAdjusting] = useState(false);
  return (
    <MoneyPanel
      title="Balance"
      action={
        <Button variant="secondary" className="min-h-9 px-3" onClick={() => setAdjusting(true)}>
          Adjust credits
        </Button>
      }
    >
      {balances.isPending ? (
        <Spinner label="Loading the balance" />
      ) : balances.error ? (
        <LoadError error={balances.error} what="the balance" onRetry={() => void balances.refetch()} />
      ) : balances.data.length === 0 ? (
        <p className={mutedText}>No credits.</p>
      ) : (
        <ul aria-label="Credits left" className="grid gap-2 sm:grid-cols-2">
          {balances.data.map((balance) => (
            <li
              key={`${balance.category_id ?? ''}:${balance.service_id ?? ''}`}
              className="rounded-xl border border-slate-200 px-3 py-2 dark:border-slate-800"
            >
              <p className="font-medium break-words text-slate-900 dark:text-white">{balanceName(balance)}</p>
              <p className="text-sm text-slate-700 dark:text-slate-200">
                {balance.unlimited ? 'Unlimited (membership)' : creditsText(balance.remaining ?? 0)}
              </p>
              {!balance.unlimited && balance.next_expiry && (
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  Next expiry {formatStudioDate(balance.next_expiry, studio.timeZone)}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {adjusting && (
        <AdjustCreditsDialog
          clientId={clientId}
          timeZone={studio.timeZone}
          held={balances.data ?? []}
          onClose={() => setAdjusting(false)}
          onDone={(message) => {
            setAdjusting(false);
            onDone(message);
          }}
        />
      )}
    </MoneyPanel>
  );
}
