import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import type { CalendarSession } from '../../api/calendar';
import { useMoveBooking } from '../../api/move-booking';
import type { StudioClock } from '../../api/studio-settings';
import { bookedName, formatSpan, zoneLabel } from '../../lib/studio-format';
import { RefusalNotice } from './RefusalNotice';
import { SHEET_CLASS } from './SessionDetailsSheet';

/**
 * The confirmation after a session is dropped at another time on the desktop grid. Nothing moves
 * on the calendar until the server agrees; a refusal shows in its words (with the override when staff
 * may pass the rule).
 */
export function MoveConfirmDialog({
  session,
  startsAt,
  clock,
  onClose,
}: {
  session: CalendarSession;
  startsAt: number;
  clock: StudioClock;
  onClose: () => void;
}) {
  const move = useMoveBooking();
  const booking = session.bookings.find((entry) => entry.status === 'booked' || entry.status === 'requested');
  const ends = startsAt + (session.end - session.start);
  const send = (override: boolean) => {
    if (!booking) return;
    move.mutate(
      { bookingId: booking.id, startsAt: new Date(startsAt).toISOString(), override },
      { onSuccess: onClose },
    );
  };
  return (
    <Modal
      title="Move this booking?"
      open
      onClose={onClose}
      className={SHEET_CLASS}
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Keep it where it was
          </Button>
          <Button onClick={() => send(false)} loading={move.isPending} disabled={!booking}>
            Move
          </Button>
        </div>
      }
    >
      <div className="flex flex-col gap-3 text-sm">
        <p>
          {session.service.name} with {bookedName(booking?.client)}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-slate-500 dark:text-slate-400">From</dt>
          <dd>{formatSpan(session.start, session.end, clock.timeZone)}</dd>
          <dt className="text-slate-500 dark:text-slate-400">To</dt>
          <dd className="font-semibold">{formatSpan(startsAt, ends, clock.timeZone)}</dd>
        </dl>
        <p className="text-slate-500 dark:text-slate-400">Times in {zoneLabel(clock.timeZone)}.</p>
        {move.error && (
          <RefusalNotice
            error={move.error}
            busy={move.isPending}
            overrideLabel="Move anyway (override)"
            onOverride={() => send(true)}
          />
        )}
      </div>
    </Modal>
  );
}
