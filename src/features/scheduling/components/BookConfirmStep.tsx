import { useState, type ComponentType } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { PageLoader } from '@/components/ui/PageLoader';
import { toProviderMessage } from '@/lib/errors';
import { useOnline } from '@/lib/use-online';
import { useClassTimes } from '../api/class-times';
import { useBookAppointment, useBookClass, useJoinWaitlist, type BookingResult } from '../api/client-booking-writes';
import type { Service } from '../api/services';
import { useTrainerNames } from '../api/trainer-names';
import type { BookChoice } from '../lib/book-flow';
import { sessionWhen, whereText, zoneName } from '../lib/booking-format';

export interface BookDone {
  message: string;
}

/**
 * Where the app puts what the booking will cost and, with no credit, a way to pay (payments' offer,
 * composed in src/app: scheduling does not import payments).
 */
export type CreditOfferSlot = ComponentType<{
  serviceId: string;
  serviceName: string;
  noCredit: boolean;
  /** A full class: the credit is needed to join its waitlist (spent only when promoted). */
  waitlist: boolean;
}>;

/** The server's refusal of a paid service when the client has nothing to pay for it with. */
const isNoCredit = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === '22023' &&
  /^You (have no credit|need a credit)/.test(String((error as { message?: unknown }).message));

/** PostgREST's status for PT409: the time or the seat went while the person was choosing. */
const isConflict = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === 'PT409';

/** The chosen session in full, and the one button that sends it (Book, Request or Join the waitlist). */
export function BookConfirmStep({
  service,
  choice,
  timeZone,
  requestOnly,
  onDone,
  onTaken,
  creditOffer: CreditOffer,
}: {
  service: Service;
  choice: BookChoice;
  timeZone: string;
  requestOnly: boolean;
  onDone: (done: BookDone) => void;
  onTaken: (message: string) => void;
  creditOffer?: CreditOfferSlot;
}) {
  const online = useOnline();
  const isClass = service.capacity > 1;
  const times = useClassTimes(service.id, isClass);
  const names = useTrainerNames(service.trainerIds);
  const bookAppointment = useBookAppointment();
  const bookClass = useBookClass();
  const joinWaitlist = useJoinWaitlist();
  const [error, setError] = useState<string | null>(null);
  const [noCredit, setNoCredit] = useState(false);

  const classTime = isClass ? times.data?.find((time) => time.id === choice.session) : undefined;
  if (isClass && times.isPending) return <PageLoader label="Loading the class" />;
  if (isClass && !classTime) {
    return <Alert>This class is no longer on the timetable. Go back and choose another time.</Alert>;
  }
  const startsAt = classTime?.starts_at ?? choice.slot!;
  const endsAt = classTime?.ends_at ?? new Date(Date.parse(startsAt) + service.duration_minutes * 60_000).toISOString();
  const trainerId = classTime?.trainer_id ?? choice.with!;
  const trainer = names.data?.[trainerId];
  const when = `${sessionWhen(startsAt, endsAt, timeZone)} (${zoneName(timeZone)})`;
  const full = classTime ? classTime.seats_taken >= classTime.capacity : false;
  const busy = bookAppointment.isPending || bookClass.isPending || joinWaitlist.isPending;

  const answered = (result: BookingResult) =>
    onDone({
      message:
        result.status === 'requested'
          ? `Requested: ${service.name}, ${when}. It awaits the trainer's answer; it is on your Appointments meanwhile.`
          : `Booked: ${service.name}, ${when}${trainer ? ` with ${trainer}` : ''}. It is on your Appointments.`,
    });
  const failed = (failure: unknown) => {
    const message = toProviderMessage(failure, 'The booking could not be made. Try again.');
    if (!isClass && isConflict(failure)) onTaken(message);
    else if (CreditOffer && isNoCredit(failure)) setNoCredit(true);
    else setError(message);
  };
  const send = () => {
    setError(null);
    setNoCredit(false);
    if (!isClass) {
      bookAppointment.mutate({ serviceId: service.id, trainerId, startsAt }, { onSuccess: answered, onError: failed });
    } else if (full) {
      joinWaitlist.mutate(
        { sessionId: classTime!.id },
        {
          onSuccess: (position) =>
            onDone({
              message: `You are on the waitlist for ${service.name}, ${when}: number ${position} in line. If a place opens before the cancellation deadline, you are booked in and told.`,
            }),
          onError: failed,
        },
      );
    } else {
      bookClass.mutate({ sessionId: classTime!.id }, { onSuccess: answered, onError: failed });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900">
        <dt className="text-slate-500 dark:text-slate-400">Session</dt>
        <dd className="font-medium text-slate-900 dark:text-white">{service.name}</dd>
        <dt className="text-slate-500 dark:text-slate-400">When</dt>
        <dd className="text-slate-900 dark:text-white">{when}</dd>
        <dt className="text-slate-500 dark:text-slate-400">Trainer</dt>
        <dd className="text-slate-900 dark:text-white">{trainer ?? 'Assigned by the studio'}</dd>
        <dt className="text-slate-500 dark:text-slate-400">Where</dt>
        <dd className="text-slate-900 dark:text-white">{whereText(service)}</dd>
        {classTime && (
          <>
            <dt className="text-slate-500 dark:text-slate-400">Places</dt>
            <dd className="text-slate-900 dark:text-white">
              {full
                ? 'Full: join the waitlist'
                : `${classTime.capacity - classTime.seats_taken} of ${classTime.capacity} free`}
            </dd>
          </>
        )}
      </dl>
      {CreditOffer && (
        <CreditOffer serviceId={service.id} serviceName={service.name} noCredit={noCredit} waitlist={full} />
      )}
      {error && <Alert>{error}</Alert>}
      {!online && <Alert tone="info">You are offline. Booking needs a connection: nothing was sent.</Alert>}
      <Button onClick={send} loading={busy} disabled={!online} fullWidth>
        {full ? 'Join the waitlist' : requestOnly ? 'Request' : 'Book'}
      </Button>
    </div>
  );
}
