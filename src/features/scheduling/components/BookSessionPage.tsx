import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/Alert';
import { BackLink } from '@/components/ui/BackLink';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageLoader } from '@/components/ui/PageLoader';
import { useAuthStore } from '@/features/auth';
import { useOnline } from '@/lib/use-online';
import { useBookingSettings } from '../api/booking-settings';
import { useServices } from '../api/services';
import { useStudioClock } from '../api/studio-settings';
import { previousChoice, readChoice, stepOf, writeChoice, type BookChoice } from '../lib/book-flow';
import { zoneName } from '../lib/booking-format';
import { bookableServices } from '../lib/bookable-services';
import { BookClassStep } from './BookClassStep';
import { BookConfirmStep, type BookDone, type CreditOfferSlot } from './BookConfirmStep';
import { BookServiceStep, BookTrainerStep } from './BookChoiceSteps';
import { BookTimeStep } from './BookTimeStep';

const STEP_TITLE = {
  service: 'Choose a service',
  trainer: 'Choose a trainer',
  time: 'Choose a time',
  'class-time': 'Choose a class',
  confirm: 'Confirm',
} as const;

/**
 * `/appointments/book`: a client books a session or a class place, one step at a time. The app passes
 * payments' offer for the confirm step (`creditOffer`).
 */
export default function BookSessionPage({ creditOffer }: { creditOffer?: CreditOfferSlot }) {
  const clientType = useAuthStore((state) => state.user?.clientType ?? null);
  const role = useAuthStore((state) => state.userRole);
  const online = useOnline();
  const clock = useStudioClock();
  const settings = useBookingSettings();
  const services = useServices();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [done, setDone] = useState<BookDone | null>(null);
  const [stepError, setStepError] = useState<string | null>(null);

  const header = (
    <PageHeader
      title="Book a session"
      eyebrow={<BackLink to="/appointments">Appointments</BackLink>}
      subtitle={clock.data ? `Times in ${zoneName(clock.data.timeZone)}` : undefined}
    />
  );
  const frame = (children: ReactNode) => (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      {header}
      {children}
    </div>
  );

  if (role !== 'client') {
    return frame(
      <Alert tone="info">This is where clients book for themselves. Staff book clients from the calendar.</Alert>,
    );
  }
  if (!online && !done) {
    return frame(
      <Alert tone="info">
        You are offline. Booking a session needs a connection: nothing is sent until you are back online. Your sessions
        saved on this device are on Appointments.
      </Alert>,
    );
  }
  if (clock.isPending || settings.isPending || services.isPending)
    return frame(<PageLoader label="Loading services" />);
  const loadError = clock.error ?? settings.error ?? services.error;
  if (loadError || !clock.data || !settings.data || !services.data) {
    return frame(
      <LoadError
        error={loadError}
        what="booking"
        onRetry={() => void Promise.all([clock.refetch(), settings.refetch(), services.refetch()])}
      />,
    );
  }
  if (settings.data.client_booking_mode === 'staff_only') {
    return frame(
      <Alert tone="info">
        Bookings at this studio are made by the staff. Message your trainer and they will book a session for you.
      </Alert>,
    );
  }
  if (done) {
    return frame(
      <div className="flex flex-col gap-3">
        <Alert tone="success">{done.message}</Alert>
        <div className="flex flex-col gap-2 sm:flex-row">
          <ButtonLink to="/appointments">See your sessions</ButtonLink>
          <Button
            variant="secondary"
            onClick={() => {
              setDone(null);
              setParams(new URLSearchParams(), { replace: true });
            }}
          >
            Book another
          </Button>
        </div>
      </div>,
    );
  }

  const requestOnly = settings.data.client_booking_mode === 'request';
  const choices = bookableServices(services.data, clientType);
  const choice = readChoice(params);
  const service = choices.find((item) => item.id === choice.service) ?? null;
  const isClass = (service?.capacity ?? 1) > 1;
  // A service that is gone (archived, or a stale address) starts the flow again.
  const current: BookChoice = service ? choice : readChoice(new URLSearchParams());
  const step = stepOf(current, isClass);

  const go = (next: Partial<BookChoice>, replace = false) => {
    setStepError(null);
    navigate({ search: `?${writeChoice(next).toString()}` }, { replace, state: { bookStep: true } });
  };
  const back = () => {
    setStepError(null);
    const previous = previousChoice(current, isClass);
    if (!previous) return void navigate('/appointments');
    if ((location.state as { bookStep?: boolean } | null)?.bookStep) navigate(-1);
    else navigate({ search: `?${writeChoice(previous).toString()}` }, { replace: true });
  };

  return frame(
    <section aria-labelledby="book-step-title" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="book-step-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {STEP_TITLE[step]}
        </h2>
        {step !== 'service' && (
          <Button variant="secondary" className="min-h-9 px-3 py-1" onClick={back}>
            Back
          </Button>
        )}
      </div>
      {requestOnly && step === 'service' && (
        <Alert tone="info">This studio confirms each booking: you send a request and your trainer answers it.</Alert>
      )}
      {stepError && <Alert>{stepError}</Alert>}
      {step === 'service' && <BookServiceStep services={choices} onChoose={(id) => go({ service: id })} />}
      {step === 'trainer' && service && (
        <BookTrainerStep service={service} onChoose={(trainer) => go({ ...current, trainer })} />
      )}
      {step === 'time' && service && current.trainer && (
        <BookTimeStep
          service={service}
          trainer={current.trainer}
          timeZone={clock.data.timeZone}
          from={current.from}
          day={current.day}
          onView={(view) => go({ ...current, ...view }, true)}
          onChoose={(slot) => go({ ...current, day: slot.day, slot: slot.startsAt, with: slot.trainerId })}
        />
      )}
      {step === 'class-time' && service && (
        <BookClassStep
          service={service}
          timeZone={clock.data.timeZone}
          onChoose={(session) => go({ ...current, session })}
        />
      )}
      {step === 'confirm' && service && (
        <BookConfirmStep
          service={service}
          choice={current}
          timeZone={clock.data.timeZone}
          requestOnly={requestOnly}
          creditOffer={creditOffer}
          onDone={(result) => {
            setDone(result);
            // A reload after booking starts again rather than offering the same booking twice.
            setParams(new URLSearchParams(), { replace: true });
          }}
          onTaken={(message) => {
            // The slot went meanwhile: back to the times (read again), on the same day, saying why.
            navigate(
              { search: `?${writeChoice({ ...current, slot: null, with: null }).toString()}` },
              { replace: true },
            );
            setStepError(message);
          }}
        />
      )}
    </section>,
  );
}
