import { CalendarDays } from 'lucide-react';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { PageLoader } from '@/components/ui/PageLoader';
import { useAuthStore } from '@/features/auth';
import { useClassTimes, type ClassTime } from '../api/class-times';
import { useMyBookings } from '../api/my-bookings';
import { useMyWaitlist } from '../api/my-waitlist';
import type { Service } from '../api/services';
import { useTrainerNames } from '../api/trainer-names';
import { sessionWhen } from '../lib/booking-format';
import { isActiveBooking } from '../lib/my-bookings-model';
import { ChoiceButton } from './BookChoiceSteps';

/** What a class time says about seats: free places, or full with its waitlist. */
export function seatsText(time: Pick<ClassTime, 'capacity' | 'seats_taken'>): string {
  const free = time.capacity - time.seats_taken;
  return free > 0 ? `${free} of ${time.capacity} places free` : 'Full · waitlist open';
}

/** The coming times of a class: free seats (never who holds them), and where the client already is. */
export function BookClassStep({
  service,
  timeZone,
  onChoose,
}: {
  service: Service;
  timeZone: string;
  onChoose: (sessionId: string) => void;
}) {
  const clientId = useAuthStore((state) => state.user?.id ?? null);
  const times = useClassTimes(service.id);
  const mine = useMyBookings(clientId);
  const waiting = useMyWaitlist(clientId);
  const names = useTrainerNames(service.trainerIds);
  if (times.isPending) return <PageLoader label="Loading class times" />;
  if (times.error) return <LoadError error={times.error} what="the class times" onRetry={() => void times.refetch()} />;
  if (times.data.length === 0) {
    return (
      <EmptyState icon={<CalendarDays className="size-6" />} title="No classes scheduled">
        There are no coming times for {service.name} yet. Check again later.
      </EmptyState>
    );
  }
  const booked = new Set(mine.data?.upcoming.filter(isActiveBooking).map((booking) => booking.session_id));
  const onWaitlist = new Set(waiting.data?.map((entry) => entry.session_id));
  return (
    <ul aria-label="Class times" className="flex flex-col gap-2">
      {times.data.map((time) => {
        const trainer = names.data?.[time.trainer_id];
        const state = booked.has(time.id)
          ? 'You have a place'
          : onWaitlist.has(time.id)
            ? 'You are on the waitlist'
            : seatsText(time);
        return (
          <li key={time.id}>
            <ChoiceButton
              colour={service.colour}
              title={sessionWhen(time.starts_at, time.ends_at, timeZone)}
              detail={`${trainer ? `with ${trainer} · ` : ''}${state}`}
              disabled={booked.has(time.id) || onWaitlist.has(time.id)}
              onClick={() => onChoose(time.id)}
            />
          </li>
        );
      })}
    </ul>
  );
}
