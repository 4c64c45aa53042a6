import { BookingCreditOffer } from '@/features/payments/booking-credit-offer';
import { BookSessionPage } from '@/features/scheduling/book-session-page';

/** `/appointments/book`: scheduling's booking steps, with payments' cost and "Buy a pack" on the confirm step. */
export default function BookSessionRoute() {
  return <BookSessionPage creditOffer={BookingCreditOffer} />;
}
