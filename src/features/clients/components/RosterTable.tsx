import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Chip } from '@/components/ui/Chip';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/cn';
import { flagsFor, formatDaysSince, formatPercent, formatWeek, type RosterRow } from '../lib/roster-signals';
import type { RosterSort, SortKey } from '../lib/roster-view';
import { STATUS_LABEL } from './roster-labels';
import { TagChips } from './TagChips';

interface Column {
  key: SortKey;
  label: string;
  numeric?: boolean;
  adminOnly?: boolean;
}

const COLUMNS: Column[] = [
  { key: 'name', label: 'Client' },
  { key: 'trainer', label: 'Trainer', adminOnly: true },
  { key: 'type', label: 'Type' },
  { key: 'week', label: 'This week', numeric: true },
  { key: 'compliance_7', label: '7 days', numeric: true },
  { key: 'compliance_30', label: '30 days', numeric: true },
  { key: 'compliance_90', label: '90 days', numeric: true },
  { key: 'last_workout', label: 'Last workout', numeric: true },
  { key: 'missed', label: 'Missed (14 d)', numeric: true },
  { key: 'prs', label: 'PRs this week', numeric: true },
  { key: 'status', label: 'Status' },
];

function SortHeader({ column, sort, onSort }: { column: Column; sort: RosterSort; onSort: (key: SortKey) => void }) {
  const active = sort.key === column.key;
  const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={cn('px-2 py-2 font-medium whitespace-nowrap', column.numeric ? 'text-right' : 'text-left')}
    >
      <button
        type="button"
        onClick={() => onSort(column.key)}
        className={cn('inline-flex items-center gap-1 rounded hover:text-slate-900 dark:hover:text-white', focusRing)}
      >
        {column.label}
        <Icon aria-hidden="true" className={cn('size-3.5', !active && 'opacity-40')} />
      </button>
    </th>
  );
}

export function RosterTable({
  rows,
  sort,
  onSort,
  showTrainer,
  onArchive,
  tagsOf,
  onTags,
}: {
  rows: RosterRow[];
  sort: RosterSort;
  onSort: (key: SortKey) => void;
  showTrainer: boolean;
  onArchive: (row: RosterRow) => void;
  /** The client's tag names. */
  tagsOf: (clientId: string) => readonly string[];
  onTags: (row: RosterRow) => void;
}) {
  const columns = COLUMNS.filter((column) => showTrainer || !column.adminOnly);
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="w-full text-sm" aria-label="Clients">
        <thead className="bg-slate-50 text-slate-600 dark:bg-slate-900 dark:text-slate-400">
          <tr>
            {columns.map((column) => (
              <SortHeader key={column.key} column={column} sort={sort} onSort={onSort} />
            ))}
            <th scope="col" className="px-2 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => {
            const dropped = flagsFor(row).some((flag) => flag.kind === 'compliance-drop');
            return (
              <tr key={row.client_id} data-client-id={row.client_id} className="align-top">
                <td className="sticky left-0 bg-white px-2 py-2 dark:bg-slate-950">
                  <Link
                    to={`/clients/profile/${row.client_id}`}
                    className={cn(
                      'font-medium whitespace-nowrap text-slate-900 hover:underline dark:text-white',
                      focusRing,
                    )}
                  >
                    {row.name || row.email}
                  </Link>
                  <div className="max-w-48 truncate text-xs text-slate-600 dark:text-slate-400">
                    {row.program_name ?? 'No program'}
                  </div>
                  <TagChips names={tagsOf(row.client_id)} />
                </td>
                {showTrainer && <td className="px-2 py-2 whitespace-nowrap">{row.trainer_name ?? 'Unassigned'}</td>}
                <td className="px-2 py-2 capitalize">{row.client_type ?? '—'}</td>
                <td className="px-2 py-2 text-right tabular-nums">{formatWeek(row)}</td>
                <td
                  className={cn(
                    'px-2 py-2 text-right tabular-nums',
                    dropped && 'font-semibold text-amber-700 dark:text-amber-300',
                  )}
                >
                  {formatPercent(row.compliance_7)}
                </td>
                <td className="px-2 py-2 text-right tabular-nums">{formatPercent(row.compliance_30)}</td>
                <td className="px-2 py-2 text-right tabular-nums">{formatPercent(row.compliance_90)}</td>
                <td className="px-2 py-2 text-right whitespace-nowrap">
                  {formatDaysSince(row.days_since_last_workout)}
                </td>
                <td className="px-2 py-2 text-right tabular-nums">{row.missed_days ?? '—'}</td>
                <td className="px-2 py-2 text-right tabular-nums">{row.new_prs || '—'}</td>
                <td className="px-2 py-2">
                  <Chip tone={row.status === 'active' ? 'accent' : 'neutral'}>{STATUS_LABEL[row.status]}</Chip>
                </td>
                <td className="px-2 py-2 text-right whitespace-nowrap">
                  <button
                    type="button"
                    onClick={() => onTags(row)}
                    className={cn('mr-3 rounded text-sm text-slate-600 hover:underline dark:text-slate-300', focusRing)}
                  >
                    Tags
                    <span className="sr-only"> for {row.name}</span>
                  </button>
                  <button
                    type="button"
                    onClick={() => onArchive(row)}
                    className={cn('rounded text-sm text-slate-600 hover:underline dark:text-slate-300', focusRing)}
                  >
                    {row.status === 'inactive' ? 'Restore' : 'Archive'}
                    <span className="sr-only"> {row.name}</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
