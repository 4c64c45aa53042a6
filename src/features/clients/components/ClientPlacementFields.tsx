import { SelectField } from '@/components/ui/SelectField';
import { CLIENT_TYPE_OPTIONS, type ClientType } from '@/lib/account-enums';

/**
 * Where a new client lands: their client type, and (when `trainers` is given, for admins) who will
 * coach them. Shared by "New client" and "Invite client".
 */
export function ClientPlacementFields({
  clientType,
  trainerId,
  trainers,
  onChange,
}: {
  clientType: ClientType;
  trainerId: string;
  trainers?: ReadonlyArray<{ value: string; label: string }>;
  onChange: (patch: { clientType?: ClientType; trainerId?: string }) => void;
}) {
  return (
    <>
      <SelectField
        label="Client type"
        options={CLIENT_TYPE_OPTIONS}
        value={clientType}
        onChange={(e) => onChange({ clientType: e.target.value as ClientType })}
      />
      {trainers && (
        <SelectField
          label="Trainer"
          placeholder="Choose a trainer"
          options={trainers}
          value={trainerId}
          onChange={(e) => onChange({ trainerId: e.target.value })}
        />
      )}
    </>
  );
}
