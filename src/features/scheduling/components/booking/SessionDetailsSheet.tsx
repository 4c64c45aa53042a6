import { Modal } from '@/components/ui/Modal';
import { useBookingSettings } from '../../api/booking-settings';
import type { CalendarSession } from '../../api/calendar';
import type { StudioClock } from '../../api/studio-settings';
import { fullName } from '@/lib/person-name';
import { formatSpan, zoneLabel } from '../../lib/studio-format';
import { useNow } from '../use-now';
import { BookingItem } from './BookingItem';
import { ClassSection } from './ClassSection';

/** On a phone the dialog sits at the bottom edge, full width, as a sheet. */
export const SHEET_CLASS = 'max-sm:mb-0 max-sm:w-full max-sm:max-w-none max-sm:rounded-b-none';

/**
 * One session on a staff calendar: who is booked and what can be done about each place (cancel with
 * a reason, move, mark attendance once started, answer a request), and for a class its places and
 * waitlist. Every action is the server's to accept; its refusal shows here in its words.
 */
export function SessionDetailsSheet({
  session,
  clock,
  onClose,
}: {
  session: CalendarSession;
  clock: StudioClock;
  onClose: () => void;
}) {
  const settings = useBookingSettings();
  const now = useNow();
  const started = now >= session.start;
  const isClass = session.capacity > 1;
  const trainer = session.trainer ? fullName(session.trainer.first_name, session.trainer.last_name) : '';

  return (
    <Modal
      title={`${session.service.name} · ${formatSpan(session.start, session.end, clock.timeZone)}`}
      open
      onClose={onClose}
      className={SHEET_CLASS}
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Times in {zoneLabel(clock.timeZone)}
          {trainer ? ` · with ${trainer}` : ''}
          {session.service.location === 'virtual' ? ' · Virtual' : ''}
          {isClass ? ' · Class' : ' · 1:1'}
        </p>
        <section aria-label="People booked">
          <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
            {isClass ? 'Booked in this class' : 'Booked'}
          </h3>
          {session.bookings.length === 0 ? (
            <p className="py-2 text-sm text-slate-500 dark:text-slate-400">Nobody is booked yet.</p>
          ) : (
            <ul>
              {session.bookings.map((booking) => (
                <BookingItem
                  key={booking.id}
                  booking={booking}
                  session={session}
                  clock={clock}
                  now={now}
                  cancelWindowMinutes={settings.data?.cancel_window_minutes ?? null}
                />
              ))}
            </ul>
          )}
        </section>
        {isClass && <ClassSection session={session} started={started} />}
      </div>
    </Modal>
  );
}
