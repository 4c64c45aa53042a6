import { Chip } from '@/components/ui/Chip';
import { FieldError } from '@/components/ui/FieldError';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { cn } from '@/lib/cn';
import {
  DIFFICULTIES,
  PROGRAM_LIMITS,
  TRAINING_STYLES,
  type Difficulty,
  type DraftErrors,
  type ProgramDraft,
  type ProgramSettings,
} from '../lib/program-draft';
import { useProgramDraftStore } from '../stores/program-builder-store';

const DIFFICULTY_OPTIONS = DIFFICULTIES.map((value) => ({ value, label: value[0]?.toUpperCase() + value.slice(1) }));

/** programSettings (name, description, difficulty, goals, duration, start) and the training styles. */
export function ProgramSettingsForm({ draft, errors }: { draft: ProgramDraft; errors: DraftErrors }) {
  const change = useProgramDraftStore((state) => state.change);
  const settings = draft.programSettings;
  const set = (patch: Partial<ProgramSettings>) =>
    change((d) => ({ ...d, programSettings: { ...d.programSettings, ...patch } }));
  const toggleStyle = (style: string) =>
    change((d) => ({
      ...d,
      selectedTrainingStyles: d.selectedTrainingStyles.includes(style)
        ? d.selectedTrainingStyles.filter((item) => item !== style)
        : [...d.selectedTrainingStyles, style],
    }));
  return (
    <section aria-labelledby="settings-heading" className="flex flex-col gap-4">
      <h2 id="settings-heading" className="text-lg font-semibold">
        Program settings
      </h2>
      <div className="flex flex-col gap-1">
        <TextField
          label="Program name"
          value={settings.programName}
          maxLength={PROGRAM_LIMITS.nameMax}
          aria-invalid={Boolean(errors.programName)}
          onChange={(event) => set({ programName: event.target.value })}
        />
        <FieldError id="program-name-error" message={errors.programName} alert />
      </div>
      <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-700 dark:text-slate-200">
        Description
        <textarea
          rows={3}
          maxLength={PROGRAM_LIMITS.descriptionMax}
          value={settings.description}
          onChange={(event) => set({ description: event.target.value })}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base font-normal text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        />
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Difficulty"
          options={DIFFICULTY_OPTIONS}
          placeholder="Any level"
          value={settings.difficulty}
          onChange={(event) => set({ difficulty: event.target.value as Difficulty | '' })}
        />
        <div className="flex flex-col gap-1">
          <TextField
            label="Duration (weeks)"
            type="number"
            inputMode="numeric"
            min={PROGRAM_LIMITS.weeksMin}
            max={PROGRAM_LIMITS.weeksMax}
            value={settings.durationWeeks ?? ''}
            aria-invalid={Boolean(errors.durationWeeks)}
            onChange={(event) => set({ durationWeeks: event.target.value === '' ? null : Number(event.target.value) })}
          />
          <FieldError id="duration-error" message={errors.durationWeeks} alert />
        </div>
        <TextField
          label="Start date"
          type="date"
          value={settings.startDate}
          onChange={(event) => set({ startDate: event.target.value })}
        />
      </div>
      <TextField
        label="Goals"
        hint="Separate goals with commas, e.g. strength, fat loss."
        value={settings.goals.join(', ')}
        onChange={(event) =>
          set({
            goals: event.target.value
              .split(',')
              .map((goal, index, all) => (index === all.length - 1 ? goal.trimStart() : goal.trim()))
              .filter((goal, index, all) => goal !== '' || index === all.length - 1),
          })
        }
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">Training styles</legend>
        <div className="flex flex-wrap gap-2">
          {TRAINING_STYLES.map((style) => {
            const on = draft.selectedTrainingStyles.includes(style.value);
            return (
              <button
                key={style.value}
                type="button"
                aria-pressed={on}
                onClick={() => toggleStyle(style.value)}
                className={cn(
                  'rounded-full',
                  on ? 'ring-2 ring-emerald-500' : 'ring-1 ring-slate-300 hover:ring-slate-400 dark:ring-slate-700',
                )}
              >
                <Chip tone={on ? 'accent' : 'neutral'} className="normal-case">
                  {style.label}
                </Chip>
              </button>
            );
          })}
        </div>
      </fieldset>
    </section>
  );
}
