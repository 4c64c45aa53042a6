import { useSearchParams } from 'react-router-dom';
import { useAuthStore } from '@/features/auth';
import { useOnline } from '@/lib/use-online';
import { useMyMemberships } from '../api/my-memberships';
import { useShopCatalogue, type ShopPlan } from '../api/shop-catalogue';
import { readPaymentReturn, withoutReturn } from '../lib/payment-return';
import { PaymentReturnNotice } from './PaymentReturnNotice';
import { Muted } from './PaymentsSection';
import { QueryBlock } from './QueryBlock';
import { ShopList } from './ShopList';

/** "Includes studio access, on-demand content and virtual coaching" (null when a plan unlocks none of them). */
export function planUnlocksText(plan: ShopPlan): string | null {
  const parts = [
    plan.unlocks_studio_access && 'studio access',
    plan.unlocks_on_demand && 'on-demand content',
    plan.grants_client_type === 'virtual' && 'progress tracking and virtual coaching',
  ].filter((part): part is string => typeof part === 'string');
  if (parts.length === 0) return null;
  const last = parts.pop();
  return `Includes ${parts.length > 0 ? `${parts.join(', ')} and ${last}` : last}`;
}

/**
 * The access page's "Get more": the packs and plans on sale through the usual checkout, each plan
 * saying what it unlocks; a programming client sees the plans first, those moving them up to
 * virtual coaching at the top. Coming back from paying, what became of the payment.
 */
export function AccessShop({ returnPath, upgradeToVirtual }: { returnPath: string; upgradeToVirtual: boolean }) {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const catalogue = useShopCatalogue();
  const memberships = useMyMemberships(userId);
  const [params, setParams] = useSearchParams();
  const back = readPaymentReturn(params);
  const online = useOnline();
  return (
    <>
      {back && (
        <PaymentReturnNotice back={back} onDismiss={() => setParams(withoutReturn(params), { replace: true })} />
      )}
      {!online && catalogue.data === undefined ? (
        <Muted>You are offline. The packs and plans on sale show when you are back online.</Muted>
      ) : (
        <QueryBlock query={catalogue} what="studio's packs and plans">
          {(shop) => (
            <ShopList
              catalogue={
                upgradeToVirtual
                  ? {
                      ...shop,
                      plans: [...shop.plans].sort(
                        (a, b) =>
                          Number(b.grants_client_type === 'virtual') - Number(a.grants_client_type === 'virtual'),
                      ),
                    }
                  : shop
              }
              ownedPlanIds={(memberships.data ?? []).flatMap((row) => (row.plan_id ? [row.plan_id] : []))}
              returnPath={returnPath}
              planNote={planUnlocksText}
              plansFirst={upgradeToVirtual}
            />
          )}
        </QueryBlock>
      )}
    </>
  );
}
