import { useState } from 'react';
import { SelectField } from '@/components/ui/SelectField';
import type { Assessment } from '../api/types';
import { compareAssessments, formatChange } from '../lib/compare';
import { formatDay, formatValue } from '../lib/format';
import type { Marker, Sex } from '../lib/markers';
import { flagValue, type Flag } from '../lib/ranges';
import { FlagBadge } from './FlagBadge';

const OutOfRange = ({ flag }: { flag: Flag }) => <FlagBadge flag={flag === 'normal' ? 'none' : flag} />;

/** Two dates side by side: by default the first and the latest record. */
export function CompareCard({
  markers,
  history,
  sex,
}: {
  markers: readonly Marker[];
  history: readonly Assessment[];
  sex: Sex | null;
}) {
  const [beforeId, setBeforeId] = useState(history[0]?.id ?? '');
  const [afterId, setAfterId] = useState(history[history.length - 1]?.id ?? '');
  const before = history.find((record) => record.id === beforeId) ?? history[0];
  const after = history.find((record) => record.id === afterId) ?? history[history.length - 1];
  if (!before || !after || history.length < 2) return null;
  const options = history.map((record) => ({ value: record.id, label: formatDay(record.measuredOn) }));
  const rows = compareAssessments(markers, before.values, after.values);
  return (
    <section
      aria-labelledby="compare-heading"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="compare-heading" className="text-base font-semibold text-slate-900 dark:text-white">
        Compare two dates
      </h2>
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label="From"
          value={before.id}
          onChange={(event) => setBeforeId(event.target.value)}
          options={options}
        />
        <SelectField
          label="To"
          value={after.id}
          onChange={(event) => setAfterId(event.target.value)}
          options={options}
        />
      </div>
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Marker
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {formatDay(before.measuredOn)}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {formatDay(after.measuredOn)}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Change
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {rows.map(({ marker, before: a, after: b, change }) => (
              <tr key={marker.key}>
                <th scope="row" className="py-1.5 pr-3 font-medium text-slate-800 dark:text-slate-100">
                  {marker.label} <span className="font-normal text-slate-500 dark:text-slate-400">({marker.unit})</span>
                </th>
                <td className="py-1.5 pr-3 text-right tabular-nums">
                  {formatValue(a)} <OutOfRange flag={flagValue(marker, a, sex, before.labRanges[marker.key])} />
                </td>
                <td className="py-1.5 pr-3 text-right tabular-nums">
                  {formatValue(b)} <OutOfRange flag={flagValue(marker, b, sex, after.labRanges[marker.key])} />
                </td>
                <td className="py-1.5 text-right font-medium tabular-nums">{formatChange(change)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
