import { Link } from 'react-router-dom';
import { Chip } from '@/components/ui/Chip';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/cn';
import { flagsFor, formatDaysSince, formatPercent, type RosterRow } from '../lib/roster-signals';
import { STATUS_LABEL } from './roster-labels';
import { TagChips } from './TagChips';

function Stat({ label, value, warn }: { label: string; value: string; warn?: boolean }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className={cn('font-medium tabular-nums', warn && 'text-amber-800 dark:text-amber-300')}>{value}</dd>
    </div>
  );
}

/**
 * The roster on a phone: one card per client with what a coach scans for (program, this week,
 * compliance, last workout, why they need a look), instead of an 11-column table scrolled sideways.
 */
export function RosterCards({
  rows,
  showTrainer,
  onArchive,
  tagsOf,
  onTags,
}: {
  rows: RosterRow[];
  showTrainer: boolean;
  onArchive: (row: RosterRow) => void;
  /** The client's tag names. */
  tagsOf: (clientId: string) => readonly string[];
  onTags: (row: RosterRow) => void;
}) {
  return (
    <ul aria-label="Clients" className="flex flex-col gap-3">
      {rows.map((row) => {
        const flags = flagsFor(row);
        const dropped = flags.some((flag) => flag.kind === 'compliance-drop');
        return (
          <li
            key={row.client_id}
            data-client-id={row.client_id}
            className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <Link
                  to={`/clients/profile/${row.client_id}`}
                  className={cn('font-semibold break-words text-slate-900 hover:underline dark:text-white', focusRing)}
                >
                  {row.name || row.email}
                </Link>
                <p className="text-sm break-words text-slate-600 dark:text-slate-300">
                  {row.program_name ?? 'No program'}
                  {row.client_type ? <span className="capitalize"> · {row.client_type}</span> : null}
                  {showTrainer ? ` · ${row.trainer_name ?? 'Unassigned'}` : ''}
                </p>
                <TagChips names={tagsOf(row.client_id)} />
              </div>
              <Chip tone={row.status === 'active' ? 'accent' : 'neutral'}>{STATUS_LABEL[row.status]}</Chip>
            </div>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
              <Stat
                label="This week"
                value={row.week_expected > 0 ? `${row.week_done} of ${row.week_expected}` : 'None due'}
              />
              <Stat label="7 days" value={formatPercent(row.compliance_7)} warn={dropped} />
              <Stat label="Last workout" value={formatDaysSince(row.days_since_last_workout)} />
            </dl>
            {flags.length > 0 && <p className="mt-2 text-sm text-amber-800 dark:text-amber-300">{flags[0]!.text}</p>}
            <div className="mt-2 flex justify-end">
              <button
                type="button"
                onClick={() => onTags(row)}
                className={cn(
                  'min-h-11 rounded px-2 text-sm text-slate-600 hover:underline dark:text-slate-300',
                  focusRing,
                )}
              >
                Tags
                <span className="sr-only"> for {row.name}</span>
              </button>
              <button
                type="button"
                onClick={() => onArchive(row)}
                className={cn(
                  'min-h-11 rounded px-2 text-sm text-slate-600 hover:underline dark:text-slate-300',
                  focusRing,
                )}
              >
                {row.status === 'inactive' ? 'Restore' : 'Archive'}
                <span className="sr-only"> {row.name}</span>
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
