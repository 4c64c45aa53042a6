import { CalendarClock, ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/cn';
import { useMyBookings } from '../api/my-bookings';
import { useStudioClock } from '../api/studio-settings';
import { sessionWhen } from '../lib/booking-format';
import { nextBooking } from '../lib/my-bookings-model';

const CARD =
  'flex min-h-24 items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900';

/** Today's card: the client's next session (leading to /appointments), or "Book a session". */
export function NextSessionCard({ userId }: { userId: string }) {
  const clock = useStudioClock();
  const bookings = useMyBookings(userId);
  if (clock.isPending || bookings.isPending) return <NextSessionSkeleton />;
  const next = bookings.data && clock.data ? nextBooking(bookings.data.upcoming) : null;
  const icon = (
    <span
      aria-hidden="true"
      className="grid size-10 shrink-0 place-items-center rounded-xl bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300"
    >
      <CalendarClock className="size-5" />
    </span>
  );
  if (next && clock.data) {
    return (
      <Link to="/appointments" className={cn(CARD, 'hover:bg-slate-50 dark:hover:bg-slate-800', focusRing)}>
        {icon}
        <span className="min-w-0 flex-1">
          <span className="block text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            Next session
          </span>
          <span className="block break-words font-semibold text-slate-900 dark:text-white">{next.service.name}</span>
          <span className="block break-words text-sm text-slate-600 dark:text-slate-300">
            {sessionWhen(next.starts_at, next.ends_at, clock.data.timeZone)}
            {next.trainer ? ` · with ${next.trainer.first_name}` : ''}
            {bookings.data?.fromDeviceSavedAt ? ' · saved on this device' : ''}
          </span>
        </span>
        <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
      </Link>
    );
  }
  return (
    <div className={CARD}>
      {icon}
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900 dark:text-white">
          {bookings.error ? 'Your sessions' : 'No sessions booked'}
        </span>
        <span className="block text-sm text-slate-600 dark:text-slate-300">
          {bookings.error ? 'Could not be loaded just now.' : 'Train with a coach or join a class.'}
        </span>
      </span>
      <Link
        to={bookings.error ? '/appointments' : '/appointments/book'}
        className={cn(
          'shrink-0 rounded-lg px-2 py-2 text-sm font-semibold text-emerald-700 dark:text-emerald-400',
          focusRing,
        )}
      >
        {bookings.error ? 'Appointments' : 'Book a session'}
      </Link>
    </div>
  );
}

/** The card's size while it loads, so nothing below it moves. */
export function NextSessionSkeleton() {
  return <div aria-hidden="true" className={cn(CARD, 'animate-pulse bg-slate-100 dark:bg-slate-800/60')} />;
}
