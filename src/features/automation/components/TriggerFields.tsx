import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { ToggleChip } from '@/components/ui/Chip';
import type { StepChoices } from '../api/step-choices';
import { triggerNumber, type FlowDraft } from '../lib/flow-draft';
import type { ClientType, TriggerKind } from '../lib/flow-types';
import { CLIENT_TYPE_LABELS, TRIGGER_LABELS } from '../lib/labels';

const TRIGGERS = Object.entries(TRIGGER_LABELS).map(([value, label]) => ({ value, label }));
const isTrigger = (value: string): value is Exclude<TriggerKind, 'joined'> => value in TRIGGER_LABELS;
const NUMBER_LABEL: Partial<Record<TriggerKind, string>> = {
  missed_workouts: 'Missed workouts (in 7 days)',
  credits_low: 'Fewer credits than',
  no_visit: 'Days without a visit',
  no_workout: 'Days without a logged workout',
  program_ending: 'Days before the program ends',
  membership_expiring: 'Days before the membership expires',
};

const toggle = <T,>(list: readonly T[], item: T) =>
  list.includes(item) ? list.filter((other) => other !== item) : [...list, item];

/** An autoflow's trigger and its conditions (none chosen = any). */
export function TriggerFields({
  draft,
  error,
  choices,
  showTrainers,
  onChange,
}: {
  draft: FlowDraft;
  error?: string;
  choices: StepChoices | undefined;
  showTrainers: boolean;
  onChange: (patch: Partial<FlowDraft>) => void;
}) {
  const number = triggerNumber(draft.triggerKind);
  const hint = error && <span className="text-red-700 dark:text-red-300">{error}</span>;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-base font-semibold text-slate-900 dark:text-white">When a client enters</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Trigger"
          value={draft.triggerKind}
          options={TRIGGERS}
          onChange={(event) => isTrigger(event.target.value) && onChange({ triggerKind: event.target.value })}
        />
        {number && (
          <TextField
            label={NUMBER_LABEL[draft.triggerKind] ?? 'Number'}
            inputMode="numeric"
            value={draft.triggerN}
            aria-invalid={error ? true : undefined}
            hint={hint}
            onChange={(event) => onChange({ triggerN: event.target.value })}
          />
        )}
        {draft.triggerKind === 'date' && (
          <TextField
            label="Date"
            type="date"
            value={draft.triggerDate}
            aria-invalid={error ? true : undefined}
            hint={hint}
            onChange={(event) => onChange({ triggerDate: event.target.value })}
          />
        )}
      </div>
      <ChipGroup
        label="Client type (none chosen: any)"
        options={Object.entries(CLIENT_TYPE_LABELS).map(([id, name]) => ({ id, name }))}
        selected={draft.clientTypes}
        onToggle={(id) => onChange({ clientTypes: toggle(draft.clientTypes, id as ClientType) })}
      />
      {showTrainers && (
        <ChipGroup
          label="Trainer (none chosen: any)"
          options={choices?.trainers ?? []}
          selected={draft.trainerIds}
          onToggle={(id) => onChange({ trainerIds: toggle(draft.trainerIds, id) })}
        />
      )}
      {(choices?.plans.length ?? 0) > 0 && (
        <ChipGroup
          label="Membership plan (none chosen: any)"
          options={choices?.plans ?? []}
          selected={draft.planIds}
          onToggle={(id) => onChange({ planIds: toggle(draft.planIds, id) })}
        />
      )}
      {(choices?.tags.length ?? 0) > 0 && (
        <ChipGroup
          label="Client tag (none chosen: any)"
          options={choices?.tags ?? []}
          selected={draft.tagIds}
          onToggle={(id) => onChange({ tagIds: toggle(draft.tagIds, id) })}
        />
      )}
    </fieldset>
  );
}

function ChipGroup({
  label,
  options,
  selected,
  onToggle,
}: {
  label: string;
  options: readonly { id: string; name: string }[];
  selected: readonly string[];
  onToggle: (id: string) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-slate-700 dark:text-slate-200">{label}</span>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <ToggleChip key={option.id} pressed={selected.includes(option.id)} onToggle={() => onToggle(option.id)}>
            {option.name}
          </ToggleChip>
        ))}
      </div>
    </div>
  );
}
