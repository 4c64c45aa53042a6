import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { FieldError } from '@/components/ui/FieldError';
import { Modal } from '@/components/ui/Modal';
import { TextField } from '@/components/ui/TextField';
import { toProviderMessage } from '@/lib/errors';
import { formatMoney, moneyFieldText, parseMoney } from '@/lib/money';
import type { ClientOrder } from '../api/client-orders';
import { refundStatus, useRefundOrder } from '../api/refund-order';
import {
  defaultCreditsToRemove,
  parseRefund,
  REFUND_REASON_MAX,
  refundableMinor,
  remainingCredits,
  type RefundDraft,
  type RefundErrors,
} from '../lib/refund-form';

/**
 * An admin refunds all or part of a paid order. The most that can be refunded is shown and checked;
 * the credits removed follow the amount (the contract's default) until the admin edits them. One
 * request at a time: a second click while the first is on its way sends nothing.
 */
export function RefundOrderDialog({
  clientId,
  order,
  onClose,
  onDone,
}: {
  clientId: string;
  order: ClientOrder;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const refund = useRefundOrder(clientId);
  const sending = useRef(false);
  const max = refundableMinor(order);
  const unused = remainingCredits(order);
  const [draft, setDraft] = useState<RefundDraft>(() => ({
    amount: moneyFieldText(max, order.currency),
    credits: String(defaultCreditsToRemove(order, max)),
    reason: '',
  }));
  const [creditsEdited, setCreditsEdited] = useState(false);
  const [errors, setErrors] = useState<RefundErrors>({});
  const ids = { amount: useId(), credits: useId(), reason: useId(), reasonError: useId() };
  const money = (minor: number) => formatMoney(minor, order.currency);

  const setAmount = (amount: string) => {
    const minor = parseMoney(amount, order.currency);
    setDraft((current) => ({
      ...current,
      amount,
      credits: creditsEdited || minor === null ? current.credits : String(defaultCreditsToRemove(order, minor)),
    }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const parsed = parseRefund(draft, order, order.currency);
    setErrors(parsed.ok ? {} : parsed.errors);
    if (!parsed.ok) return;
    sending.current = true;
    refund.mutate(
      { orderId: order.id, ...parsed.value },
      {
        onSuccess: (answer) =>
          onDone(
            refundStatus(answer) === 'pending'
              ? `Refund of ${money(parsed.value.amountMinor)} requested: the order shows it once the provider confirms.`
              : `Refunded ${money(parsed.value.amountMinor)} of ${order.description}.`,
          ),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <Modal
      title={`Refund ${order.description}`}
      open
      onClose={onClose}
      className="max-sm:mb-0 max-sm:w-full max-sm:rounded-b-none"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Paid {money(order.amount_minor)}
          {order.refunded_minor > 0 ? ` · refunded ${money(order.refunded_minor)}` : ''} · up to{' '}
          <strong className="text-slate-900 dark:text-white">{money(max)}</strong> can be refunded.
        </p>
        <div className="flex flex-col gap-1">
          <TextField
            label={`Amount (${order.currency})`}
            inputMode="decimal"
            value={draft.amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={errors.amount ? ids.amount : undefined}
          />
          <FieldError id={ids.amount} message={errors.amount} />
        </div>
        <div className="flex flex-col gap-1">
          <TextField
            label="Credits to remove"
            inputMode="numeric"
            hint={`${unused} unused ${unused === 1 ? 'credit' : 'credits'} from this order.`}
            value={draft.credits}
            onChange={(event) => {
              setCreditsEdited(true);
              setDraft((current) => ({ ...current, credits: event.target.value }));
            }}
            aria-invalid={errors.credits ? true : undefined}
          />
          <FieldError id={ids.credits} message={errors.credits} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.reason} className="text-sm font-medium text-slate-700 dark:text-slate-200">
            Reason (optional)
          </label>
          <textarea
            id={ids.reason}
            rows={2}
            maxLength={REFUND_REASON_MAX}
            value={draft.reason}
            onChange={(event) => setDraft((current) => ({ ...current, reason: event.target.value }))}
            aria-describedby={errors.reason ? ids.reasonError : undefined}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
          />
          <FieldError id={ids.reasonError} message={errors.reason} />
        </div>
        {refund.error && <Alert>{toProviderMessage(refund.error, 'The refund did not go through. Try again.')}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={refund.isPending}>
            Refund
          </Button>
        </div>
      </form>
    </Modal>
  );
}
