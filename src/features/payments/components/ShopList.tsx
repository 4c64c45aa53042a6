import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { formatMoney } from '@/lib/money';
import type { ShopCatalogue, ShopPlan } from '../api/shop-catalogue';
import { packSummary, perInterval, planSummary } from '../lib/product-summary';
import { CheckoutDialog, type CheckoutItem } from './CheckoutDialog';
import { Muted } from './PaymentsSection';

function ProductRow({
  name,
  price,
  summary,
  note,
  onBuy,
}: {
  name: string;
  price: string;
  summary: string;
  note?: string | null;
  onBuy: () => void;
}) {
  return (
    <li className="flex items-center justify-between gap-3 py-2 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="font-medium text-slate-900 dark:text-white">{name}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{summary}</p>
        {note && <p className="text-sm text-emerald-800 dark:text-emerald-300">{note}</p>}
        <p className="text-sm font-semibold text-slate-900 tabular-nums dark:text-white">{price}</p>
      </div>
      <Button variant="secondary" className="shrink-0" onClick={onBuy} aria-label={`Buy ${name}`}>
        Buy
      </Button>
    </li>
  );
}

/**
 * The packs and plans on sale, each with Buy (a membership the client already has is not offered
 * again). `planNote` adds a line under a plan (what it unlocks, on the access page); `plansFirst`
 * lists the plans before the packs.
 */
export function ShopList({
  catalogue,
  ownedPlanIds,
  returnPath,
  planNote,
  plansFirst = false,
}: {
  catalogue: ShopCatalogue;
  ownedPlanIds: readonly string[];
  returnPath: string;
  planNote?: (plan: ShopPlan) => string | null;
  plansFirst?: boolean;
}) {
  const [item, setItem] = useState<CheckoutItem | null>(null);
  const plans = catalogue.plans.filter((plan) => !ownedPlanIds.includes(plan.id));
  if (catalogue.packs.length === 0 && plans.length === 0) return <Muted>Nothing is on sale at the moment.</Muted>;
  const money = (minor: number) => formatMoney(minor, catalogue.currency);
  const planRows = plans.map((plan) => (
    <ProductRow
      key={plan.id}
      name={plan.name}
      price={perInterval(money(plan.price_minor), plan.billing_interval)}
      summary={planSummary(plan)}
      note={planNote?.(plan)}
      onBuy={() =>
        setItem({
          kind: 'membership',
          productId: plan.id,
          name: plan.name,
          priceMinor: plan.price_minor,
          summary: `${planSummary(plan)}. ${perInterval(money(plan.price_minor), plan.billing_interval)}.`,
        })
      }
    />
  ));
  return (
    <>
      <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
        {plansFirst && planRows}
        {catalogue.packs.map((pack) => (
          <ProductRow
            key={pack.id}
            name={pack.name}
            price={money(pack.price_minor)}
            summary={packSummary(pack)}
            onBuy={() =>
              setItem({
                kind: 'pack',
                productId: pack.id,
                name: pack.name,
                priceMinor: pack.price_minor,
                summary: packSummary(pack),
              })
            }
          />
        ))}
        {!plansFirst && planRows}
      </ul>
      <CheckoutDialog item={item} currency={catalogue.currency} returnPath={returnPath} onClose={() => setItem(null)} />
    </>
  );
}
