import { lazy, Suspense } from 'react';
import type { BookingCreditOfferProps } from '@/features/payments/booking-credit-offer';
import { BookSessionPage } from '@/features/scheduling/book-session-page';

// Payments' part loads when the confirm step first shows it, so the booking steps before it (and the
// route's budget) do not carry it; booking needs a connection anyway.
const BookingCreditOffer = lazy(() =>
  import('@/features/payments/booking-credit-offer').then((module) => ({ default: module.BookingCreditOffer })),
);

function CreditOffer(props: BookingCreditOfferProps) {
  return (
    <Suspense fallback={null}>
      <BookingCreditOffer {...props} />
    </Suspense>
  );
}

/** `/appointments/book`: scheduling's booking steps, with payments' cost and "Buy a pack" on the confirm step. */
export default function BookSessionRoute() {
  return <BookSessionPage creditOffer={CreditOffer} />;
}
