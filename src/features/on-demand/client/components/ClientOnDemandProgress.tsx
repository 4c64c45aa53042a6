import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { useProgressOfClient } from '../../api/progress-of-client';
import { formatClock } from '../lib/library';

const KIND_TEXT = { video: 'Video', document: 'PDF', image: 'Image', link: 'Link', workout: 'Workout' } as const;

/**
 * "On demand" on the client profile (staff and admins): what the client opened and completed of
 * what the studio shared with them, latest first.
 */
export function ClientOnDemandProgress({ clientId }: { clientId: string }) {
  const progress = useProgressOfClient(clientId);
  const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
  return (
    <section
      aria-label="On demand"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">On demand</h2>
      {progress.isPending ? (
        <Spinner label="Loading on-demand progress" />
      ) : progress.error ? (
        <LoadError error={progress.error} what="on-demand progress" onRetry={() => void progress.refetch()} />
      ) : progress.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">Nothing opened yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100 text-sm dark:divide-slate-800">
          {progress.data.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-baseline gap-x-2 py-2">
              <span className="font-medium text-slate-900 dark:text-white">{entry.title}</span>
              <span className="text-slate-500 dark:text-slate-400">{KIND_TEXT[entry.kind]}</span>
              <span className="w-full text-slate-600 dark:text-slate-300">
                {entry.completedAt
                  ? `Completed ${when.format(new Date(entry.completedAt))}`
                  : `Opened ${when.format(new Date(entry.openedAt))}${
                      entry.kind === 'video' && entry.positionSeconds > 0
                        ? `, watched to ${formatClock(entry.positionSeconds)}`
                        : ''
                    }`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
