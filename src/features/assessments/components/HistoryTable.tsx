import { Pencil, Trash2 } from 'lucide-react';
import { IconButton } from '@/components/ui/IconButton';
import type { Assessment } from '../api/types';
import { formatDay, formatValue } from '../lib/format';
import type { Marker, Sex } from '../lib/markers';
import { flagValue } from '../lib/ranges';
import { ReportLink } from './ReportLink';

/** Columns: the first few markers anyone recorded, so the table stays readable on a phone. */
const COLUMNS = 4;

/** Every record, newest first, with the headline markers, the count of flagged values and the report. */
export function HistoryTable({
  markers,
  history,
  sex,
  onEdit,
  onDelete,
}: {
  markers: readonly Marker[];
  history: readonly Assessment[];
  sex: Sex | null;
  onEdit?: (record: Assessment) => void;
  onDelete?: (record: Assessment) => void;
}) {
  const columns = markers
    .filter((marker) => history.some((record) => record.values[marker.key] !== undefined))
    .slice(0, COLUMNS);
  const newestFirst = [...history].reverse();
  return (
    <section
      aria-labelledby="history-heading"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="history-heading" className="text-base font-semibold text-slate-900 dark:text-white">
        History
      </h2>
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Date
              </th>
              {columns.map((marker) => (
                <th key={marker.key} scope="col" className="py-2 pr-3 text-right font-medium whitespace-nowrap">
                  {marker.label} ({marker.unit})
                </th>
              ))}
              <th scope="col" className="py-2 pr-3 font-medium">
                Flags
              </th>
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">Report and actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {newestFirst.map((record) => {
              const flagged = markers.filter((marker) => {
                const flag = flagValue(marker, record.values[marker.key], sex, record.labRanges[marker.key]);
                return flag === 'low' || flag === 'high';
              }).length;
              return (
                <tr key={record.id}>
                  <th
                    scope="row"
                    className="py-2 pr-3 font-medium whitespace-nowrap text-slate-800 dark:text-slate-100"
                  >
                    {formatDay(record.measuredOn)}
                    {record.notes && (
                      <span className="block max-w-64 truncate text-xs font-normal text-slate-500 dark:text-slate-400">
                        {record.notes}
                      </span>
                    )}
                  </th>
                  {columns.map((marker) => (
                    <td key={marker.key} className="py-2 pr-3 text-right tabular-nums">
                      {formatValue(record.values[marker.key])}
                    </td>
                  ))}
                  <td className="py-2 pr-3 whitespace-nowrap text-slate-600 dark:text-slate-400">
                    {flagged === 0 ? 'None' : `${flagged} out of range`}
                  </td>
                  <td className="py-2">
                    <div className="flex items-center justify-end gap-1">
                      {record.filePath && <ReportLink path={record.filePath} />}
                      {onEdit && (
                        <IconButton
                          label={`Edit the result of ${formatDay(record.measuredOn)}`}
                          onClick={() => onEdit(record)}
                        >
                          <Pencil aria-hidden="true" className="size-4" />
                        </IconButton>
                      )}
                      {onDelete && (
                        <IconButton
                          label={`Delete the result of ${formatDay(record.measuredOn)}`}
                          onClick={() => onDelete(record)}
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                        </IconButton>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
