import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { FieldError } from '@/components/ui/FieldError';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { useSaveDiscountCode } from '../api/save-discount-code';
import { saveErrorMessage } from '../lib/catalogue-errors';
import { checkDiscountDraft, type DiscountDraft, type DiscountErrors } from '../lib/discount-form';
import { FormDialog } from '@/components/ui/FormDialog';
import { Fieldset, FormField } from './FormField';
import { MoneyField } from './MoneyField';

export interface DiscountProduct {
  id: string;
  label: string;
}

/** Create or edit a discount code: what it takes off, when, on which packs and plans, how often. */
export function DiscountDialog({
  initial,
  isNew,
  used,
  products,
  currency,
  timeZone,
  onClose,
}: {
  initial: DiscountDraft;
  isNew: boolean;
  /** Uses already taken (shown beside the limits). */
  used: number;
  products: DiscountProduct[];
  currency: string;
  timeZone: string;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DiscountErrors>({});
  const save = useSaveDiscountCode();
  const set = (patch: Partial<DiscountDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = () => {
    const checked = checkDiscountDraft(draft, currency, timeZone);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    save.mutate({ input: checked.input, isNew }, { onSuccess: onClose });
  };
  const toggle = (id: string) =>
    set({
      productIds: draft.productIds.includes(id) ? draft.productIds.filter((p) => p !== id) : [...draft.productIds, id],
    });

  return (
    <FormDialog
      title={isNew ? 'New discount code' : 'Edit discount code'}
      saving={save.isPending}
      saveLabel={isNew ? 'Create code' : 'Save changes'}
      onClose={onClose}
      onSave={submit}
    >
      <FormField
        id="discount-code"
        label="Code"
        value={draft.code}
        maxLength={32}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="WELCOME10"
        className="[&_input]:uppercase"
        hint="Clients type it at checkout; upper and lower case are the same code."
        error={errors.code}
        onChange={(event) => set({ code: event.target.value.toUpperCase() })}
      />
      <Fieldset legend="Discount">
        <SegmentedControl
          label="Discount"
          value={draft.kind}
          onChange={(kind) => set({ kind })}
          options={[
            { value: 'percent', label: 'Percent off' },
            { value: 'amount', label: 'Amount off' },
          ]}
        />
        {draft.kind === 'percent' ? (
          <FormField
            id="discount-percent"
            label="Percent off"
            inputMode="numeric"
            value={draft.percent}
            error={errors.percent}
            onChange={(event) => set({ percent: event.target.value })}
          />
        ) : (
          <MoneyField
            id="discount-amount"
            label="Amount off"
            value={draft.amount}
            currency={currency}
            error={errors.amount}
            onChange={(amount) => set({ amount })}
          />
        )}
      </Fieldset>
      <Fieldset legend="Valid" hint={`Whole days in the studio's time zone (${timeZone}). Empty: no limit.`}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <FormField
            id="discount-starts"
            label="First day"
            type="date"
            value={draft.startsOn}
            onChange={(event) => set({ startsOn: event.target.value })}
          />
          <FormField
            id="discount-ends"
            label="Last day"
            type="date"
            value={draft.endsOn}
            error={errors.endsOn}
            onChange={(event) => set({ endsOn: event.target.value })}
          />
        </div>
      </Fieldset>
      <Fieldset legend="Applies to" hint="Drop-in sessions never take a code.">
        <SegmentedControl
          label="Applies to"
          value={draft.appliesTo}
          onChange={(appliesTo) => set({ appliesTo })}
          options={[
            { value: 'all', label: 'Every pack and plan' },
            { value: 'some', label: 'Chosen ones' },
          ]}
        />
        {draft.appliesTo === 'some' &&
          (products.length === 0 ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">No packs or plans yet.</p>
          ) : (
            <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2" aria-describedby="discount-products-error">
              {products.map((product) => (
                <li key={product.id}>
                  <label className="flex min-h-11 items-center gap-3 rounded-lg px-2 text-sm hover:bg-slate-100 dark:hover:bg-slate-800">
                    <input
                      type="checkbox"
                      checked={draft.productIds.includes(product.id)}
                      onChange={() => toggle(product.id)}
                    />
                    <span className="break-words">{product.label}</span>
                  </label>
                </li>
              ))}
            </ul>
          ))}
        <FieldError id="discount-products-error" message={errors.productIds} />
      </Fieldset>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <FormField
          id="discount-total"
          label="Uses in total (optional)"
          inputMode="numeric"
          placeholder="No limit"
          value={draft.maxRedemptions}
          hint={isNew ? undefined : `Used ${used} ${used === 1 ? 'time' : 'times'} so far.`}
          error={errors.maxRedemptions}
          onChange={(event) => set({ maxRedemptions: event.target.value })}
        />
        <FormField
          id="discount-per-client"
          label="Uses per client (optional)"
          inputMode="numeric"
          placeholder="No limit"
          value={draft.maxPerClient}
          error={errors.maxPerClient}
          onChange={(event) => set({ maxPerClient: event.target.value })}
        />
      </div>
      {!isNew && (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          Clients who already bought keep what they paid for: a change applies to the next checkout.
        </p>
      )}
      {Object.keys(errors).length > 0 && <Alert>Check the fields marked above.</Alert>}
      {save.error && (
        <Alert>
          {saveErrorMessage(
            save.error,
            `There is already a code ${draft.code.trim().toUpperCase()} (codes ignore upper and lower case). Choose another.`,
            'The code could not be saved. Try again.',
          )}
        </Alert>
      )}
      <button type="submit" hidden />
    </FormDialog>
  );
}
