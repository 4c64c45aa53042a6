import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { TextField } from '@/components/ui/TextField';
import { CLIENT_TYPE_LABELS, CLIENT_TYPES, type ClientType } from '@/lib/account-enums';
import { toProviderMessage } from '@/lib/errors';
import { useSaveService } from '../api/services';
import { staffMemberName, type StaffMember } from '../api/staff-members';

import { checkServiceDraft, SERVICE_COLOURS, type ServiceDraft, type ServiceErrors } from '../lib/service-form';

const Problem = ({ id, text }: { id: string; text?: string }) =>
  text ? (
    <p id={id} className="text-sm text-red-700 dark:text-red-300">
      {text}
    </p>
  ) : null;

function Fieldset({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">{legend}</legend>
      {hint && <p className="-mt-1 text-xs text-slate-500 dark:text-slate-400">{hint}</p>}
      {children}
    </fieldset>
  );
}

/** Create or edit a service type: what it is, how long it takes, where, who delivers it, who may book it. */
export function ServiceDialog({
  initial,
  isNew,
  staff,
  onClose,
}: {
  initial: ServiceDraft;
  isNew: boolean;
  staff: StaffMember[];
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<ServiceErrors>({});
  const save = useSaveService();
  const set = (patch: Partial<ServiceDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const toggle = <T extends string>(list: T[], value: T) =>
    list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value];
  const fieldError = (key: keyof ServiceDraft) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `service-${key}-error` } : {};

  const submit = () => {
    const checked = checkServiceDraft(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.input, { onSuccess: onClose });
  };
  const activeStaff = staff.filter((person) => person.status === 'active' || draft.trainerIds.includes(person.id));

  return (
    <Modal
      title={isNew ? 'New service' : 'Edit service'}
      open
      onClose={onClose}
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : isNew ? 'Create service' : 'Save changes'}
          </Button>
        </div>
      }
    >
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div>
          <TextField
            label="Name"
            value={draft.name}
            maxLength={120}
            placeholder="e.g. Personal training, Strength class"
            onChange={(event) => set({ name: event.target.value })}
            {...fieldError('name')}
          />
          <Problem id="service-name-error" text={errors.name} />
        </div>
        <label className="flex flex-col gap-1.5 text-sm">
          <span className="font-medium text-slate-700 dark:text-slate-200">Description (optional)</span>
          <textarea
            rows={3}
            value={draft.description}
            maxLength={2000}
            onChange={(event) => set({ description: event.target.value })}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-700 dark:bg-slate-900"
          />
        </label>
        <Fieldset legend="Kind">
          <SegmentedControl
            label="Kind"
            value={draft.kind}
            onChange={(kind) => set({ kind })}
            options={[
              { value: 'appointment', label: '1:1 appointment' },
              { value: 'class', label: 'Class' },
            ]}
          />
          {draft.kind === 'class' && (
            <div>
              <TextField
                label="Places in a class"
                inputMode="numeric"
                value={draft.capacity}
                onChange={(event) => set({ capacity: event.target.value })}
                {...fieldError('capacity')}
              />
              <Problem id="service-capacity-error" text={errors.capacity} />
            </div>
          )}
        </Fieldset>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <div>
            <TextField
              label="Length (min)"
              inputMode="numeric"
              value={draft.duration}
              onChange={(event) => set({ duration: event.target.value })}
              {...fieldError('duration')}
            />
            <Problem id="service-duration-error" text={errors.duration} />
          </div>
          <div>
            <TextField
              label="Buffer before (min)"
              inputMode="numeric"
              value={draft.bufferBefore}
              onChange={(event) => set({ bufferBefore: event.target.value })}
              {...fieldError('bufferBefore')}
            />
            <Problem id="service-bufferBefore-error" text={errors.bufferBefore} />
          </div>
          <div>
            <TextField
              label="Buffer after (min)"
              inputMode="numeric"
              value={draft.bufferAfter}
              onChange={(event) => set({ bufferAfter: event.target.value })}
              {...fieldError('bufferAfter')}
            />
            <Problem id="service-bufferAfter-error" text={errors.bufferAfter} />
          </div>
        </div>
        <p className="-mt-2 text-xs text-slate-500 dark:text-slate-400">
          Buffers keep the trainer free around each session (setting up, cleaning, travel); clients never see them.
        </p>
        <Fieldset legend="Where">
          <SegmentedControl
            label="Where"
            value={draft.location}
            onChange={(location) => set({ location })}
            options={[
              { value: 'in_person', label: 'In person' },
              { value: 'virtual', label: 'Virtual' },
            ]}
          />
          {draft.location === 'virtual' && (
            <div>
              <TextField
                label="Video link"
                type="url"
                placeholder="https://"
                value={draft.videoUrl}
                onChange={(event) => set({ videoUrl: event.target.value })}
                {...fieldError('videoUrl')}
              />
              <Problem id="service-videoUrl-error" text={errors.videoUrl} />
            </div>
          )}
        </Fieldset>
        <Fieldset legend="Colour on the calendar">
          <div className="flex flex-wrap gap-2" role="radiogroup" aria-label="Colour on the calendar">
            {SERVICE_COLOURS.map((colour) => (
              <button
                key={colour}
                type="button"
                role="radio"
                aria-checked={draft.colour === colour}
                aria-label={colour}
                onClick={() => set({ colour })}
                className="size-9 rounded-full border-2 border-transparent outline-offset-2 aria-checked:border-slate-900 dark:aria-checked:border-white"
                style={{ backgroundColor: colour }}
              />
            ))}
          </div>
        </Fieldset>
        <Fieldset
          legend="Who delivers it"
          hint="Clients can book only the trainers chosen here; with none, the service cannot be booked yet."
        >
          {activeStaff.length === 0 ? (
            <p className="text-sm text-slate-500">No trainers yet: add them under Staff.</p>
          ) : (
            <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
              {activeStaff.map((person) => (
                <li key={person.id}>
                  <label className="flex min-h-11 items-center gap-3 rounded-lg px-2 text-sm hover:bg-slate-100 dark:hover:bg-slate-800">
                    <input
                      type="checkbox"
                      checked={draft.trainerIds.includes(person.id)}
                      onChange={() => set({ trainerIds: toggle(draft.trainerIds, person.id) })}
                    />
                    <span>{staffMemberName(person)}</span>
                    {person.status !== 'active' && <span className="text-xs text-slate-500">(inactive)</span>}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </Fieldset>
        <Fieldset legend="Who can book it" hint="Leave all unticked to open it to every client.">
          <div className="flex flex-wrap gap-x-4">
            {CLIENT_TYPES.map((type: ClientType) => (
              <label key={type} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={draft.clientTypes.includes(type)}
                  onChange={() => set({ clientTypes: toggle(draft.clientTypes, type) })}
                />
                {CLIENT_TYPE_LABELS[type]} clients
              </label>
            ))}
          </div>
        </Fieldset>
        {Object.keys(errors).length > 0 && <Alert>Check the fields marked above.</Alert>}
        {save.error && <Alert>{toProviderMessage(save.error, 'The service could not be saved. Try again.')}</Alert>}
        {/* Enter in a field submits, as in every other form. */}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
