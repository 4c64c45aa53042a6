import { CreditCard, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Chip } from '@/components/ui/Chip';
import { EmptyState } from '@/components/ui/EmptyState';
import { toProviderMessage } from '@/lib/errors';
import { useDiscountCodes, type DiscountCode } from '../api/discount-codes';
import { useMembershipPlans } from '../api/membership-plans';
import { usePackages } from '../api/packages';
import { useSetDiscountCodeArchived } from '../api/save-discount-code';
import { useStudioMoney } from '../api/studio-money';
import { describeDiscount, describeUses } from '../lib/catalogue-format';
import { discountDraftOf, newDiscountDraft, type DiscountDraft } from '../lib/discount-form';
import { describeProducts, describeValidDays, discountBlocker } from '../lib/discount-format';
import { CatalogueFrame } from './CatalogueFrame';
import { DiscountDialog, type DiscountProduct } from './DiscountDialog';
import { ShownToggle, type Shown } from './ShownToggle';

/** `/payments/discounts` (admins): codes clients type at checkout, with their limits and uses. */
export default function DiscountCodesPage() {
  const money = useStudioMoney();
  const codes = useDiscountCodes();
  const packages = usePackages();
  const plans = useMembershipPlans();
  const archive = useSetDiscountCodeArchived();
  const [shown, setShown] = useState<Shown>('active');
  // When the page opened: whether a code has expired or not started yet is read against it.
  const [now] = useState(() => Date.now());
  const [editing, setEditing] = useState<{ draft: DiscountDraft; isNew: boolean; used: number } | null>(null);
  const create = () => setEditing({ draft: newDiscountDraft(crypto.randomUUID()), isNew: true, used: 0 });
  const newButton = (
    <Button onClick={create} disabled={!money.data || !packages.data || !plans.data}>
      <Plus aria-hidden="true" className="size-4" /> New code
    </Button>
  );

  return (
    <CatalogueFrame
      title="Discounts"
      subtitle="Codes clients type at checkout for a percent or an amount off packs and memberships."
      what="discount codes"
      reads={[money, codes, packages, plans]}
      actions={newButton}
    >
      {() => {
        const { currency, timeZone } = money.data!;
        const products: DiscountProduct[] = [
          ...packages
            .data!.filter((pack) => !pack.is_archived)
            .map((pack) => ({ id: pack.id, label: `Pack: ${pack.name}` })),
          ...plans
            .data!.filter((plan) => !plan.is_archived)
            .map((plan) => ({ id: plan.id, label: `Membership: ${plan.name}` })),
        ];
        const names = new Map(
          [...packages.data!, ...plans.data!].map((product) => [product.id, product.name] as const),
        );
        const all = codes.data!;
        const active = all.filter((code) => !code.is_archived);
        const archived = all.filter((code) => code.is_archived);
        const list = shown === 'active' ? active : archived;
        const edit = (code: DiscountCode) => {
          const draft = discountDraftOf(code, currency, timeZone);
          setEditing({ draft, isNew: false, used: code.used });
        };
        return (
          <>
            {all.length === 0 ? (
              <EmptyState icon={<CreditCard className="size-6" />} title="No discount codes yet" action={newButton}>
                Give new clients a first-pack offer, e.g. WELCOME10 for 10% off packs.
              </EmptyState>
            ) : (
              <>
                <ShownToggle value={shown} onChange={setShown} active={active.length} archived={archived.length} />
                {list.length === 0 ? (
                  <p className="text-sm text-slate-500 dark:text-slate-400">
                    {shown === 'active' ? 'Every code is archived.' : 'No archived codes.'}
                  </p>
                ) : (
                  <ul
                    aria-label={shown === 'active' ? 'Active codes' : 'Archived codes'}
                    className="grid grid-cols-1 gap-3 md:grid-cols-2"
                  >
                    {list.map((code) => (
                      <li
                        key={code.id}
                        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
                      >
                        <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
                          <h2 className="min-w-0 flex-1 font-mono font-semibold break-all text-slate-900 dark:text-white">
                            {code.code.toUpperCase()}
                          </h2>
                          <p className="shrink-0 font-semibold">{describeDiscount(code, currency)}</p>
                          {!code.is_archived && discountBlocker(code, now) && (
                            <Chip tone="warning">{discountBlocker(code, now)}</Chip>
                          )}
                        </div>
                        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                          <dt className="text-slate-500 dark:text-slate-400">Valid</dt>
                          <dd>{describeValidDays(code, timeZone)}</dd>
                          <dt className="text-slate-500 dark:text-slate-400">On</dt>
                          <dd className="break-words">{describeProducts(code.product_ids, names)}</dd>
                          <dt className="text-slate-500 dark:text-slate-400">Uses</dt>
                          <dd>
                            {describeUses(code.used, code.max_redemptions)}
                            {code.max_per_client !== null && ` · ${code.max_per_client} per client`}
                          </dd>
                        </dl>
                        <div className="flex flex-wrap gap-2">
                          <Button
                            variant="secondary"
                            onClick={() => edit(code)}
                            aria-label={`Edit ${code.code.toUpperCase()}`}
                          >
                            <Pencil aria-hidden="true" className="size-4" /> Edit
                          </Button>
                          <Button
                            variant="secondary"
                            disabled={archive.isPending && archive.variables?.id === code.id}
                            onClick={() => archive.mutate({ id: code.id, archived: !code.is_archived })}
                            aria-label={`${code.is_archived ? 'Restore' : 'Archive'} ${code.code.toUpperCase()}`}
                          >
                            {code.is_archived ? 'Restore' : 'Archive'}
                          </Button>
                        </div>
                      </li>
                    ))}
                  </ul>
                )}
                {archive.error && (
                  <Alert>{toProviderMessage(archive.error, 'The code could not be changed. Try again.')}</Alert>
                )}
              </>
            )}
            {editing && (
              <DiscountDialog
                key={editing.draft.id}
                initial={editing.draft}
                isNew={editing.isNew}
                used={editing.used}
                products={products}
                currency={currency}
                timeZone={timeZone}
                onClose={() => setEditing(null)}
              />
            )}
          </>
        );
      }}
    </CatalogueFrame>
  );
}
