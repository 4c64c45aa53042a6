import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { toProviderMessage } from '@/lib/errors';
import type { CreditCategory } from '../api/credit-categories';
import type { ServicePricing } from '../api/service-pricing';
import { useSaveServicePrice } from '../api/save-service-price';
import { dropInFieldText, isFreeService, parseDropIn } from '../lib/service-price';
import { FormDialog } from '@/components/ui/FormDialog';
import { Fieldset } from './FormField';
import { MoneyField } from './MoneyField';

/** A service's drop-in price and the categories whose credits pay for it. */
export function ServicePriceDialog({
  service,
  categories,
  currency,
  onClose,
}: {
  service: ServicePricing;
  categories: CreditCategory[];
  currency: string;
  onClose: () => void;
}) {
  const [price, setPrice] = useState(dropInFieldText(service.drop_in_price_minor, currency));
  const [categoryIds, setCategoryIds] = useState(service.categoryIds);
  const [priceError, setPriceError] = useState<string>();
  const save = useSaveServicePrice();
  // Archived categories stay listed while this service still accepts them, so unticking is possible.
  const choices = categories.filter((category) => !category.is_archived || categoryIds.includes(category.id));
  const parsed = parseDropIn(price, currency);
  const free = parsed !== false && isFreeService({ drop_in_price_minor: parsed, categoryIds });

  const submit = () => {
    if (parsed === false) return setPriceError('Enter a price, e.g. 15 or 15.00, or leave it empty for no drop-in.');
    setPriceError(undefined);
    save.mutate({ serviceId: service.id, dropInPriceMinor: parsed, categoryIds }, { onSuccess: onClose });
  };
  const toggle = (id: string) =>
    setCategoryIds((current) => (current.includes(id) ? current.filter((entry) => entry !== id) : [...current, id]));

  return (
    <FormDialog
      title={`Price of ${service.name}`}
      saving={save.isPending}
      saveLabel="Save price"
      onClose={onClose}
      onSave={submit}
    >
      <MoneyField
        id="drop-in-price"
        label="Drop-in price"
        value={price}
        currency={currency}
        error={priceError}
        placeholder="No drop-in"
        hint="What one session costs without a pack or membership. Leave empty to sell it only through credits."
        onChange={setPrice}
      />
      <Fieldset legend="Credits that pay for it" hint="A client's credit of a ticked category books one session.">
        {choices.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">
            No credit categories yet: create one on this page first.
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
            {choices.map((category) => (
              <li key={category.id}>
                <label className="flex min-h-11 items-center gap-3 rounded-lg px-2 text-sm hover:bg-slate-100 dark:hover:bg-slate-800">
                  <input
                    type="checkbox"
                    checked={categoryIds.includes(category.id)}
                    onChange={() => toggle(category.id)}
                  />
                  <span className="break-words">{category.name}</span>
                  {category.is_archived && <span className="text-xs text-slate-500">(archived)</span>}
                </label>
              </li>
            ))}
          </ul>
        )}
      </Fieldset>
      {free && (
        <Alert tone="info">
          With no drop-in price and no category, {service.name} is free: booking it costs nothing.
        </Alert>
      )}
      <p className="text-xs text-slate-500 dark:text-slate-400">
        Clients who already bought keep what they paid for: a new price applies to the next sale.
      </p>
      {save.error && <Alert>{toProviderMessage(save.error, 'The price could not be saved. Try again.')}</Alert>}
      <button type="submit" hidden />
    </FormDialog>
  );
}
