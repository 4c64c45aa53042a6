import { CreditCard, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { toProviderMessage } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import { useCreditCategories } from '../api/credit-categories';
import { usePackages, type CreditPackage } from '../api/packages';
import { useSetPackageArchived } from '../api/save-package';
import { useStudioMoney } from '../api/studio-money';
import { describeCredits, describeValidity } from '../lib/catalogue-format';
import { newPackageDraft, packageDraftOf, type PackageDraft } from '../lib/package-form';
import { CatalogueFrame } from './CatalogueFrame';
import { PackageDialog } from './PackageDialog';
import { ShownToggle, type Shown } from './ShownToggle';

/** `/payments/packages` (admins): credit packs clients buy (N credits of a category, a price, an expiry). */
export default function PackagesPage() {
  const money = useStudioMoney();
  const categories = useCreditCategories();
  const packages = usePackages();
  const archive = useSetPackageArchived();
  const [shown, setShown] = useState<Shown>('active');
  const [editing, setEditing] = useState<{ draft: PackageDraft; isNew: boolean } | null>(null);
  const firstCategory = categories.data?.find((category) => !category.is_archived)?.id;
  const create = () => setEditing({ draft: newPackageDraft(crypto.randomUUID(), firstCategory), isNew: true });
  const newButton = (
    <Button onClick={create} disabled={!money.data || !categories.data}>
      <Plus aria-hidden="true" className="size-4" /> New pack
    </Button>
  );

  return (
    <CatalogueFrame
      title="Packages"
      subtitle="Credit packs: a number of sessions of one category, paid once, used within their validity."
      what="packs"
      reads={[money, categories, packages]}
      actions={newButton}
    >
      {() => {
        const currency = money.data!.currency;
        const names = new Map(categories.data!.map((category) => [category.id, category.name]));
        const all = packages.data!;
        const active = all.filter((pack) => !pack.is_archived);
        const archived = all.filter((pack) => pack.is_archived);
        const list = shown === 'active' ? active : archived;
        return (
          <>
            {all.length === 0 ? (
              <EmptyState icon={<CreditCard className="size-6" />} title="No packs yet" action={newButton}>
                {names.size === 0
                  ? 'Create a credit category under Services › Pricing first, then a pack of its credits.'
                  : 'Sell sessions in bundles, e.g. 10 × 1:1 PT valid for 120 days.'}
              </EmptyState>
            ) : (
              <>
                <ShownToggle value={shown} onChange={setShown} active={active.length} archived={archived.length} />
                {shown === 'archived' && (
                  <p className="text-sm text-slate-600 dark:text-slate-300">
                    Archived packs are no longer sold; credits clients already bought keep working.
                  </p>
                )}
                {list.length === 0 ? (
                  <p className="text-sm text-slate-500 dark:text-slate-400">
                    {shown === 'active' ? 'Every pack is archived.' : 'No archived packs.'}
                  </p>
                ) : (
                  <ul
                    aria-label={shown === 'active' ? 'Active packs' : 'Archived packs'}
                    className="grid grid-cols-1 gap-3 md:grid-cols-2"
                  >
                    {list.map((pack) => (
                      <PackageCard
                        key={pack.id}
                        pack={pack}
                        categoryName={names.get(pack.category_id) ?? 'Unknown category'}
                        currency={currency}
                        busy={archive.isPending && archive.variables?.id === pack.id}
                        onEdit={() => setEditing({ draft: packageDraftOf(pack, currency), isNew: false })}
                        onArchive={() => archive.mutate({ id: pack.id, archived: !pack.is_archived })}
                      />
                    ))}
                  </ul>
                )}
                {archive.error && (
                  <Alert>{toProviderMessage(archive.error, 'The pack could not be changed. Try again.')}</Alert>
                )}
              </>
            )}
            {editing && (
              <PackageDialog
                key={editing.draft.id}
                initial={editing.draft}
                isNew={editing.isNew}
                categories={categories.data!}
                currency={currency}
                onClose={() => setEditing(null)}
              />
            )}
          </>
        );
      }}
    </CatalogueFrame>
  );
}

function PackageCard({
  pack,
  categoryName,
  currency,
  busy,
  onEdit,
  onArchive,
}: {
  pack: CreditPackage;
  categoryName: string;
  currency: string;
  busy: boolean;
  onEdit: () => void;
  onArchive: () => void;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-start gap-3">
        <h2 className="min-w-0 flex-1 font-semibold break-words text-slate-900 dark:text-white">{pack.name}</h2>
        <p className="shrink-0 font-semibold tabular-nums">{formatMoney(pack.price_minor, currency)}</p>
      </div>
      {pack.description && (
        <p className="line-clamp-2 text-sm break-words text-slate-600 dark:text-slate-300">{pack.description}</p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500 dark:text-slate-400">Gives</dt>
        <dd className="break-words">
          {describeCredits(pack.credits)} · {categoryName}
        </dd>
        <dt className="text-slate-500 dark:text-slate-400">Expiry</dt>
        <dd>{describeValidity(pack.valid_days)}</dd>
        <dt className="text-slate-500 dark:text-slate-400">Limit</dt>
        <dd>{pack.per_client_limit === null ? 'None' : `${pack.per_client_limit} per client`}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${pack.name}`}>
          <Pencil aria-hidden="true" className="size-4" /> Edit
        </Button>
        <Button
          variant="secondary"
          onClick={onArchive}
          disabled={busy}
          aria-label={`${pack.is_archived ? 'Restore' : 'Archive'} ${pack.name}`}
        >
          {pack.is_archived ? 'Restore' : 'Archive'}
        </Button>
      </div>
    </li>
  );
}
