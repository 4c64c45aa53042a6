import { useState } from 'react';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import type { BookingSettings, useUpdateBookingSettings } from '../api/booking-settings';
import { rulesDraftOf, rulesPatch, type RulesDraft, type RulesErrors } from '../lib/booking-rules-form';
import type { DurationUnit } from '../lib/durations';
import { Section, SaveBar, SettingsShell } from './SettingsShell';

const UNITS: Array<{ value: DurationUnit; label: string }> = [
  { value: 'minutes', label: 'minutes' },
  { value: 'hours', label: 'hours' },
  { value: 'days', label: 'days' },
];
const OUTCOMES = [
  { value: 'forfeit_credit', label: 'The session credit is used up' },
  { value: 'fee', label: 'A fee is charged' },
  { value: 'nothing', label: 'Nothing' },
] as const;

/** `/booking/rules` (admins): when clients may book and cancel, and what a late cancel or no-show costs. */
export default function BookingRulesPage() {
  return (
    <SettingsShell
      title="Booking rules"
      subtitle="When clients may book and cancel, and what a late cancel or a no-show costs."
    >
      {(settings, update) => <RulesForm key={JSON.stringify(settings)} saved={settings} update={update} />}
    </SettingsShell>
  );
}

export function RulesForm({
  saved,
  update,
  limitsOnly = false,
}: {
  saved: BookingSettings;
  /** Held by the page: the form starts again from what was saved, and "Settings saved." stays. */
  update: ReturnType<typeof useUpdateBookingSettings>;
  limitsOnly?: boolean;
}) {
  const [draft, setDraft] = useState(() => rulesDraftOf(saved));
  const [errors, setErrors] = useState<RulesErrors>({});
  const set = (patch: Partial<RulesDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const checked = rulesPatch(draft, saved);
  const changed = 'errors' in checked || Object.keys(checked.patch).length > 0;
  const problem = (key: keyof RulesErrors) =>
    errors[key] ? (
      <p className="text-sm text-red-700 dark:text-red-300" role="alert">
        {errors[key]}
      </p>
    ) : null;

  const save = () => {
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    update.mutate(checked.patch);
  };

  const duration = (label: string, value: RulesDraft['notice'], onChange: (value: RulesDraft['notice']) => void) => (
    <div className="grid grid-cols-[1fr_auto] items-end gap-2 sm:max-w-sm">
      <TextField
        label={label}
        inputMode="numeric"
        value={value.amount}
        onChange={(e) => onChange({ ...value, amount: e.target.value })}
      />
      <SelectField
        label={`${label} unit`}
        hideLabel
        options={UNITS}
        value={value.unit}
        onChange={(e) => onChange({ ...value, unit: e.target.value as DurationUnit })}
      />
    </div>
  );
  const penalty = (title: string, key: 'lateCancel' | 'noShow') => (
    <div className="flex flex-col gap-2">
      <SelectField
        label={title}
        options={OUTCOMES}
        value={draft[key].outcome}
        onChange={(e) =>
          set({ [key]: { ...draft[key], outcome: e.target.value as RulesDraft['lateCancel']['outcome'] } })
        }
      />
      {draft[key].outcome === 'fee' && (
        <TextField
          label={`${title}: fee`}
          prefix={saved.currency}
          inputMode="decimal"
          value={draft[key].fee}
          onChange={(e) => set({ [key]: { ...draft[key], fee: e.target.value } })}
        />
      )}
      {problem(key)}
    </div>
  );
  const limitField = (label: string, key: 'perDay' | 'perWeek' | 'upcoming') => (
    <div>
      <TextField
        label={label}
        inputMode="numeric"
        placeholder="No limit"
        value={draft[key]}
        onChange={(e) => set({ [key]: e.target.value })}
      />
      {problem(key)}
    </div>
  );

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      {!limitsOnly && (
        <>
          <Section
            title="Who books"
            description="Whether clients book themselves, ask and wait for a yes, or leave booking to staff."
          >
            <SegmentedControl
              label="Clients may"
              value={draft.mode}
              onChange={(mode) => set({ mode })}
              options={[
                { value: 'book', label: 'Book' },
                { value: 'request', label: 'Request' },
                { value: 'staff_only', label: 'Staff only' },
              ]}
            />
          </Section>
          <Section
            title="When"
            description="Staff can override these for a client, with a confirmation that is recorded."
          >
            {duration('Minimum notice', draft.notice, (notice) => set({ notice }))}
            {problem('notice')}
            <div className="sm:max-w-sm">
              <TextField
                label="Book up to (days ahead)"
                inputMode="numeric"
                value={draft.advanceDays}
                onChange={(e) => set({ advanceDays: e.target.value })}
              />
            </div>
            {problem('advanceDays')}
            {duration('Free cancellation until', draft.cancelWindow, (cancelWindow) => set({ cancelWindow }))}
            <p className="-mt-1 text-xs text-slate-500 dark:text-slate-400">
              Before the start. Cancelling later is a late cancel; a waitlisted client is promoted only before it.
            </p>
            {problem('cancelWindow')}
          </Section>
          <Section
            title="Late cancels and no-shows"
            description="Clients are told what applies before they confirm a cancel."
          >
            {penalty('Late cancel', 'lateCancel')}
            {penalty('No-show', 'noShow')}
          </Section>
        </>
      )}
      {limitsOnly && (
        <Section
          title="Limits per client"
          description="Leave a field empty for no limit. Staff can book past a limit with a confirmation."
        >
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {limitField('Bookings a day', 'perDay')}
            {limitField('Bookings a week', 'perWeek')}
            {limitField('Upcoming at once', 'upcoming')}
          </div>
        </Section>
      )}
      <SaveBar
        changed={changed}
        blocked={false}
        saving={update.isPending}
        saved={update.isSuccess}
        error={update.error}
        onSave={save}
        onUndo={() => {
          setErrors({});
          setDraft(rulesDraftOf(saved));
        }}
      />
    </form>
  );
}
