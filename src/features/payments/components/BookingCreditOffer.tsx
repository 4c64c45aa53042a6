import { useLocation, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/Alert';
import { useAuthStore } from '@/features/auth';
import { useMyCreditBalances } from '../api/my-credit-balances';
import { useServiceCreditTerms } from '../api/service-credit-terms';
import { bookingCost } from '../lib/booking-credit';
import { readPaymentReturn, returnPathOf, withoutReturn } from '../lib/payment-return';
import { BuyForBookingChoices } from './BuyForBookingChoices';
import { PaymentReturnNotice } from './PaymentReturnNotice';

export interface BookingCreditOfferProps {
  serviceId: string;
  serviceName: string;
  /** The server refused the booking with "You have no credit for this service" (or the waitlist's "You need a credit"). */
  noCredit: boolean;
  /** A full class: joining its waitlist needs a credit, spent only if a place is given. */
  waitlist?: boolean;
}

/**
 * On the booking flow's confirm step: what the booking will spend ("Uses 1 credit of 1:1 PT — 8 left
 * after this"), or, with nothing to pay for it, "Buy a pack" and "Pay the drop-in price" with the
 * checkout coming back to this same step, so the client confirms in one tap after paying.
 */
export function BookingCreditOffer({ serviceId, serviceName, noCredit, waitlist = false }: BookingCreditOfferProps) {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const terms = useServiceCreditTerms(serviceId);
  const balances = useMyCreditBalances(userId);
  const back = readPaymentReturn(params);
  const notice = back && (
    <PaymentReturnNotice
      back={back}
      paidHint="Confirm your booking below."
      onDismiss={() => setParams(withoutReturn(params), { replace: true })}
    />
  );
  // The server decides at booking time; until both reads answer, the step shows only the booking.
  if (!terms.data || !balances.data) return notice;
  const cost = bookingCost({ serviceId, ...terms.data }, balances.data);
  if (cost.kind === 'free') return notice;

  let spend: string | null = null;
  if (cost.kind === 'membership') spend = `Included in your membership (unlimited ${cost.categoryName}).`;
  if (cost.kind === 'credit') {
    spend = waitlist
      ? `A place from the waitlist uses 1 credit of ${cost.name}, only when you are given one.`
      : `Uses 1 credit of ${cost.name} — ${cost.leftAfter} left after this.`;
  }
  const needsCredit = noCredit || cost.kind === 'none';
  return (
    <div className="flex flex-col gap-3">
      {notice}
      {spend && !needsCredit && <p className="text-sm text-slate-700 dark:text-slate-300">{spend}</p>}
      {needsCredit && (
        <section aria-label="Pay for this session" className="flex flex-col gap-2">
          <Alert tone="info">
            {waitlist
              ? 'Joining the waitlist needs a credit for this class. Buy a pack or pay for this session, then join.'
              : 'You have no credit for this service. Buy a pack or pay for this session, then book.'}
          </Alert>
          <BuyForBookingChoices
            serviceId={serviceId}
            serviceName={serviceName}
            terms={terms.data}
            returnPath={returnPathOf(location.pathname, location.search)}
          />
        </section>
      )}
    </div>
  );
}
