import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { instantOf, wallTimeExists } from '@/lib/zoned-time';
import { useMoveBooking } from '../../api/move-booking';
import { useServices } from '../../api/services';
import { staffMemberName, useStaffMembers } from '../../api/staff-members';
import type { StudioClock } from '../../api/studio-settings';
import { clockToMinutes, wallFields, zoneLabel } from '../../lib/studio-format';
import { RefusalNotice } from './RefusalNotice';

/**
 * Moves an appointment to another date and time in the studio's zone, optionally to another trainer
 * who delivers the service. The server checks the new time like a new booking; a rule staff may pass
 * comes back with the override confirmation.
 */
export function MoveBookingForm({
  bookingId,
  serviceId,
  trainerId,
  start,
  clock,
  onDone,
  onBack,
}: {
  bookingId: string;
  serviceId: string;
  trainerId: string;
  start: number;
  clock: StudioClock;
  onDone: (startsAt: number) => void;
  onBack: () => void;
}) {
  const initial = wallFields(start, clock.timeZone);
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);
  const [trainer, setTrainer] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const move = useMoveBooking();
  const services = useServices();
  const staff = useStaffMembers();
  const deliverers = services.data?.find((service) => service.id === serviceId)?.trainerIds ?? [];
  const others = (staff.data ?? []).filter(
    (person) => person.status === 'active' && person.id !== trainerId && deliverers.includes(person.id),
  );

  const send = (override: boolean) => {
    const minutes = clockToMinutes(time);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || minutes === null) {
      setProblem('Choose a date and a time.');
      return;
    }
    if (!wallTimeExists(date, minutes, clock.timeZone)) {
      setProblem('That time does not exist on this day (the clocks change).');
      return;
    }
    setProblem(null);
    const startsAt = instantOf(date, minutes, clock.timeZone);
    move.mutate(
      { bookingId, startsAt: new Date(startsAt).toISOString(), trainerId: trainer || undefined, override },
      { onSuccess: () => onDone(startsAt) },
    );
  };

  return (
    <form
      aria-label="Move the booking"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send(false);
      }}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField label="New date" type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        <TextField
          label="New time"
          type="time"
          step={900}
          value={time}
          hint={zoneLabel(clock.timeZone)}
          onChange={(event) => setTime(event.target.value)}
        />
      </div>
      {others.length > 0 && (
        <SelectField
          label="Trainer"
          value={trainer}
          onChange={(event) => setTrainer(event.target.value)}
          placeholder="The same trainer"
          options={others.map((person) => ({ value: person.id, label: staffMemberName(person) }))}
        />
      )}
      {problem && <Alert>{problem}</Alert>}
      {move.error && (
        <RefusalNotice
          error={move.error}
          busy={move.isPending}
          overrideLabel="Move anyway (override)"
          onOverride={() => send(true)}
        />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" loading={move.isPending}>
          Move booking
        </Button>
      </div>
    </form>
  );
}
