import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { FieldError } from '@/components/ui/FieldError';
import { Modal } from '@/components/ui/Modal';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { toProviderMessage } from '@/lib/errors';
import { useAdjustCredits } from '../api/adjust-credits';
import type { CreditBalance } from '../api/client-money-rows';
import { useAdjustableCategories } from '../api/credit-categories-for-adjust';
import { NOTE_MAX, parseAdjustment, type AdjustDraft, type AdjustErrors } from '../lib/adjust-credits-form';

const DIRECTIONS = [
  { value: 'add', label: 'Add' },
  { value: 'remove', label: 'Remove' },
] as const;

/**
 * Staff add or remove credits by hand. The note is required (it is the reason the ledger shows); the
 * database has the last word (it never takes a balance below 0) and its refusal shows here as text,
 * with the form kept as it was.
 */
export function AdjustCreditsDialog({
  clientId,
  timeZone,
  held,
  onClose,
  onDone,
}: {
  clientId: string;
  timeZone: string;
  /** The client's balances: a category they hold credits in can be taken from even when archived. */
  held: readonly CreditBalance[];
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const categories = useAdjustableCategories();
  const adjust = useAdjustCredits(clientId);
  const [draft, setDraft] = useState<AdjustDraft>({
    categoryId: '',
    direction: 'add',
    count: '1',
    note: '',
    expiresOn: '',
  });
  const [errors, setErrors] = useState<AdjustErrors>({});
  const ids = { note: useId(), noteError: useId(), count: useId(), category: useId(), expires: useId() };
  const options = new Map<string, string>();
  for (const category of categories.data ?? []) options.set(category.id, category.name);
  for (const balance of held)
    if (balance.category_id && !balance.service_id) options.set(balance.category_id, balance.category_name ?? '');
  const set = (patch: Partial<AdjustDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (adjust.isPending) return;
    const parsed = parseAdjustment(draft, timeZone);
    setErrors(parsed.ok ? {} : parsed.errors);
    if (!parsed.ok) return;
    const name = options.get(parsed.value.categoryId) ?? 'the category';
    const count = Math.abs(parsed.value.delta);
    adjust.mutate(
      { clientId, ...parsed.value },
      {
        onSuccess: (balance) =>
          onDone(
            `${parsed.value.delta > 0 ? 'Added' : 'Removed'} ${count} ${count === 1 ? 'credit' : 'credits'} ${
              parsed.value.delta > 0 ? 'in' : 'from'
            } ${name}. New balance: ${balance}.`,
          ),
      },
    );
  };

  const adding = draft.direction === 'add';
  return (
    <Modal title="Adjust credits" open onClose={onClose} className="max-sm:mb-0 max-sm:w-full max-sm:rounded-b-none">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <SegmentedControl
          label="Add or remove"
          options={DIRECTIONS}
          value={draft.direction}
          onChange={(direction) => set({ direction })}
        />
        <div className="flex flex-col gap-1">
          <SelectField
            label="Category"
            placeholder={categories.isPending ? 'Loading…' : 'Choose a category'}
            options={[...options].map(([value, label]) => ({ value, label }))}
            value={draft.categoryId}
            onChange={(event) => set({ categoryId: event.target.value })}
            aria-invalid={errors.categoryId ? true : undefined}
            aria-describedby={errors.categoryId ? ids.category : undefined}
          />
          <FieldError id={ids.category} message={errors.categoryId} />
          {categories.error && (
            <FieldError message={toProviderMessage(categories.error, 'The categories could not be loaded.')} />
          )}
        </div>
        <div className="flex flex-col gap-1">
          <TextField
            label={adding ? 'Credits to add' : 'Credits to remove'}
            inputMode="numeric"
            value={draft.count}
            onChange={(event) => set({ count: event.target.value })}
            aria-invalid={errors.count ? true : undefined}
            aria-describedby={errors.count ? ids.count : undefined}
          />
          <FieldError id={ids.count} message={errors.count} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.note} className="text-sm font-medium text-slate-700 dark:text-slate-200">
            Note (shown in the history)
          </label>
          <textarea
            id={ids.note}
            rows={2}
            maxLength={NOTE_MAX}
            value={draft.note}
            onChange={(event) => set({ note: event.target.value })}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={errors.note ? ids.noteError : undefined}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
          />
          <FieldError id={ids.noteError} message={errors.note} />
        </div>
        {adding && (
          <div className="flex flex-col gap-1">
            <TextField
              label="Expires on (optional)"
              type="date"
              hint="Empty: the credits never expire. They expire at the end of that day."
              value={draft.expiresOn}
              onChange={(event) => set({ expiresOn: event.target.value })}
              aria-invalid={errors.expiresOn ? true : undefined}
            />
            <FieldError id={ids.expires} message={errors.expiresOn} />
          </div>
        )}
        {adjust.error && (
          <Alert>{toProviderMessage(adjust.error, 'The credits could not be changed. Try again.')}</Alert>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={adjust.isPending}>
            {adding ? 'Add credits' : 'Remove credits'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
