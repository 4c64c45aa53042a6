import { Link } from 'react-router-dom';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/cn';
import { flagsFor, trainingSummary, type RosterRow } from '../lib/roster-signals';
import { SignalFlags } from './SignalFlags';

/** The "Needs attention" group at the top of the roster: one card per flagged client, reasons in words. */
export function AttentionList({ rows, showTrainer }: { rows: RosterRow[]; showTrainer: boolean }) {
  return (
    <section aria-labelledby="needs-attention" className="flex flex-col gap-3">
      <h2 id="needs-attention" className="text-lg font-semibold text-slate-900 dark:text-white">
        Needs attention <span className="text-slate-600 dark:text-slate-400">({rows.length})</span>
      </h2>
      <ul aria-label="Clients who need attention" className="grid gap-3 md:grid-cols-2">
        {rows.map((row) => (
          <li
            key={row.client_id}
            className="rounded-xl border border-amber-300 bg-amber-50/60 p-4 dark:border-amber-500/30 dark:bg-amber-500/5"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <Link
                to={`/clients/profile/${row.client_id}`}
                className={cn('font-semibold text-slate-900 hover:underline dark:text-white', focusRing)}
              >
                {row.name || row.email}
              </Link>
              <span className="text-xs text-slate-600 dark:text-slate-400">
                {trainingSummary(row)}
                {showTrainer && row.trainer_name ? ` · ${row.trainer_name}` : ''}
              </span>
            </div>
            <div className="mt-2">
              <SignalFlags flags={flagsFor(row)} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
