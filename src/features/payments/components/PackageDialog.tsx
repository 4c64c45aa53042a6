import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { SelectField } from '@/components/ui/SelectField';
import { FieldError } from '@/components/ui/FieldError';
import { toProviderMessage } from '@/lib/errors';
import type { CreditCategory } from '../api/credit-categories';
import { useSavePackage } from '../api/save-package';
import { checkPackageDraft, type PackageDraft, type PackageErrors } from '../lib/package-form';
import { FormDialog } from '@/components/ui/FormDialog';
import { DescriptionField, Fieldset, FormField } from './FormField';
import { MoneyField } from './MoneyField';

/** Create or edit a credit pack: N credits of a category, its price, how long they last, a limit. */
export function PackageDialog({
  initial,
  isNew,
  categories,
  currency,
  onClose,
}: {
  initial: PackageDraft;
  isNew: boolean;
  categories: CreditCategory[];
  currency: string;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<PackageErrors>({});
  const save = useSavePackage();
  const set = (patch: Partial<PackageDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const choices = categories.filter((category) => !category.is_archived || category.id === draft.categoryId);
  const submit = () => {
    const checked = checkPackageDraft(draft, currency);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    save.mutate({ input: checked.input, isNew }, { onSuccess: onClose });
  };

  return (
    <FormDialog
      title={isNew ? 'New pack' : 'Edit pack'}
      saving={save.isPending}
      saveLabel={isNew ? 'Create pack' : 'Save changes'}
      onClose={onClose}
      onSave={submit}
    >
      <FormField
        id="package-name"
        label="Name"
        value={draft.name}
        maxLength={120}
        placeholder="e.g. 10 × 1:1 PT"
        error={errors.name}
        onChange={(event) => set({ name: event.target.value })}
      />
      <DescriptionField value={draft.description} onChange={(description) => set({ description })} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <SelectField
            id="package-category"
            label="Credit category"
            value={draft.categoryId}
            placeholder="Choose…"
            options={choices.map((category) => ({ value: category.id, label: category.name }))}
            aria-invalid={errors.categoryId ? true : undefined}
            aria-describedby={errors.categoryId ? 'package-category-error' : undefined}
            onChange={(event) => set({ categoryId: event.target.value })}
          />
          <FieldError id="package-category-error" message={errors.categoryId} />
          {choices.length === 0 && (
            <p className="text-xs text-slate-500 dark:text-slate-400">
              No credit categories yet: create one under Services › Pricing first.
            </p>
          )}
        </div>
        <FormField
          id="package-credits"
          label="Credits"
          inputMode="numeric"
          value={draft.credits}
          error={errors.credits}
          onChange={(event) => set({ credits: event.target.value })}
        />
      </div>
      <MoneyField
        id="package-price"
        label="Price"
        value={draft.price}
        currency={currency}
        error={errors.price}
        hint={isNew ? undefined : 'Clients who already bought keep what they paid for.'}
        onChange={(price) => set({ price })}
      />
      <Fieldset legend="Credits expire">
        <SegmentedControl
          label="Credits expire"
          value={draft.expires ? 'days' : 'never'}
          onChange={(value) => set({ expires: value === 'days' })}
          options={[
            { value: 'days', label: 'After a number of days' },
            { value: 'never', label: 'Never' },
          ]}
        />
        {draft.expires && (
          <FormField
            id="package-valid-days"
            label="Valid for (days from purchase)"
            inputMode="numeric"
            value={draft.validDays}
            error={errors.validDays}
            onChange={(event) => set({ validDays: event.target.value })}
          />
        )}
      </Fieldset>
      <FormField
        id="package-limit"
        label="Limit per client (optional)"
        inputMode="numeric"
        value={draft.limit}
        placeholder="No limit"
        hint="How many times one client may buy it, e.g. 1 for an intro offer."
        error={errors.limit}
        onChange={(event) => set({ limit: event.target.value })}
      />
      {!isNew && (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          Changes apply to the next sale. Clients who already bought keep their credits, expiry and price.
        </p>
      )}
      {Object.keys(errors).length > 0 && <Alert>Check the fields marked above.</Alert>}
      {save.error && <Alert>{toProviderMessage(save.error, 'The pack could not be saved. Try again.')}</Alert>}
      <button type="submit" hidden />
    </FormDialog>
  );
}
