import { useState } from 'react';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { SENT_BROADCASTS_SHOWN } from '../api/broadcasts';
import { useSentBroadcasts } from '../api/use-broadcast';
import { sentAudienceText } from '../lib/broadcast';
import { listTime } from '../lib/thread';

/**
 * The coach's past broadcasts (newest first, the last 20), folded under the broadcast form and read
 * only when opened: what went out, when, and to how many. Bodies are shown as text.
 */
export function SentBroadcasts({ me }: { me: string }) {
  const [open, setOpen] = useState(false);
  const sent = useSentBroadcasts(me, open);
  const now = new Date();

  return (
    <details
      className="rounded-lg border border-slate-200 text-sm dark:border-slate-700"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer px-3 py-2 font-medium text-slate-700 dark:text-slate-200">
        Sent broadcasts
      </summary>
      <div className="border-t border-slate-200 px-3 py-2 dark:border-slate-700">
        {!open ? null : sent.isPending ? (
          <Spinner label="Loading sent broadcasts" />
        ) : sent.isError ? (
          <LoadError error={sent.error} what="your sent broadcasts" onRetry={() => void sent.refetch()} />
        ) : sent.data.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-300">Nothing broadcast yet.</p>
        ) : (
          <>
            <ul aria-label="Sent broadcasts" className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
              {sent.data.map((broadcast) => (
                <li key={broadcast.id} className="flex flex-col gap-0.5 py-2">
                  <span className="flex justify-between gap-2 text-xs text-slate-500 dark:text-slate-400">
                    <span>{sentAudienceText(broadcast.audience, broadcast.recipient_count)}</span>
                    <time dateTime={broadcast.created_at}>{listTime(broadcast.created_at, now)}</time>
                  </span>
                  <span className="line-clamp-3 break-words whitespace-pre-line text-slate-800 dark:text-slate-100">
                    {broadcast.body}
                  </span>
                </li>
              ))}
            </ul>
            {sent.data.length === SENT_BROADCASTS_SHOWN && (
              <p className="pt-1 text-xs text-slate-500 dark:text-slate-400">
                The last {SENT_BROADCASTS_SHOWN} are shown; each is also in its clients’ conversations.
              </p>
            )}
          </>
        )}
      </div>
    </details>
  );
}
