import { formatMoney } from '@/lib/money';
import { minutesInWords } from './durations';

export type CancelOutcome = 'forfeit_credit' | 'fee' | 'nothing';

export interface CancelPolicy {
  cancelWindowMinutes: number;
  lateCancelOutcome: CancelOutcome;
  lateCancelFeeMinor: number | null;
  currency: string;
}

export interface CancelCost {
  late: boolean;
  /** What cancelling now costs, said before the person confirms. */
  message: string;
}

/**
 * What cancelling a booking now would cost, by the same rule as `cancel_booking`: a booked place
 * cancelled inside the window (after `starts_at − cancel_window`) is late and gets the studio's
 * late-cancel outcome; a request, or anything before the window, is free.
 */
export function cancelCost(
  booking: { startsAt: string; status: string },
  policy: CancelPolicy,
  now: number = Date.now(),
): CancelCost {
  if (booking.status === 'requested') return { late: false, message: 'Withdrawing a request is free.' };
  const late = now > Date.parse(booking.startsAt) - policy.cancelWindowMinutes * 60_000;
  if (!late) return { late: false, message: 'Cancelling now is free.' };
  const lead = `This is a late cancellation (less than ${minutesInWords(policy.cancelWindowMinutes)} before the start)`;
  switch (policy.lateCancelOutcome) {
    case 'forfeit_credit':
      return { late, message: `${lead}: the session credit is forfeited.` };
    case 'fee':
      return {
        late,
        message:
          policy.lateCancelFeeMinor && policy.lateCancelFeeMinor > 0
            ? `${lead}: a fee of ${formatMoney(policy.lateCancelFeeMinor, policy.currency)} is charged.`
            : `${lead}: the studio may charge a fee.`,
      };
    case 'nothing':
      return { late, message: `${lead}, but it costs nothing.` };
  }
}

/** What the server did, in words (cancel_booking's answer). */
export function cancelResult(
  result: { status: string; outcome: CancelOutcome | null; fee_minor: number | null },
  currency: string,
): string {
  if (result.status !== 'late_cancelled') return 'Cancelled. It cost nothing.';
  if (result.outcome === 'forfeit_credit') return 'Cancelled late: the session credit is forfeited.';
  if (result.outcome === 'fee' && result.fee_minor)
    return `Cancelled late: a fee of ${formatMoney(result.fee_minor, currency)} is charged.`;
  return 'Cancelled late. It cost nothing.';
}
