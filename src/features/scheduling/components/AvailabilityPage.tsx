import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageLoader } from '@/components/ui/PageLoader';
import { SelectField } from '@/components/ui/SelectField';
import { selectIsAdmin, useAuthStore } from '@/features/auth';
import { staffMemberName, useStaffMembers } from '../api/staff-members';
import { useStudioClock } from '../api/studio-settings';
import { DateOverridesSection } from './DateOverridesSection';
import { TimeOffSection } from './TimeOffSection';
import { WeeklyHoursEditor } from './WeeklyHoursEditor';

/**
 * `/services/availability`: when each trainer can be booked, and their time off. Admins choose the
 * trainer; a trainer sees their own.
 */
export default function AvailabilityPage() {
  const isAdmin = useAuthStore(selectIsAdmin);
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const role = useAuthStore((state) => state.userRole);
  const clock = useStudioClock();
  const staff = useStaffMembers();
  // "My hours" (from /appointments) names the person: an admin starts on them; staff always see their own.
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<string | null>(() => params.get('trainer'));

  if (role !== 'admin' && role !== 'staff') {
    return (
      <EmptyState icon={<CalendarClock className="size-6" />} title="For trainers and admins">
        Trainers set their hours here.
      </EmptyState>
    );
  }
  const active = (staff.data ?? []).filter((person) => person.status === 'active');
  const trainerId = isAdmin ? (active.find((person) => person.id === chosen)?.id ?? active[0]?.id ?? null) : userId;
  const trainer = (staff.data ?? []).find((person) => person.id === trainerId);
  const who = trainer && trainer.id !== userId ? staffMemberName(trainer) : 'you';

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageHeader
        title="Availability"
        subtitle="Weekly hours, date overrides and time off: clients can book only inside them."
      />
      {clock.isPending || staff.isPending ? (
        <PageLoader label="Loading availability" />
      ) : clock.error || staff.error ? (
        <LoadError
          error={clock.error ?? staff.error}
          what="availability"
          onRetry={() => void Promise.all([clock.refetch(), staff.refetch()])}
        />
      ) : !trainerId ? (
        <EmptyState icon={<CalendarClock className="size-6" />} title="No trainers yet">
          Add trainers under Staff, then set their hours here.
        </EmptyState>
      ) : (
        <>
          {isAdmin && (
            <div className="max-w-sm">
              <SelectField
                label="Trainer"
                value={trainerId}
                onChange={(event) => setChosen(event.target.value)}
                options={active.map((person) => ({ value: person.id, label: staffMemberName(person) }))}
              />
            </div>
          )}
          <WeeklyHoursEditor key={`hours-${trainerId}`} trainerId={trainerId} clock={clock.data} who={who} />
          <DateOverridesSection key={`overrides-${trainerId}`} trainerId={trainerId} clock={clock.data} />
          <TimeOffSection key={`off-${trainerId}`} trainerId={trainerId} clock={clock.data} />
        </>
      )}
    </div>
  );
}
