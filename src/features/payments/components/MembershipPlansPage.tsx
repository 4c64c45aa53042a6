import { Pencil, Plus, Repeat } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { toProviderMessage } from '@/lib/errors';
import { useCreditCategories } from '../api/credit-categories';
import { useMembershipPlans, type MembershipPlan } from '../api/membership-plans';
import { useSetMembershipPlanArchived } from '../api/save-membership-plan';
import { useStudioMoney } from '../api/studio-money';
import { describeAllowance, describePlanPrice, describeUnlocks } from '../lib/catalogue-format';
import { newPlanDraft, planDraftOf, type PlanDraft } from '../lib/plan-form';
import { CatalogueFrame } from './CatalogueFrame';
import { PlanDialog } from './PlanDialog';
import { ShownToggle, type Shown } from './ShownToggle';

/** `/payments/memberships` (admins): recurring plans, their sessions and what they unlock. */
export default function MembershipPlansPage() {
  const money = useStudioMoney();
  const categories = useCreditCategories();
  const plans = useMembershipPlans();
  const archive = useSetMembershipPlanArchived();
  const [shown, setShown] = useState<Shown>('active');
  const [editing, setEditing] = useState<{ draft: PlanDraft; isNew: boolean } | null>(null);
  const firstCategory = categories.data?.find((category) => !category.is_archived)?.id;
  const create = () => setEditing({ draft: newPlanDraft(crypto.randomUUID(), firstCategory), isNew: true });
  const newButton = (
    <Button onClick={create} disabled={!money.data || !categories.data}>
      <Plus aria-hidden="true" className="size-4" /> New plan
    </Button>
  );

  return (
    <CatalogueFrame
      title="Memberships"
      subtitle="Recurring plans billed each week, month or year, with a number of sessions or unlimited."
      what="membership plans"
      reads={[money, categories, plans]}
      actions={newButton}
    >
      {() => {
        const currency = money.data!.currency;
        const names = new Map(categories.data!.map((category) => [category.id, category.name]));
        const all = plans.data!;
        const active = all.filter((plan) => !plan.is_archived);
        const archived = all.filter((plan) => plan.is_archived);
        const list = shown === 'active' ? active : archived;
        return (
          <>
            {all.length === 0 ? (
              <EmptyState icon={<Repeat className="size-6" />} title="No membership plans yet" action={newButton}>
                Bill members every week, month or year, e.g. Unlimited classes at a monthly price.
              </EmptyState>
            ) : (
              <>
                <ShownToggle value={shown} onChange={setShown} active={active.length} archived={archived.length} />
                {shown === 'archived' && (
                  <p className="text-sm text-slate-600 dark:text-slate-300">
                    Archived plans take no new members; current members carry on until they cancel.
                  </p>
                )}
                {list.length === 0 ? (
                  <p className="text-sm text-slate-500 dark:text-slate-400">
                    {shown === 'active' ? 'Every plan is archived.' : 'No archived plans.'}
                  </p>
                ) : (
                  <ul
                    aria-label={shown === 'active' ? 'Active plans' : 'Archived plans'}
                    className="grid grid-cols-1 gap-3 md:grid-cols-2"
                  >
                    {list.map((plan) => (
                      <PlanCard
                        key={plan.id}
                        plan={plan}
                        categoryName={(plan.category_id && names.get(plan.category_id)) || 'Unknown category'}
                        currency={currency}
                        busy={archive.isPending && archive.variables?.id === plan.id}
                        onEdit={() => setEditing({ draft: planDraftOf(plan, currency), isNew: false })}
                        onArchive={() => archive.mutate({ id: plan.id, archived: !plan.is_archived })}
                      />
                    ))}
                  </ul>
                )}
                {archive.error && (
                  <Alert>{toProviderMessage(archive.error, 'The plan could not be changed. Try again.')}</Alert>
                )}
              </>
            )}
            {editing && (
              <PlanDialog
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

function PlanCard({
  plan,
  categoryName,
  currency,
  busy,
  onEdit,
  onArchive,
}: {
  plan: MembershipPlan;
  categoryName: string;
  currency: string;
  busy: boolean;
  onEdit: () => void;
  onArchive: () => void;
}) {
  const unlocks = describeUnlocks(plan);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
        <h2 className="min-w-0 flex-1 font-semibold break-words text-slate-900 dark:text-white">{plan.name}</h2>
        <p className="shrink-0 font-semibold tabular-nums">
          {describePlanPrice(plan.price_minor, plan.billing_interval, currency)}
        </p>
      </div>
      {plan.description && (
        <p className="line-clamp-2 text-sm break-words text-slate-600 dark:text-slate-300">{plan.description}</p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500 dark:text-slate-400">Sessions</dt>
        <dd className="break-words">
          {describeAllowance(plan.credits_per_period, plan.billing_interval, categoryName)}
        </dd>
        <dt className="text-slate-500 dark:text-slate-400">Unlocks</dt>
        <dd>{unlocks ?? 'Nothing else'}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${plan.name}`}>
          <Pencil aria-hidden="true" className="size-4" /> Edit
        </Button>
        <Button
          variant="secondary"
          onClick={onArchive}
          disabled={busy}
          aria-label={`${plan.is_archived ? 'Restore' : 'Archive'} ${plan.name}`}
        >
          {plan.is_archived ? 'Restore' : 'Archive'}
        </Button>
      </div>
    </li>
  );
}
