import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/Alert';
import { BackLink } from '@/components/ui/BackLink';
import { PageHeader } from '@/components/ui/PageHeader';
import { useAuthStore } from '@/features/auth';
import { useOnline } from '@/lib/use-online';
import { useMyCreditBalances } from '../api/my-credit-balances';
import { useMyLedger, useMyLots } from '../api/my-credit-history';
import { useMyMemberships } from '../api/my-memberships';
import { useMyOrders } from '../api/my-orders';
import { useShopCatalogue } from '../api/shop-catalogue';
import { dayTimeText } from '../lib/credit-words';
import { readPaymentReturn, withoutReturn } from '../lib/payment-return';
import { CreditBalanceList } from './CreditBalanceList';
import { CreditHistoryList } from './CreditHistoryList';
import { FeesDueList } from './FeesDueList';
import { MembershipCard } from './MembershipCard';
import { OrderList } from './OrderList';
import { PaymentReturnNotice } from './PaymentReturnNotice';
import { Muted, PaymentsSection } from './PaymentsSection';
import { QueryBlock } from './QueryBlock';
import { ShopList } from './ShopList';

const RETURN_PATH = '/settings/membership';

/** `/settings/membership` "Membership and credits": a client's balance, membership, history, receipts and shop. */
export default function MembershipCreditsPage() {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const balances = useMyCreditBalances(userId);
  const lots = useMyLots(userId);
  const ledger = useMyLedger(userId);
  const orders = useMyOrders(userId);
  const memberships = useMyMemberships(userId);
  const catalogue = useShopCatalogue();
  const back = readPaymentReturn(params);
  const currency = catalogue.data?.currency ?? orders.data?.[0]?.currency ?? 'GBP';
  const fees = (orders.data ?? []).filter((order) => order.kind === 'fee' && order.status === 'pending');

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <PageHeader
        title="Membership and credits"
        eyebrow={<BackLink to="/settings">Settings</BackLink>}
        subtitle="Your balance, what you bought and every credit in and out."
      />
      {back && (
        <PaymentReturnNotice back={back} onDismiss={() => setParams(withoutReturn(params), { replace: true })} />
      )}
      {!online && (
        <Alert tone="info">
          You are offline.{' '}
          {balances.dataUpdatedAt > 0
            ? `Shown as of ${dayTimeText(new Date(balances.dataUpdatedAt).toISOString())}. `
            : ''}
          Buying and changing your membership need a connection.
        </Alert>
      )}
      <PaymentsSection title="Balance">
        <QueryBlock query={balances} what="balance">
          {(rows) => <CreditBalanceList balances={rows} lots={lots.data ?? []} />}
        </QueryBlock>
      </PaymentsSection>
      <PaymentsSection title="Membership">
        <QueryBlock query={memberships} what="membership">
          {(rows) =>
            rows.length === 0 ? (
              <Muted>No membership. The plans on sale are under Buy.</Muted>
            ) : (
              rows.map((membership) => (
                <MembershipCard key={membership.id} membership={membership} currency={currency} />
              ))
            )
          }
        </QueryBlock>
      </PaymentsSection>
      {fees.length > 0 && (
        <PaymentsSection title="Fees due">
          <FeesDueList fees={fees} returnPath={RETURN_PATH} />
        </PaymentsSection>
      )}
      <PaymentsSection title="Buy">
        <QueryBlock query={catalogue} what="studio's packs and plans">
          {(shop) => (
            <ShopList
              catalogue={shop}
              ownedPlanIds={(memberships.data ?? []).flatMap((row) => (row.plan_id ? [row.plan_id] : []))}
              returnPath={RETURN_PATH}
            />
          )}
        </QueryBlock>
      </PaymentsSection>
      <PaymentsSection title="Credit history">
        <QueryBlock query={ledger} what="credit history">
          {(entries) => (
            <CreditHistoryList
              entries={entries}
              lots={lots.data ?? []}
              orders={orders.data ?? []}
              timeZone={catalogue.data?.timeZone}
            />
          )}
        </QueryBlock>
      </PaymentsSection>
      <PaymentsSection title="Orders and receipts">
        <QueryBlock query={orders} what="orders">
          {(rows) => <OrderList orders={rows} />}
        </QueryBlock>
      </PaymentsSection>
    </div>
  );
}
