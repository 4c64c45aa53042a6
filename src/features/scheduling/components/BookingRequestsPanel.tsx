import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { useAuthStore } from '@/features/auth';
import { toProviderMessage } from '@/lib/errors';
import { useAnswerBookingRequest, useBookingRequests, type BookingRequest } from '../api/booking-requests';
import type { StudioClock } from '../api/studio-settings';
import { bookedName } from '../lib/studio-format';
import { describePeriod } from '../lib/time-off';

/**
 * Clients' booking requests waiting for an answer (a studio that takes requests), soonest first,
 * each with Accept and Decline. Nothing is shown when there are none.
 */
export function BookingRequestsPanel({ clock }: { clock: StudioClock }) {
  const requests = useBookingRequests();
  if (requests.isPending) return null;
  if (requests.error) {
    return <LoadError error={requests.error} what="booking requests" onRetry={() => void requests.refetch()} />;
  }
  if (requests.data.length === 0) return null;
  const count = requests.data.length;
  return (
    <section
      aria-labelledby="booking-requests-title"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 dark:border-amber-500/40 dark:bg-amber-500/10"
    >
      <h2 id="booking-requests-title" className="font-semibold text-slate-900 dark:text-white">
        {count === 1 ? '1 booking request' : `${count} booking requests`} to answer
      </h2>
      <ul aria-label="Booking requests" className="flex flex-col gap-2">
        {requests.data.map((request) => (
          <RequestRow key={request.id} request={request} timeZone={clock.timeZone} />
        ))}
      </ul>
    </section>
  );
}

function RequestRow({ request, timeZone }: { request: BookingRequest; timeZone: string }) {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const answer = useAnswerBookingRequest();
  const [choice, setChoice] = useState<boolean | null>(null);
  const client = bookedName(request.client);
  const when = describePeriod(Date.parse(request.starts_at), Date.parse(request.ends_at), timeZone);
  const send = (accept: boolean) => {
    setChoice(accept);
    answer.mutate({ bookingId: request.id, accept });
  };
  return (
    <li className="flex flex-col gap-2 rounded-lg bg-white p-3 sm:flex-row sm:items-center sm:justify-between dark:bg-slate-900">
      <div className="min-w-0">
        <p className="font-medium text-slate-900 dark:text-white">{client}</p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {request.service?.name ?? 'A session'} · {when}
          {request.trainer_id !== userId && request.trainer ? ` · with ${bookedName(request.trainer)}` : ''}
        </p>
        {answer.error && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {toProviderMessage(answer.error, 'The answer could not be sent. Try again.')}
          </p>
        )}
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          variant="secondary"
          aria-label={`Decline ${client}'s request`}
          loading={answer.isPending && choice === false}
          disabled={answer.isPending}
          onClick={() => send(false)}
        >
          <X className="size-4" aria-hidden="true" />
          Decline
        </Button>
        <Button
          aria-label={`Accept ${client}'s request`}
          loading={answer.isPending && choice === true}
          disabled={answer.isPending}
          onClick={() => send(true)}
        >
          <Check className="size-4" aria-hidden="true" />
          Accept
        </Button>
      </div>
    </li>
  );
}
