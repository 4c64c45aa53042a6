import { CalendarDays } from 'lucide-react';
import { Chip } from '@/components/ui/Chip';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageLoader } from '@/components/ui/PageLoader';
import { useMyBookings, type MyBooking } from '../api/my-bookings';
import type { StudioClock } from '../api/studio-settings';

const STATUS_LABEL: Record<MyBooking['status'], string> = {
  requested: 'Requested',
  booked: 'Booked',
  attended: 'Attended',
  no_show: 'Missed',
  cancelled: 'Cancelled',
  late_cancelled: 'Cancelled late',
  declined: 'Declined',
};

/** A client's sessions: what is coming and what is past, in the studio's zone. */
export function MyBookings({ clientId, clock }: { clientId: string | null; clock: StudioClock }) {
  const bookings = useMyBookings(clientId);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5">
      <PageHeader title="Appointments" subtitle="Your sessions with the studio." />
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
                Sessions your trainer books for you show here.
              </EmptyState>
            ) : (
              <BookingList bookings={bookings.data.upcoming} clock={clock} label="Upcoming sessions" />
            )}
          </section>
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
    </div>
  );
}

function BookingList({ bookings, clock, label }: { bookings: MyBooking[]; clock: StudioClock; label: string }) {
  const when = new Intl.DateTimeFormat(undefined, {
    timeZone: clock.timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {bookings.map((booking) => (
        <li
          key={booking.id}
          className="flex items-start justify-between gap-3 rounded-xl border border-l-4 border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
          style={{ borderLeftColor: booking.service.colour }}
        >
          <div className="min-w-0">
            <p className="font-medium break-words text-slate-900 dark:text-white">{booking.service.name}</p>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {when.format(Date.parse(booking.starts_at))}
              {booking.trainer ? ` · with ${booking.trainer.first_name}` : ''}
            </p>
          </div>
          <Chip tone={booking.status === 'booked' ? 'accent' : 'neutral'}>{STATUS_LABEL[booking.status]}</Chip>
        </li>
      ))}
    </ul>
  );
}
