import { CalendarDays, CalendarPlus, Video } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Chip } from '@/components/ui/Chip';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageLoader } from '@/components/ui/PageLoader';
import { useOnline } from '@/lib/use-online';
import { useMyBookings, type MyBooking } from '../api/my-bookings';
import type { StudioClock } from '../api/studio-settings';
import { savedWhen, sessionWhen, whereText, zoneName } from '../lib/booking-format';
import { downloadBookingIcs } from '../lib/download-ics';
import { isActiveBooking } from '../lib/my-bookings-model';
import { MyWaitlist } from './MyWaitlist';

// The cancel dialog (and the booking rules it reads) loads when a cancel is first asked for.
const CancelBookingDialog = lazy(() =>
  import('./CancelBookingDialog').then((module) => ({ default: module.CancelBookingDialog })),
);

const STATUS_LABEL: Record<MyBooking['status'], string> = {
  requested: 'Requested',
  booked: 'Booked',
  attended: 'Attended',
  no_show: 'Missed',
  cancelled: 'Cancelled',
  late_cancelled: 'Cancelled late',
  declined: 'Declined',
};

/** A client's sessions: what is coming and what is past, in the studio's zone; book, cancel, add to a calendar. */
export function MyBookings({ clientId, clock }: { clientId: string | null; clock: StudioClock }) {
  const bookings = useMyBookings(clientId);
  const online = useOnline();
  const [cancelling, setCancelling] = useState<MyBooking | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const fromDevice = bookings.data?.fromDeviceSavedAt ?? null;

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5">
      <PageHeader
        title="Appointments"
        subtitle={`Your sessions · times in ${zoneName(clock.timeZone)}`}
        actions={
          online ? (
            <ButtonLink to="/appointments/book" className="w-full sm:w-auto">
              <CalendarPlus className="size-4" aria-hidden="true" /> Book a session
            </ButtonLink>
          ) : (
            <Button disabled aria-describedby="book-offline" className="w-full sm:w-auto">
              <CalendarPlus className="size-4" aria-hidden="true" /> Book a session
            </Button>
          )
        }
      />
      {!online && (
        <p id="book-offline" className="-mt-3 text-sm text-slate-600 sm:text-right dark:text-slate-300">
          Booking and cancelling need a connection.
        </p>
      )}
      {notice && <Alert tone="success">{notice}</Alert>}
      {fromDevice !== null && (
        <Alert tone="info">Saved on this device, may be out of date. Last updated {savedWhen(fromDevice)}.</Alert>
      )}
      {bookings.isPending ? (
        <PageLoader label="Loading your sessions" />
      ) : bookings.error ? (
        <LoadError error={bookings.error} what="your sessions" onRetry={() => void bookings.refetch()} />
      ) : (
        <>
          <section aria-labelledby="upcoming-title" className="flex flex-col gap-2">
            <h2 id="upcoming-title" className="font-semibold text-slate-900 dark:text-white">
              Upcoming
            </h2>
            {bookings.data.upcoming.length === 0 ? (
              <EmptyState icon={<CalendarDays className="size-6" />} title="No sessions booked">
                Book a session with a trainer or a place in a class.
              </EmptyState>
            ) : (
              <BookingList
                bookings={bookings.data.upcoming}
                clock={clock}
                label="Upcoming sessions"
                onCancel={online && fromDevice === null ? setCancelling : undefined}
              />
            )}
          </section>
          {clientId && fromDevice === null && <MyWaitlist clientId={clientId} clock={clock} onNotice={setNotice} />}
          {bookings.data.past.length > 0 && (
            <section aria-labelledby="past-title" className="flex flex-col gap-2">
              <h2 id="past-title" className="font-semibold text-slate-900 dark:text-white">
                Past
              </h2>
              <BookingList bookings={bookings.data.past} clock={clock} label="Past sessions" />
            </section>
          )}
        </>
      )}
      <Suspense fallback={null}>
        {cancelling && (
          <CancelBookingDialog
            booking={cancelling}
            timeZone={clock.timeZone}
            onClose={() => setCancelling(null)}
            onDone={(message) => {
              setCancelling(null);
              setNotice(message);
            }}
          />
        )}
      </Suspense>
    </div>
  );
}

function BookingList({
  bookings,
  clock,
  label,
  onCancel,
}: {
  bookings: MyBooking[];
  clock: StudioClock;
  label: string;
  /** Upcoming, online: each active booking can be cancelled. */
  onCancel?: (booking: MyBooking) => void;
}) {
  const upcoming = label.startsWith('Upcoming');
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {bookings.map((booking) => (
        <li
          key={booking.id}
          className="flex flex-col gap-2 rounded-xl border border-l-4 border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
          style={{ borderLeftColor: booking.service.colour }}
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-medium break-words text-slate-900 dark:text-white">{booking.service.name}</p>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {sessionWhen(booking.starts_at, booking.ends_at, clock.timeZone)}
                {booking.trainer ? ` · with ${booking.trainer.first_name}` : ''}
              </p>
              <p className="text-sm text-slate-500 dark:text-slate-400">
                {booking.service.location === 'virtual' && booking.service.video_url && isActiveBooking(booking) ? (
                  <a
                    href={booking.service.video_url}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="inline-flex items-center gap-1 font-medium text-emerald-700 underline dark:text-emerald-400"
                  >
                    <Video className="size-4" aria-hidden="true" /> Video link
                  </a>
                ) : (
                  whereText(booking.service)
                )}
              </p>
            </div>
            <Chip tone={booking.status === 'booked' ? 'accent' : booking.status === 'requested' ? 'info' : 'neutral'}>
              {STATUS_LABEL[booking.status]}
            </Chip>
          </div>
          {upcoming && isActiveBooking(booking) && (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" className="min-h-9 px-3 py-1" onClick={() => downloadBookingIcs(booking)}>
                Add to calendar<span className="sr-only">: {booking.service.name}</span>
              </Button>
              {onCancel && (
                <Button
                  variant="ghost"
                  className="min-h-9 px-3 py-1 text-red-700 dark:text-red-300"
                  aria-label={`Cancel ${booking.service.name}`}
                  onClick={() => onCancel(booking)}
                >
                  {booking.status === 'requested' ? 'Withdraw request' : 'Cancel'}
                </Button>
              )}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
