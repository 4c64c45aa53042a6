import { Alert } from '@/components/ui/Alert';
import { SelectField } from '@/components/ui/SelectField';
import type { Service } from '../../api/services';
import { staffMemberName, useStaffMembers } from '../../api/staff-members';
import { bookingErrorText } from '../../lib/booking-errors';

/** The trainer (when the admin chooses one) and a service that trainer delivers, of one kind. */
export function TrainerServiceFields({
  chooseTrainer,
  trainerId,
  onTrainer,
  services,
  servicesError,
  serviceId,
  onService,
  kind,
}: {
  chooseTrainer: boolean;
  trainerId: string;
  onTrainer: (trainerId: string) => void;
  services: Service[];
  /** The services read failed: said in place of the service field. */
  servicesError?: unknown;
  serviceId: string;
  onService: (serviceId: string) => void;
  kind: 'appointment' | 'class';
}) {
  const staff = useStaffMembers();
  const offered = deliverable(services, trainerId, kind);
  return (
    <>
      {chooseTrainer && (
        <SelectField
          label="Trainer"
          value={trainerId}
          placeholder="Choose a trainer"
          onChange={(event) => onTrainer(event.target.value)}
          options={(staff.data ?? [])
            .filter((person) => person.status === 'active')
            .map((person) => ({ value: person.id, label: staffMemberName(person) }))}
        />
      )}
      {servicesError ? (
        <Alert>{bookingErrorText(servicesError, 'The services could not be loaded.')}</Alert>
      ) : trainerId && offered.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {kind === 'class'
            ? 'This trainer delivers no class yet: an admin adds them to one under Services.'
            : 'This trainer delivers no 1:1 service yet: an admin adds them to one under Services.'}
        </p>
      ) : (
        <SelectField
          label="Service"
          value={serviceId}
          placeholder="Choose a service"
          disabled={!trainerId}
          onChange={(event) => onService(event.target.value)}
          options={offered.map((service) => ({
            value: service.id,
            label: `${service.name} (${service.duration_minutes} min)`,
          }))}
        />
      )}
    </>
  );
}

/** Active services of one kind that a trainer delivers. */
export const deliverable = (services: Service[], trainerId: string, kind: 'appointment' | 'class') =>
  services.filter(
    (service) =>
      !service.is_archived &&
      service.trainerIds.includes(trainerId) &&
      (kind === 'class' ? service.capacity > 1 : service.capacity === 1),
  );
