import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { toProviderMessage } from '@/lib/errors';
import { useOnline } from '@/lib/use-online';
import { useBookingSettings } from '../api/booking-settings';
import { useCancelBooking } from '../api/client-booking-writes';
import type { MyBooking } from '../api/my-bookings';
import { sessionWhen, zoneName } from '../lib/booking-format';
import { cancelCost, cancelResult } from '../lib/cancel-cost';

/**
 * Asks before cancelling, saying first whether it is free or late and what a late cancel costs
 * (the studio's rules); the server's own answer is what `onDone` reports.
 */
export function CancelBookingDialog({
  booking,
  timeZone,
  onClose,
  onDone,
}: {
  booking: MyBooking;
  timeZone: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const online = useOnline();
  const settings = useBookingSettings();
  const cancel = useCancelBooking();
  const [error, setError] = useState<string | null>(null);
  const cost = settings.data
    ? cancelCost(
        { startsAt: booking.starts_at, status: booking.status },
        {
          cancelWindowMinutes: settings.data.cancel_window_minutes,
          lateCancelOutcome: settings.data.late_cancel_outcome,
          lateCancelFeeMinor: settings.data.late_cancel_fee_minor,
          currency: settings.data.currency,
        },
      )
    : null;

  const confirm = () => {
    setError(null);
    cancel.mutate(
      { bookingId: booking.id },
      {
        onSuccess: (result) => onDone(cancelResult(result, settings.data?.currency ?? 'GBP')),
        onError: (failure) => setError(toProviderMessage(failure, 'The booking could not be cancelled. Try again.')),
      },
    );
  };

  return (
    <ConfirmDialog
      open
      title={booking.status === 'requested' ? 'Withdraw this request?' : 'Cancel this session?'}
      confirmLabel={booking.status === 'requested' ? 'Withdraw request' : 'Cancel session'}
      cancelLabel="Keep it"
      tone="danger"
      busy={cancel.isPending}
      confirmDisabled={!online || !cost}
      error={error}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>
        <span className="font-medium">{booking.service.name}</span>,{' '}
        {sessionWhen(booking.starts_at, booking.ends_at, timeZone)} ({zoneName(timeZone)})
        {booking.trainer ? ` with ${booking.trainer.first_name}` : ''}.
      </p>
      {!online ? (
        <Alert tone="info">
          You are offline. Cancelling needs a connection: nothing will be sent until you are back online.
        </Alert>
      ) : settings.isPending ? (
        <p className="text-slate-500 dark:text-slate-400">Checking the studio&apos;s cancellation rules…</p>
      ) : settings.error ? (
        <Alert>
          {toProviderMessage(settings.error, "The studio's cancellation rules could not be loaded. Try again.")}
        </Alert>
      ) : cost ? (
        <p
          className={
            cost.late ? 'font-medium text-amber-800 dark:text-amber-200' : 'text-slate-700 dark:text-slate-200'
          }
        >
          {cost.message}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
