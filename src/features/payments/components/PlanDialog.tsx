import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { FieldError } from '@/components/ui/FieldError';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { SelectField } from '@/components/ui/SelectField';
import { Switch } from '@/components/ui/Switch';
import { CLIENT_TYPE_OPTIONS, isClientType } from '@/lib/account-enums';
import { toProviderMessage } from '@/lib/errors';
import { BILLING_INTERVALS } from '../lib/payment-enums';
import type { CreditCategory } from '../api/credit-categories';
import { useSaveMembershipPlan } from '../api/save-membership-plan';
import { INTERVAL_LABELS } from '../lib/catalogue-format';
import { checkPlanDraft, type PlanDraft, type PlanErrors } from '../lib/plan-form';
import { FormDialog } from '@/components/ui/FormDialog';
import { DescriptionField, Fieldset, FormField } from './FormField';
import { MoneyField } from './MoneyField';

const INTERVALS = BILLING_INTERVALS;

/** Create or edit a membership plan: a recurring price, the sessions it pays for, what it unlocks. */
export function PlanDialog({
  initial,
  isNew,
  categories,
  currency,
  onClose,
}: {
  initial: PlanDraft;
  isNew: boolean;
  categories: CreditCategory[];
  currency: string;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<PlanErrors>({});
  const save = useSaveMembershipPlan();
  const set = (patch: Partial<PlanDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const choices = categories.filter((category) => !category.is_archived || category.id === draft.categoryId);
  const submit = () => {
    const checked = checkPlanDraft(draft, currency);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    save.mutate({ input: checked.input, isNew }, { onSuccess: onClose });
  };

  return (
    <FormDialog
      title={isNew ? 'New membership plan' : 'Edit membership plan'}
      saving={save.isPending}
      saveLabel={isNew ? 'Create plan' : 'Save changes'}
      onClose={onClose}
      onSave={submit}
    >
      <FormField
        id="plan-name"
        label="Name"
        value={draft.name}
        maxLength={120}
        placeholder="e.g. Unlimited classes"
        error={errors.name}
        onChange={(event) => set({ name: event.target.value })}
      />
      <DescriptionField value={draft.description} onChange={(description) => set({ description })} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <MoneyField
          id="plan-price"
          label="Price"
          value={draft.price}
          currency={currency}
          error={errors.price}
          hint={isNew ? undefined : 'Clients who already bought keep what they paid for.'}
          onChange={(price) => set({ price })}
        />
        <SelectField
          id="plan-interval"
          label="Billed"
          value={draft.interval}
          options={INTERVALS.map((interval) => ({ value: interval, label: INTERVAL_LABELS[interval] }))}
          onChange={(event) => set({ interval: INTERVALS.find((value) => value === event.target.value) ?? 'month' })}
        />
      </div>
      <div className="flex flex-col gap-1">
        <SelectField
          id="plan-category"
          label="Sessions it pays for (credit category)"
          value={draft.categoryId}
          placeholder="Choose…"
          options={choices.map((category) => ({ value: category.id, label: category.name }))}
          aria-invalid={errors.categoryId ? true : undefined}
          aria-describedby={errors.categoryId ? 'plan-category-error' : undefined}
          onChange={(event) => set({ categoryId: event.target.value })}
        />
        <FieldError id="plan-category-error" message={errors.categoryId} />
        {choices.length === 0 && (
          <p className="text-xs text-slate-500 dark:text-slate-400">
            No credit categories yet: create one under Services › Pricing first.
          </p>
        )}
      </div>
      <Fieldset legend="Sessions each period">
        <SegmentedControl
          label="Sessions each period"
          value={draft.allowance}
          onChange={(allowance) => set({ allowance })}
          options={[
            { value: 'unlimited', label: 'Unlimited' },
            { value: 'credits', label: 'A number of credits' },
          ]}
        />
        {draft.allowance === 'credits' && (
          <FormField
            id="plan-credits"
            label={`Credits each ${draft.interval}`}
            inputMode="numeric"
            value={draft.creditsPerPeriod}
            error={errors.creditsPerPeriod}
            hint="Given at the start of each billing period."
            onChange={(event) => set({ creditsPerPeriod: event.target.value })}
          />
        )}
      </Fieldset>
      <Fieldset legend="What it unlocks">
        <SelectField
          id="plan-client-type"
          label="Makes the member this client type"
          value={draft.grantsClientType}
          placeholder="Leave their type as it is"
          options={CLIENT_TYPE_OPTIONS}
          onChange={(event) => set({ grantsClientType: isClientType(event.target.value) ? event.target.value : '' })}
        />
        <Switch
          label="On-demand content"
          checked={draft.unlocksOnDemand}
          onChange={(unlocksOnDemand) => set({ unlocksOnDemand })}
        />
        <Switch
          label="Studio access"
          description="Open-gym entry outside booked sessions."
          checked={draft.unlocksStudioAccess}
          onChange={(unlocksStudioAccess) => set({ unlocksStudioAccess })}
        />
      </Fieldset>
      {!isNew && (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          Changes apply to new members. Current members keep the price, billing and credits they joined on.
        </p>
      )}
      {Object.keys(errors).length > 0 && <Alert>Check the fields marked above.</Alert>}
      {save.error && <Alert>{toProviderMessage(save.error, 'The plan could not be saved. Try again.')}</Alert>}
      <button type="submit" hidden />
    </FormDialog>
  );
}
