import type { Assessment } from '../api/types';
import { formatDay } from '../lib/format';
import type { Marker, Sex } from '../lib/markers';
import { flagValue } from '../lib/ranges';
import { ReportLink } from './ReportLink';
import { ResultsTable } from './ResultsTable';

/** The most recent record in full, with how many values are outside their range. */
export function LatestResultCard({
  record,
  markers,
  sex,
}: {
  record: Assessment;
  markers: readonly Marker[];
  sex: Sex | null;
}) {
  const outside = markers.filter((marker) => {
    const flag = flagValue(marker, record.values[marker.key], sex, record.labRanges[marker.key]);
    return flag === 'low' || flag === 'high';
  });
  return (
    <section
      aria-labelledby="latest-heading"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="latest-heading" className="text-base font-semibold text-slate-900 dark:text-white">
            Latest result · {formatDay(record.measuredOn)}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {outside.length === 0
              ? 'Every value with a reference range is within it.'
              : `Outside the reference range: ${outside.map((marker) => marker.label).join(', ')}.`}
          </p>
        </div>
        {record.filePath && <ReportLink path={record.filePath} label="Lab report" />}
      </div>
      {record.notes && (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-line text-slate-700 dark:bg-slate-800/60 dark:text-slate-200">
          {record.notes}
        </p>
      )}
      <ResultsTable markers={markers} values={record.values} labRanges={record.labRanges} sex={sex} />
    </section>
  );
}
