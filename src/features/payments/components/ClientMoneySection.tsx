import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/Alert';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { selectIsAdmin, useAuthStore } from '@/features/auth';
import { useStudioMoney } from '../api/studio-money';
import { zoneName } from '../lib/money-dates';
import { ClientOrders } from './ClientOrders';
import { CreditBalances } from './CreditBalances';
import { CreditLedger, type ForgiveSlotProps } from './CreditLedger';
import { MembershipPanel } from './MembershipPanel';

/**
 * A client's money as the front desk sees it (staff for their clients, admins for everyone; RLS
 * decides): credits left per category, the membership, every credit in and out, and the orders.
 * Staff adjust credits with a note; admins also refund orders and pause or cancel memberships.
 */
export function ClientMoneySection({
  clientId,
  renderForgive,
}: {
  clientId: string;
  /** Scheduling's forgive form, composed in by the app page: forgive a forfeited credit from the history. */
  renderForgive?: (props: ForgiveSlotProps) => ReactNode;
}) {
  const isAdmin = useAuthStore(selectIsAdmin);
  const studio = useStudioMoney();
  const [done, setDone] = useState<string | null>(null);
  return (
    <section
      aria-label="Credits and payments"
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Credits and payments</h2>
        {studio.data && (
          <span className="text-xs text-slate-500 dark:text-slate-400">Dates in {zoneName(studio.data.timeZone)}</span>
        )}
      </div>
      {done && <Alert tone="success">{done}</Alert>}
      {studio.isPending ? (
        <Spinner label="Loading credits and payments" />
      ) : studio.error ? (
        <LoadError error={studio.error} what="the studio's currency" onRetry={() => void studio.refetch()} />
      ) : (
        <>
          <CreditBalances clientId={clientId} studio={studio.data} onDone={setDone} />
          <MembershipPanel clientId={clientId} studio={studio.data} isAdmin={isAdmin} onDone={setDone} />
          <CreditLedger
            clientId={clientId}
            timeZone={studio.data.timeZone}
            renderForgive={renderForgive}
            onDone={setDone}
          />
          <ClientOrders clientId={clientId} studio={studio.data} isAdmin={isAdmin} onDone={setDone} />
        </>
      )}
    </section>
  );
}
