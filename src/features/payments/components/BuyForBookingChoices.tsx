import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { formatMoney } from '@/lib/money';
import type { ServiceCreditTerms } from '../api/service-credit-terms';
import { useShopCatalogue } from '../api/shop-catalogue';
import { packSummary } from '../lib/product-summary';
import { CheckoutDialog, type CheckoutItem } from './CheckoutDialog';
import { QueryBlock } from './QueryBlock';

/** "Buy a pack" (packs whose category pays for the service) and "Pay the drop-in price", back to this step. */
export function BuyForBookingChoices({
  serviceId,
  serviceName,
  terms,
  returnPath,
}: {
  serviceId: string;
  serviceName: string;
  terms: ServiceCreditTerms;
  returnPath: string;
}) {
  const catalogue = useShopCatalogue();
  const [item, setItem] = useState<CheckoutItem | null>(null);
  return (
    <QueryBlock query={catalogue} what="studio's packs">
      {(shop) => {
        const packs = shop.packs.filter((pack) => terms.categoryIds.includes(pack.category_id));
        const money = (minor: number) => formatMoney(minor, shop.currency);
        const dropIn = terms.dropInPriceMinor;
        return (
          <div className="flex flex-col gap-2">
            {packs.map((pack) => (
              <Button
                key={pack.id}
                variant="secondary"
                className="justify-between text-left"
                fullWidth
                onClick={() =>
                  setItem({
                    kind: 'pack',
                    productId: pack.id,
                    name: pack.name,
                    priceMinor: pack.price_minor,
                    summary: packSummary(pack),
                  })
                }
              >
                <span>Buy a pack: {pack.name}</span>
                <span className="tabular-nums">{money(pack.price_minor)}</span>
              </Button>
            ))}
            {dropIn !== null && (
              <Button
                variant="secondary"
                className="justify-between text-left"
                fullWidth
                onClick={() =>
                  setItem({
                    kind: 'drop_in',
                    productId: serviceId,
                    name: `${serviceName} (drop-in)`,
                    priceMinor: dropIn,
                    summary: `One session of ${serviceName}. After paying you come back here to confirm the booking.`,
                  })
                }
              >
                <span>Pay the drop-in price</span>
                <span className="tabular-nums">{money(dropIn)}</span>
              </Button>
            )}
            {packs.length === 0 && dropIn === null && (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Nothing on sale pays for this session: ask the studio.
              </p>
            )}
            <CheckoutDialog
              item={item}
              currency={shop.currency}
              returnPath={returnPath}
              onClose={() => setItem(null)}
            />
          </div>
        );
      }}
    </QueryBlock>
  );
}
