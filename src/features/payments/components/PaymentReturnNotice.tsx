import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { PAYMENT_WAIT_MS, useReturnedOrder } from '../api/my-orders';
import type { PaymentReturn } from '../lib/payment-return';

/**
 * What became of a checkout the client just came back from. The provider's event may arrive a moment
 * after the redirect, so a pending order is read again for a while; then the notice says so plainly.
 */
export function PaymentReturnNotice({
  back,
  onDismiss,
  paidHint,
}: {
  back: PaymentReturn;
  onDismiss?: () => void;
  /** Said after "Payment received" (e.g. "Confirm your booking below."). */
  paidHint?: string;
}) {
  const [since] = useState(() => Date.now());
  const order = useReturnedOrder(back.orderId, since);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setWaited(true), PAYMENT_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const status = order.data?.status;
  const dismiss = onDismiss && (
    <Button variant="ghost" className="min-h-8 px-2 py-0" onClick={onDismiss}>
      Dismiss
    </Button>
  );
  const frame = (tone: 'success' | 'error' | 'info', text: string, busy = false) => (
    <Alert tone={tone} className="flex items-center justify-between gap-2">
      <span className="flex items-center gap-2">
        {busy && <Spinner className="size-4" />}
        {text}
      </span>
      {dismiss}
    </Alert>
  );

  if (status === 'paid') {
    const what = order.data!.description;
    return frame('success', `Payment received: ${what}.${paidHint ? ` ${paidHint}` : ''}`);
  }
  if (back.cancelled || status === 'failed' || status === 'expired' || status === 'void') {
    return frame('error', 'Payment not completed: nothing was charged. You can try again.');
  }
  if (order.isError) return frame('error', 'We could not check this payment. Look at your orders below in a moment.');
  if (!waited) {
    return frame('info', 'Checking your payment…', true);
  }
  return frame(
    'info',
    'Your payment has not been confirmed yet. If you paid, it shows here shortly: reload this page in a minute.',
  );
}
