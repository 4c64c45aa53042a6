import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { IconButton } from '@/components/ui/IconButton';
import { Modal } from '@/components/ui/Modal';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { TextField } from '@/components/ui/TextField';
import { toProviderMessage } from '@/lib/errors';
import type { LocalDate } from '@/lib/zoned-time';
import { useSetDateOverride } from '../api/date-overrides';
import {
  describeDate,
  nextDayRange,
  overrideProblems,
  type DateOverride,
  type OverrideDraft,
  type OverrideProblems,
} from '../lib/date-overrides';
import { clockText } from '../lib/weekly-hours';
import { TimeInput } from './TimeInput';

type Kind = 'hours' | 'off';

/**
 * Adds or edits one date's override: "Unavailable all day", or one or more ranges in the studio's
 * zone. Saving replaces the date whole; a failed save keeps the form as it was.
 */
export function DateOverrideDialog({
  trainerId,
  today,
  timeZone,
  editing,
  existing,
  onClose,
}: {
  trainerId: string;
  today: LocalDate;
  timeZone: string;
  /** The override being edited (its date stays), or null for a new one. */
  editing: DateOverride | null;
  /** Every upcoming override, to say when a new one replaces another. */
  existing: readonly DateOverride[];
  onClose: () => void;
}) {
  const save = useSetDateOverride();
  const [draft, setDraft] = useState<OverrideDraft>(() =>
    editing
      ? { date: editing.date, unavailable: editing.ranges.length === 0, ranges: editing.ranges }
      : { date: today, unavailable: false, ranges: [{ start: 9 * 60, end: 17 * 60 }] },
  );
  const [problems, setProblems] = useState<OverrideProblems>({});
  const rangesMessageId = useId();
  const dateMessageId = useId();
  const replaces = !editing && existing.some((entry) => entry.date === draft.date);
  const set = (patch: Partial<OverrideDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const updateRange = (index: number, patch: Partial<OverrideDraft['ranges'][number]>) =>
    set({ ranges: draft.ranges.map((range, at) => (at === index ? { ...range, ...patch } : range)) });

  const submit = () => {
    const found = overrideProblems(draft, today);
    setProblems(found);
    if (found.date || found.ranges) return;
    save.mutate(
      { trainerId, date: draft.date, change: { unavailable: draft.unavailable, ranges: draft.ranges } },
      { onSuccess: onClose },
    );
  };

  return (
    <Modal
      title={editing ? `Hours on ${describeDate(editing.date)}` : 'Add a date override'}
      open
      onClose={onClose}
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            Save override
          </Button>
        </div>
      }
    >
      <form
        className="flex flex-col gap-4"
        aria-label={editing ? 'Edit date override' : 'Add a date override'}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className="text-sm text-slate-600 dark:text-slate-300">
          These hours replace the weekly hours on this date. Times in {timeZone.replace(/_/g, ' ')}.
        </p>
        {editing ? (
          <p className="font-medium text-slate-900 dark:text-white">{describeDate(editing.date)}</p>
        ) : (
          <div className="max-w-xs">
            <TextField
              label="Date"
              type="date"
              value={draft.date}
              min={today}
              required
              aria-invalid={problems.date ? true : undefined}
              aria-describedby={problems.date ? dateMessageId : undefined}
              hint={!problems.date && replaces ? 'This date has an override already: saving replaces it.' : undefined}
              onChange={(event) => set({ date: event.target.value })}
            />
            {problems.date && (
              <p id={dateMessageId} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
                {problems.date}
              </p>
            )}
          </div>
        )}
        <SegmentedControl<Kind>
          label="Availability on this date"
          value={draft.unavailable ? 'off' : 'hours'}
          onChange={(kind) => set({ unavailable: kind === 'off' })}
          options={[
            { value: 'hours', label: 'Other hours' },
            { value: 'off', label: 'Unavailable all day' },
          ]}
        />
        {!draft.unavailable && (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">Hours</legend>
            {draft.ranges.map((range, index) => (
              <div key={index} className="flex items-center gap-2">
                <TimeInput
                  label={`Range ${index + 1} from`}
                  minutes={range.start}
                  className="w-32 min-w-0 flex-1 sm:flex-none"
                  invalid={Boolean(problems.ranges)}
                  describedBy={problems.ranges ? rangesMessageId : undefined}
                  onChange={(start) => updateRange(index, { start })}
                />
                <span aria-hidden="true">–</span>
                <TimeInput
                  label={`Range ${index + 1} until`}
                  minutes={range.end}
                  isEnd
                  className="w-32 min-w-0 flex-1 sm:flex-none"
                  invalid={Boolean(problems.ranges)}
                  describedBy={problems.ranges ? rangesMessageId : undefined}
                  onChange={(end) => updateRange(index, { end })}
                />
                <IconButton
                  label={`Remove ${clockText(range.start)} to ${clockText(range.end)}`}
                  onClick={() => set({ ranges: draft.ranges.filter((_, at) => at !== index) })}
                >
                  <X className="size-4" aria-hidden="true" />
                </IconButton>
              </div>
            ))}
            {problems.ranges && (
              <p id={rangesMessageId} role="alert" className="text-sm text-red-700 dark:text-red-300">
                {problems.ranges}
              </p>
            )}
            <div>
              <Button
                variant="secondary"
                onClick={() => set({ ranges: [...draft.ranges, nextDayRange(draft.ranges)] })}
              >
                <Plus className="size-4" aria-hidden="true" />
                Add hours
              </Button>
            </div>
          </fieldset>
        )}
        {save.error && <Alert>{toProviderMessage(save.error, 'The override could not be saved. Try again.')}</Alert>}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
