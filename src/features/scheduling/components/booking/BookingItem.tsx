import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { useAnswerRequest } from '../../api/answer-request';
import type { CalendarSession } from '../../api/calendar';
import { useMarkAttendance } from '../../api/mark-attendance';
import type { StudioClock } from '../../api/studio-settings';
import { bookingPaymentLabel, canForgive } from '../../lib/booking-payment';
import { bookedName, bookingStatusLabel, formatSpan } from '../../lib/studio-format';
import { CancelBookingForm } from './CancelBookingForm';
import { ForgiveBookingForm } from './ForgiveBookingForm';
import { MoveBookingForm } from './MoveBookingForm';
import { RefusalNotice } from './RefusalNotice';

type Booking = CalendarSession['bookings'][number];
type Panel = 'cancel' | 'move' | 'forgive' | null;

export const Badge = ({ children, tone = 'slate' }: { children: string; tone?: 'slate' | 'amber' }) => (
  <span
    className={
      tone === 'amber'
        ? 'rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-500/20 dark:text-amber-100'
        : 'rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200'
    }
  >
    {children}
  </span>
);

/** One person booked in a session, with what staff can do about their place. */
export function BookingItem({
  booking,
  session,
  clock,
  now,
  cancelWindowMinutes,
}: {
  booking: Booking;
  session: CalendarSession;
  clock: StudioClock;
  now: number;
  /** Null until the studio's settings are read: nothing is called late before then. */
  cancelWindowMinutes: number | null;
}) {
  const [panel, setPanel] = useState<Panel>(null);
  // What was done here: the calendar is read again, but a cancelled appointment leaves it.
  // `penalty`: a late cancel's or no-show's cost as the write answered it (the sheet may show a copy).
  const [outcome, setOutcome] = useState<{
    status: string;
    note?: string;
    penalty?: string | null;
    forgiven?: boolean;
  } | null>(null);
  const attendance = useMarkAttendance();
  const answer = useAnswerRequest();
  const hintId = useId();
  const status = outcome?.status ?? booking.status;
  const started = now >= session.start;
  const late = cancelWindowMinutes !== null && now > session.start - cancelWindowMinutes * 60_000;
  const open = status === 'booked' || status === 'requested';
  const name = bookedName(booking.client);
  const penalty = outcome?.penalty !== undefined ? outcome.penalty : booking.outcome;
  const forgiven = Boolean(booking.forgiven_at) || Boolean(outcome?.forgiven);
  const payment = bookingPaymentLabel(booking.payment);
  const forgivable = canForgive({ status, outcome: penalty, payment: booking.payment, forgiven });

  return (
    <li className="flex flex-col gap-2 border-b border-slate-200 py-3 last:border-b-0 dark:border-slate-800">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-words text-slate-900 dark:text-white">{name}</span>
        <Badge>{bookingStatusLabel(status)}</Badge>
        {booking.overridden && <Badge tone="amber">Overridden</Badge>}
        {booking.series_id && <Badge>Weekly</Badge>}
        {payment && <Badge tone={booking.payment === 'unpaid' ? 'amber' : 'slate'}>{payment}</Badge>}
        {forgiven && <Badge>Forgiven</Badge>}
      </div>
      {outcome?.note && (
        <p role="status" className="text-sm text-emerald-800 dark:text-emerald-200">
          {outcome.note}
        </p>
      )}
      {open && panel === null && (
        <div className="flex flex-wrap gap-2" aria-label={`Actions for ${name}`} role="group">
          {status === 'requested' && (
            <>
              <Button
                loading={answer.isPending && answer.variables.accept}
                disabled={answer.isPending}
                onClick={() =>
                  answer.mutate(
                    { bookingId: booking.id, accept: true },
                    { onSuccess: () => setOutcome({ status: 'booked', note: 'Accepted: the client is booked.' }) },
                  )
                }
              >
                Accept
              </Button>
              <Button
                variant="secondary"
                disabled={answer.isPending}
                onClick={() =>
                  answer.mutate(
                    { bookingId: booking.id, accept: false },
                    { onSuccess: () => setOutcome({ status: 'declined', note: 'Declined: the time is free again.' }) },
                  )
                }
              >
                Decline
              </Button>
            </>
          )}
          {status === 'booked' && (
            <>
              <Button
                variant="secondary"
                className="disabled:opacity-50"
                disabled={!started || attendance.isPending}
                aria-describedby={started ? undefined : hintId}
                onClick={() =>
                  attendance.mutate(
                    { bookingId: booking.id, status: 'attended' },
                    { onSuccess: () => setOutcome({ status: 'attended' }) },
                  )
                }
              >
                Mark attended
              </Button>
              <Button
                variant="secondary"
                className="disabled:opacity-50"
                disabled={!started || attendance.isPending}
                aria-describedby={started ? undefined : hintId}
                onClick={() =>
                  attendance.mutate(
                    { bookingId: booking.id, status: 'no_show' },
                    { onSuccess: (row) => setOutcome({ status: 'no_show', penalty: row.outcome ?? null }) },
                  )
                }
              >
                No-show
              </Button>
            </>
          )}
          {session.capacity === 1 && !started && (
            <Button variant="secondary" onClick={() => setPanel('move')}>
              Move
            </Button>
          )}
          <Button variant="ghost" onClick={() => setPanel('cancel')}>
            Cancel…
          </Button>
        </div>
      )}
      {open && panel === null && status === 'booked' && !started && (
        <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          You can mark attendance once the session has started.
        </p>
      )}
      {forgivable && panel === null && (
        <div>
          <Button variant="secondary" onClick={() => setPanel('forgive')}>
            Forgive…
          </Button>
        </div>
      )}
      {panel === 'forgive' && (
        <ForgiveBookingForm
          bookingId={booking.id}
          fee={penalty === 'fee'}
          onBack={() => setPanel(null)}
          onDone={() => {
            setPanel(null);
            setOutcome({
              status,
              penalty,
              forgiven: true,
              note: penalty === 'fee' ? 'Forgiven: the fee is cancelled.' : 'Forgiven: the credit is back.',
            });
          }}
        />
      )}
      {attendance.error && <RefusalNotice error={attendance.error} />}
      {answer.error && <RefusalNotice error={answer.error} />}
      {panel === 'cancel' && (
        <CancelBookingForm
          bookingId={booking.id}
          late={late}
          inSeries={Boolean(booking.series_id)}
          onBack={() => setPanel(null)}
          onDone={(next, count, penalty) => {
            setPanel(null);
            setOutcome({
              status: next,
              penalty,
              note:
                count > 1
                  ? `Cancelled ${count} bookings of the series.`
                  : next === 'late_cancelled'
                    ? 'Cancelled late: the studio’s late-cancel cost is recorded.'
                    : 'Cancelled.',
            });
          }}
        />
      )}
      {panel === 'move' && (
        <MoveBookingForm
          bookingId={booking.id}
          serviceId={session.service_id}
          trainerId={session.trainer_id}
          start={session.start}
          clock={clock}
          onBack={() => setPanel(null)}
          onDone={(startsAt) => {
            setPanel(null);
            setOutcome({
              status,
              note: `Moved to ${formatSpan(startsAt, startsAt + (session.end - session.start), clock.timeZone)}.`,
            });
          }}
        />
      )}
    </li>
  );
}
