import type { Marker, Sex } from '../lib/markers';
import { flagValue, formatRange, isSexSpecific, referenceFor, type LabRanges } from '../lib/ranges';
import { formatValue } from '../lib/format';
import { FlagBadge } from './FlagBadge';

/** One record's values by group, each with its unit, the range that applies and a flag. */
export function ResultsTable({
  markers,
  values,
  labRanges = {},
  sex,
}: {
  markers: readonly Marker[];
  values: Readonly<Record<string, number>>;
  labRanges?: LabRanges;
  sex: Sex | null;
}) {
  const shown = markers.filter((marker) => values[marker.key] !== undefined);
  const groups = [...new Set(shown.map((marker) => marker.group))];
  if (shown.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">No values recorded.</p>;
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Marker
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Result
            </th>
            <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">
              Reference
            </th>
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">Flag</span>
            </th>
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group} className="border-t border-slate-200 dark:border-slate-800">
            <tr>
              <th
                colSpan={4}
                scope="colgroup"
                className="pt-3 pb-1 text-xs font-semibold text-slate-500 dark:text-slate-400"
              >
                {group}
              </th>
            </tr>
            {shown
              .filter((marker) => marker.group === group)
              .map((marker) => {
                const reference = referenceFor(marker, sex, labRanges[marker.key]);
                const range = formatRange(reference?.range ?? null);
                const fromLab = reference?.source === 'lab';
                return (
                  <tr key={marker.key}>
                    <th scope="row" className="py-1.5 pr-3 font-medium text-slate-800 dark:text-slate-100">
                      {marker.label}
                      {range && (
                        <span className="block text-xs font-normal text-slate-500 sm:hidden dark:text-slate-400">
                          {fromLab ? 'Lab range' : 'Ref.'} {range} {marker.unit}
                        </span>
                      )}
                    </th>
                    <td className="py-1.5 pr-3 text-right tabular-nums text-slate-900 dark:text-white">
                      {formatValue(values[marker.key], marker.unit)}
                    </td>
                    <td className="hidden py-1.5 pr-3 text-slate-600 sm:table-cell dark:text-slate-400">
                      {range && `${range} ${marker.unit}`}
                      {fromLab && <span className="ml-1 text-xs text-slate-500 dark:text-slate-400">(lab)</span>}
                      {range && !fromLab && isSexSpecific(marker) && sex && <span className="sr-only"> ({sex})</span>}
                    </td>
                    <td className="py-1.5">
                      <FlagBadge flag={flagValue(marker, values[marker.key], sex, labRanges[marker.key])} />
                    </td>
                  </tr>
                );
              })}
          </tbody>
        ))}
      </table>
    </div>
  );
}
