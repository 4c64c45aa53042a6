import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { SelectField } from '@/components/ui/SelectField';
import { useAssignableClients } from '@/features/programs';
import { clientName } from '@/lib/person-name';
import { useAssignWorkout } from '@/features/workouts';

/** Picks one of the coach's clients and makes the workout theirs (it joins their Workouts list). */
export function AssignWorkoutDialog({
  workout,
  open,
  onClose,
}: {
  workout: { id: string; name: string; client_id: string | null };
  open: boolean;
  onClose: () => void;
}) {
  const clients = useAssignableClients(open);
  const [clientId, setClientId] = useState(workout.client_id ?? '');
  const assign = useAssignWorkout(workout.id);
  const chosen = clients.data?.find((client) => client.id === clientId);
  const options = (clients.data ?? []).map((client) => ({ value: client.id, label: clientName(client) }));

  return (
    <Modal title="Assign to a client" open={open} onClose={onClose}>
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          “{workout.name}” joins the client’s Workouts list. To put it on their weekly plan, add it to their program.
        </p>
        <SelectField
          label="Client"
          placeholder={clients.isPending ? 'Loading your clients…' : 'Choose a client'}
          options={options}
          value={clientId}
          onChange={(event) => {
            assign.reset();
            setClientId(event.target.value);
          }}
        />
        {clients.error && <Alert>Your clients could not be loaded: {clients.error.message}</Alert>}
        {assign.error && <Alert>The workout was not assigned: {assign.error.message}</Alert>}
        {assign.isSuccess && chosen && <Alert tone="success">Assigned to {clientName(chosen)}.</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {assign.isSuccess ? 'Done' : 'Cancel'}
          </Button>
          <Button onClick={() => assign.mutate(clientId)} disabled={!clientId || assign.isPending || assign.isSuccess}>
            {assign.isPending ? 'Assigning…' : 'Assign'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
