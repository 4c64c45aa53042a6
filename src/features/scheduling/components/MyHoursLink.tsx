import { CalendarClock } from 'lucide-react';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { useAuthStore } from '@/features/auth';

/** The availability screen is where a trainer sets their hours; this is their link to it from the calendar. */
export const myHoursPath = (userId: string) => `/services/availability?trainer=${encodeURIComponent(userId)}`;

/** "My hours" in the calendar's header, for staff and admins (their own hours, never another trainer's). */
export function MyHoursLink() {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const role = useAuthStore((state) => state.userRole);
  if (!userId || (role !== 'staff' && role !== 'admin')) return null;
  return (
    <ButtonLink variant="secondary" to={myHoursPath(userId)}>
      <CalendarClock className="size-4" aria-hidden="true" />
      My hours
    </ButtonLink>
  );
}
