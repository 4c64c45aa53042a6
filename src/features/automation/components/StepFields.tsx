import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import type { StepChoices } from '../api/step-choices';
import type { StepDraft, StepErrors } from '../lib/flow-draft';
import type { StepAction } from '../lib/flow-types';
import { ACTION_LABELS } from '../lib/labels';
import { MessageField } from './MessageField';

const ACTIONS = Object.entries(ACTION_LABELS).map(([value, label]) => ({ value, label }));
const errorHint = (message?: string) => message && <span className="text-red-700 dark:text-red-300">{message}</span>;
const isAction = (value: string): value is StepAction => value in ACTION_LABELS;

/** One step's fields: when (day and time) and its one action with what that action needs. */
export function StepFields({
  step,
  number,
  errors,
  choices,
  onChange,
}: {
  step: StepDraft;
  number: number;
  errors: StepErrors;
  choices: StepChoices | undefined;
  onChange: (patch: Partial<StepDraft>) => void;
}) {
  const name = `step ${number}`;
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-3">
      <div className="grid grid-cols-[5rem_1fr] gap-3 sm:grid-cols-[6rem_10rem_1fr]">
        <TextField
          label={`Day of ${name}`}
          inputMode="numeric"
          value={step.dayOffset}
          aria-invalid={errors.dayOffset ? true : undefined}
          hint={errorHint(errors.dayOffset)}
          onChange={(event) => onChange({ dayOffset: event.target.value })}
        />
        <TextField
          label={`Time of ${name}`}
          type="time"
          value={step.time}
          aria-invalid={errors.time ? true : undefined}
          hint={errorHint(errors.time)}
          onChange={(event) => onChange({ time: event.target.value })}
        />
        <SelectField
          className="col-span-2 sm:col-span-1"
          label={`Action of ${name}`}
          value={step.action}
          options={ACTIONS}
          onChange={(event) => isAction(event.target.value) && onChange({ action: event.target.value })}
        />
      </div>
      {step.action === 'message' && (
        <MessageField
          label={`Message of ${name}`}
          value={step.messageBody}
          error={errors.messageBody}
          onChange={(messageBody) => onChange({ messageBody })}
        />
      )}
      {step.action === 'onboarding_form' && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The client is asked to fill in the onboarding form, and gets a message with the link.
        </p>
      )}
      {step.action === 'assign_program' && (
        <Picker
          label={`Program of ${name}`}
          placeholder="Choose a program…"
          value={step.programId}
          error={errors.programId}
          options={choices?.programs}
          onChange={(programId) => onChange({ programId })}
        />
      )}
      {step.action === 'assign_collection' && (
        <Picker
          label={`Collection of ${name}`}
          placeholder="Choose a collection…"
          value={step.collectionId}
          error={errors.collectionId}
          options={choices?.collections}
          onChange={(collectionId) => onChange({ collectionId })}
        />
      )}
      {step.action === 'task' && (
        <TextField
          label={`Task of ${name}`}
          placeholder="Call to book the first session"
          value={step.taskTitle}
          aria-invalid={errors.taskTitle ? true : undefined}
          hint={errorHint(errors.taskTitle)}
          onChange={(event) => onChange({ taskTitle: event.target.value })}
        />
      )}
    </div>
  );
}

function Picker({
  label,
  placeholder,
  value,
  error,
  options,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  error?: string;
  options: readonly { id: string; name: string }[] | undefined;
  onChange: (id: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <SelectField
        label={label}
        value={value}
        placeholder={options ? placeholder : 'Loading…'}
        aria-invalid={error ? true : undefined}
        options={(options ?? []).map((option) => ({ value: option.id, label: option.name }))}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && <p className="text-xs text-red-700 dark:text-red-300">{error}</p>}
    </div>
  );
}
