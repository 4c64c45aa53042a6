import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { TextField } from '@/components/ui/TextField';

export interface SeriesDraft {
  weekdays: number[];
  end: 'weeks' | 'until';
  weeks: string;
  until: string;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "Repeat weekly": the weekdays, then a number of weeks or an end date. */
export function SeriesFields({
  draft,
  onChange,
  weekStart,
}: {
  draft: SeriesDraft;
  onChange: (draft: SeriesDraft) => void;
  weekStart: number;
}) {
  const order = Array.from({ length: 7 }, (_, index) => (weekStart + index) % 7);
  const toggle = (day: number) =>
    onChange({
      ...draft,
      weekdays: draft.weekdays.includes(day)
        ? draft.weekdays.filter((entry) => entry !== day)
        : [...draft.weekdays, day].sort(),
    });
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">On</legend>
        <div className="flex flex-wrap gap-x-3">
          {order.map((day) => (
            <label key={day} className="flex min-h-11 items-center gap-1.5 text-sm">
              <input type="checkbox" checked={draft.weekdays.includes(day)} onChange={() => toggle(day)} />
              {WEEKDAYS[day]}
            </label>
          ))}
        </div>
      </fieldset>
      <SegmentedControl<SeriesDraft['end']>
        label="Ends"
        value={draft.end}
        onChange={(end) => onChange({ ...draft, end })}
        options={[
          { value: 'weeks', label: 'After a number of weeks' },
          { value: 'until', label: 'On a date' },
        ]}
      />
      {draft.end === 'weeks' ? (
        <TextField
          label="Weeks"
          inputMode="numeric"
          value={draft.weeks}
          onChange={(event) => onChange({ ...draft, weeks: event.target.value })}
        />
      ) : (
        <TextField
          label="Last date"
          type="date"
          value={draft.until}
          onChange={(event) => onChange({ ...draft, until: event.target.value })}
        />
      )}
    </div>
  );
}

/** What is wrong with a series draft, or null. */
export function seriesProblem(draft: SeriesDraft): string | null {
  if (draft.weekdays.length === 0) return 'Choose at least one weekday.';
  if (draft.end === 'weeks') {
    const weeks = Number(draft.weeks);
    if (!Number.isInteger(weeks) || weeks < 1 || weeks > 52) return 'A series runs 1 to 52 weeks.';
  } else if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.until)) {
    return 'Choose the last date.';
  }
  return null;
}
