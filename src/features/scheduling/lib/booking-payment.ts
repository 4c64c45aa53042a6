import type { Enums } from '@/lib/database.types';

// How a booking was paid (payments issue): `bookings.payment` is null for a free service.
export type BookingPayment = Enums<'booking_payment'>;

const PAYMENT_LABELS: Record<BookingPayment, string> = {
  credit: 'Credit',
  membership: 'Membership',
  unpaid: 'Unpaid',
};

export const bookingPaymentLabel = (payment: BookingPayment | null) => (payment ? PAYMENT_LABELS[payment] : null);

/**
 * Whether staff can forgive a late cancel or a no-show: once, and only when it cost the client
 * something (a forfeited credit, or a fee). A waived cancel, a rule of "nothing", a membership or an
 * unpaid booking lost nothing; forgive_booking refuses a second forgive anyway.
 */
export function canForgive(booking: {
  status: string;
  outcome: string | null;
  payment: BookingPayment | null;
  forgiven: boolean;
}): boolean {
  if (booking.forgiven) return false;
  if (booking.status !== 'late_cancelled' && booking.status !== 'no_show') return false;
  return booking.outcome === 'fee' || (booking.outcome === 'forfeit_credit' && booking.payment === 'credit');
}
