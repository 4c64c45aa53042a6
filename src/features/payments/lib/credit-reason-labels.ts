import type { CreditReason } from '../api/client-money-rows';

const REASONS: Record<CreditReason, string> = {
  grant: 'Granted',
  book: 'Booked a session',
  cancel_return: 'Returned: cancelled in time',
  late_cancel: 'Late cancel',
  no_show: 'No-show',
  forgive: 'Forgiven by staff',
  expire: 'Expired',
  refund: 'Removed by a refund',
  adjustment: 'Adjusted by staff',
};

/**
 * A ledger row's reason in words. A late cancel or no-show with delta 0 is the studio keeping the
 * credit (the row says why it was not given back); with +1 the credit came back (a fee was charged
 * instead, or the rule was to return it).
 */
export function creditReasonLabel(reason: CreditReason, delta: number): string {
  if ((reason === 'late_cancel' || reason === 'no_show') && delta === 0) return `${REASONS[reason]}: credit forfeited`;
  if ((reason === 'late_cancel' || reason === 'no_show') && delta > 0) return `${REASONS[reason]}: credit returned`;
  if (reason === 'adjustment') return delta >= 0 ? 'Added by staff' : 'Removed by staff';
  return REASONS[reason];
}

/** "+1", "−2" (a real minus sign), "0". */
export const formatDelta = (delta: number) => (delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : '0');
