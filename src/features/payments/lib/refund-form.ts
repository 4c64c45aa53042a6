import { formatMoney, parseMoney } from '@/lib/money';
import type { ClientOrder } from '../api/client-orders';

type RefundableOrder = Pick<ClientOrder, 'amount_minor' | 'refunded_minor' | 'credits' | 'credit_lots' | 'refunds'>;

/** What can still be refunded: paid, minus refunded, minus refunds still pending with the provider. */
export function refundableMinor(order: RefundableOrder): number {
  const pending = order.refunds.filter((r) => r.status === 'pending').reduce((sum, r) => sum + r.amount_minor, 0);
  return Math.max(0, order.amount_minor - order.refunded_minor - pending);
}

/** The credits the order granted that are still unused. */
export const remainingCredits = (order: RefundableOrder) =>
  order.credit_lots.reduce((sum, lot) => sum + lot.remaining, 0);

/**
 * The credits a refund removes unless the admin says otherwise, as request_refund works it out: all
 * that remain when the refund covers everything not yet refunded, else the refunded share of the
 * credits bought, rounded down, never more than remain.
 */
export function defaultCreditsToRemove(order: RefundableOrder, amountMinor: number): number {
  const remaining = remainingCredits(order);
  if (amountMinor <= 0) return 0;
  if (amountMinor >= order.amount_minor - order.refunded_minor) return remaining;
  if (order.amount_minor <= 0) return 0;
  const share = Math.floor((amountMinor * (order.credits ?? 0)) / order.amount_minor);
  return Math.min(share, remaining);
}

export interface RefundDraft {
  amount: string;
  credits: string;
  reason: string;
}
export type RefundErrors = Partial<Record<keyof RefundDraft, string>>;

export const REFUND_REASON_MAX = 500;

export function parseRefund(
  draft: RefundDraft,
  order: RefundableOrder,
  currency: string,
):
  | { ok: true; value: { amountMinor: number; creditsToRemove: number; reason: string | null } }
  | { ok: false; errors: RefundErrors } {
  const errors: RefundErrors = {};
  const max = refundableMinor(order);
  const amountMinor = parseMoney(draft.amount, currency);
  if (amountMinor === null || amountMinor <= 0) errors.amount = 'Enter an amount, like 12.50.';
  else if (amountMinor > max) errors.amount = `At most ${formatMoney(max, currency)} can be refunded.`;
  const remaining = remainingCredits(order);
  const credits = /^\d+$/.test(draft.credits.trim()) ? Number(draft.credits.trim()) : NaN;
  if (!(credits >= 0 && credits <= remaining))
    errors.credits = remaining === 0 ? 'No credits of this order are left: enter 0.' : `Enter 0 to ${remaining}.`;
  const reason = draft.reason.trim();
  if (reason.length > REFUND_REASON_MAX) errors.reason = `At most ${REFUND_REASON_MAX} characters.`;
  if (Object.keys(errors).length > 0 || amountMinor === null) return { ok: false, errors };
  return { ok: true, value: { amountMinor, creditsToRemove: credits, reason: reason || null } };
}
