import type { CreditReason, OrderStatus } from '../api/client-payment-rows';

const DAY = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** "3 Dec 2026" in the person's locale. */
export const dayText = (iso: string) => DAY.format(new Date(iso));
/** "Thu, 3 Dec, 10:00" in the person's locale, in the given zone (the studio's) or the device's. */
export const dayTimeText = (iso: string, timeZone?: string) =>
  new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));

/** "+10", "−1", "0" (a true minus sign, so a screen reader says "minus"). */
export const deltaText = (delta: number) => (delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : '0');

export interface ReasonContext {
  reason: CreditReason;
  delta: number;
  note: string | null;
  /** The booking the row is about: its service and start. */
  booking: { starts_at: string; service: { name: string } | null } | null;
  /** The order that granted or refunded the credits (its product's name). */
  orderName: string | null;
  /** True when the credits came with a membership period. */
  fromMembership: boolean;
  /** The studio's zone, in which a session's time is said. */
  timeZone?: string;
}

/**
 * Why a credit came in or went out, in words: the answer to "my credits don't add up". Each ledger
 * reason names what it was about (the purchase, the session and its time, the studio's note).
 */
export function reasonText({
  reason,
  delta,
  note,
  booking,
  orderName,
  fromMembership,
  timeZone,
}: ReasonContext): string {
  const session = booking
    ? `${booking.service?.name ?? 'a session'} on ${dayTimeText(booking.starts_at, timeZone)}`
    : 'a session';
  switch (reason) {
    case 'grant':
      if (fromMembership) return orderName ? `Membership credits: ${orderName}` : 'Membership credits for this period';
      return orderName ? `Bought ${orderName}` : 'Credits granted';
    case 'book':
      return `Booked ${session}`;
    case 'cancel_return':
      return `Returned: ${session} was cancelled`;
    case 'late_cancel':
      return delta === 0
        ? `Late cancellation of ${session}: the credit was forfeited`
        : `Late cancellation of ${session}`;
    case 'no_show':
      return delta === 0 ? `Missed ${session}: the credit was forfeited` : `Missed ${session}`;
    case 'forgive':
      return `Given back by the studio: ${session}`;
    case 'expire':
      return 'Expired unused';
    case 'refund':
      return orderName ? `Removed by a refund of ${orderName}` : 'Removed by a refund';
    case 'adjustment':
      return note ? `Adjusted by the studio: ${note}` : 'Adjusted by the studio';
  }
}

export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  pending: 'Not completed',
  paid: 'Paid',
  failed: 'Payment failed',
  expired: 'Not completed',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
  void: 'Cancelled by the studio',
};
