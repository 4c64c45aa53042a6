import { useState } from 'react';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { TextField } from '@/components/ui/TextField';
import { presetRanges, rangeProblem, type ReportBucket, type ReportRange } from '../lib/analytics-range';

const BUCKETS: ReadonlyArray<{ value: ReportBucket; label: string }> = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
];

/** The range (two local dates, quick ranges) and the bucket; a range is asked for once it is valid. */
export function AnalyticsControls({
  range,
  today,
  onChange,
}: {
  range: ReportRange;
  today: string;
  onChange: (range: ReportRange) => void;
}) {
  const shown = `${range.from}/${range.to}`;
  const [draft, setDraft] = useState({ from: range.from, to: range.to, shown });
  // A new range from outside (a quick range, the address) replaces the fields' draft.
  if (draft.shown !== shown) setDraft({ from: range.from, to: range.to, shown });
  const problem = rangeProblem(draft.from, draft.to);
  const edit = (patch: { from?: string; to?: string }) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (rangeProblem(next.from, next.to)) return;
    setDraft({ ...next, shown: `${next.from}/${next.to}` });
    onChange({ from: next.from, to: next.to, bucket: range.bucket });
  };
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <TextField
          label="From"
          type="date"
          value={draft.from}
          max={today}
          onChange={(e) => edit({ from: e.target.value })}
        />
        <TextField label="To" type="date" value={draft.to} onChange={(e) => edit({ to: e.target.value })} />
        <SegmentedControl
          label="Group by"
          options={BUCKETS}
          value={range.bucket}
          onChange={(bucket) => onChange({ ...range, bucket })}
        />
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2" aria-label="Quick ranges">
        {presetRanges(today).map((preset) => (
          <button
            key={preset.label}
            type="button"
            className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
            onClick={() => onChange(preset.range)}
          >
            {preset.label}
          </button>
        ))}
      </div>
    </div>
  );
}
