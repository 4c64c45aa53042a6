import { Link } from 'react-router-dom';
import { useWeightUnit } from '@/features/auth';
import { useAssessments } from '../api/use-assessments';
import { formatChange, compareAssessments } from '../lib/compare';
import { formatDay, formatValue } from '../lib/format';
import { MARKERS } from '../lib/markers';
import { markersIn, recordIn } from '../lib/mass-units';
import { assessmentPath } from './AssessmentTabs';

const HEADLINE = ['weightKg', 'bodyFatPercent', 'leanMassKg', 'skeletalMuscleKg', 'visceralFatLevel'];

/** For the client profile: the latest body scan's headline figures and the change since the one before. */
export function LatestBodyScanSummary({ clientId }: { clientId: string }) {
  const scans = useAssessments(clientId, 'body_scan');
  // The viewer's unit (a trainer sees their own), masses to one decimal.
  const unit = useWeightUnit();
  const link = (
    <Link
      to={assessmentPath(clientId, 'body_scan')}
      className="text-sm font-medium text-emerald-700 hover:underline dark:text-emerald-400"
    >
      All body scans
    </Link>
  );
  let body: React.ReactNode;
  if (scans.isPending) body = <p className="text-sm text-slate-500">Loading…</p>;
  else if (scans.error) body = <p className="text-sm text-red-700 dark:text-red-300">Unable to load body scans.</p>;
  else if (scans.data.length === 0)
    body = <p className="text-sm text-slate-600 dark:text-slate-400">No body scan yet.</p>;
  else {
    const latest = recordIn(scans.data[scans.data.length - 1]!, unit);
    const before = scans.data[scans.data.length - 2];
    const previous = before && recordIn(before, unit);
    const markers = markersIn(MARKERS.body_scan, unit).filter((marker) => HEADLINE.includes(marker.key));
    const rows = compareAssessments(markers, previous?.values ?? {}, latest.values).filter(
      (row) => row.after !== undefined,
    );
    body = (
      <>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {formatDay(latest.measuredOn)}
          {previous && ` · change since ${formatDay(previous.measuredOn)}`}
        </p>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {rows.map(({ marker, after, change }) => (
            <div key={marker.key}>
              <dt className="text-xs text-slate-500 dark:text-slate-400">{marker.label}</dt>
              <dd className="font-semibold tabular-nums text-slate-900 dark:text-white">
                {formatValue(after, marker.unit)}
                {previous && change !== undefined && (
                  <span className="ml-1 text-xs font-normal text-slate-500 dark:text-slate-400">
                    {formatChange(change)}
                  </span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </>
    );
  }
  return (
    <section aria-label="Latest body scan" className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900 dark:text-white">Latest body scan</h2>
        {link}
      </div>
      {body}
    </section>
  );
}
