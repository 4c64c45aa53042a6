import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { TextField } from '@/components/ui/TextField';
import { instantOf, todayIn, wallTimeExists } from '@/lib/zoned-time';
import { useScheduleClass } from '../../api/schedule-class';
import { useServices } from '../../api/services';
import type { StudioClock } from '../../api/studio-settings';
import { clockToMinutes, zoneLabel } from '../../lib/studio-format';
import { RefusalNotice } from './RefusalNotice';
import { SHEET_CLASS } from './SessionDetailsSheet';
import { ShownWhenNew } from './ShownWhenNew';
import { deliverable, TrainerServiceFields } from './TrainerServiceFields';

/** Puts one class on a trainer's calendar (trainers: their own; an admin chooses the trainer). */
export function ScheduleClassDialog({
  trainerId,
  clock,
  onClose,
}: {
  trainerId: string | null;
  clock: StudioClock;
  onClose: () => void;
}) {
  const [trainer, setTrainer] = useState(trainerId ?? '');
  const [chosenService, setService] = useState('');
  const [date, setDate] = useState(todayIn(clock.timeZone));
  const [time, setTime] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const services = useServices();
  const schedule = useScheduleClass();
  const offered = deliverable(services.data ?? [], trainer, 'class');
  const serviceId = chosenService || (offered.length === 1 ? offered[0]!.id : '');

  const send = (override: boolean) => {
    const minutes = clockToMinutes(time);
    if (!trainer || !serviceId) return setProblem('Choose a class.');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || minutes === null) return setProblem('Choose a date and a time.');
    if (!wallTimeExists(date, minutes, clock.timeZone)) {
      return setProblem('That time does not exist on this day (the clocks change).');
    }
    setProblem(null);
    schedule.mutate(
      {
        serviceId,
        trainerId: trainer,
        startsAt: new Date(instantOf(date, minutes, clock.timeZone)).toISOString(),
        override,
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Modal
      title="Schedule a class"
      open
      onClose={onClose}
      className={SHEET_CLASS}
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => send(false)} loading={schedule.isPending}>
            Schedule class
          </Button>
        </div>
      }
    >
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send(false);
        }}
      >
        <TrainerServiceFields
          chooseTrainer={trainerId === null}
          trainerId={trainer}
          onTrainer={(next) => {
            setTrainer(next);
            setService('');
          }}
          services={services.data ?? []}
          servicesError={services.error}
          serviceId={serviceId}
          onService={setService}
          kind="class"
        />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField label="Date" type="date" value={date} onChange={(event) => setDate(event.target.value)} />
          <TextField
            label="Time"
            type="time"
            step={900}
            value={time}
            hint={zoneLabel(clock.timeZone)}
            onChange={(event) => setTime(event.target.value)}
          />
        </div>
        {problem && (
          <ShownWhenNew watch={problem}>
            <Alert>{problem}</Alert>
          </ShownWhenNew>
        )}
        {schedule.error && (
          <ShownWhenNew watch={schedule.error}>
            <RefusalNotice
              error={schedule.error}
              busy={schedule.isPending}
              overrideLabel="Schedule anyway (override)"
              onOverride={() => send(true)}
            />
          </ShownWhenNew>
        )}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
