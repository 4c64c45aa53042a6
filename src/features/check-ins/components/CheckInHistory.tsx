import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { useCheckInHistory, useCheckInPhotoUrl, type PastCheckIn } from '../api/check-in-history';
import { answerText } from '../lib/questions';

const weekFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
const sentFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A date column (yyyy-mm-dd) as a calendar day, whatever the device's time zone. */
function dayOf(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year!, month! - 1, day!);
}

/** The client's past check-ins, newest week first, as they were asked and answered. */
export function CheckInHistory({ clientId }: { clientId: string }) {
  const history = useCheckInHistory(clientId);
  if (history.isPending) return <Spinner label="Loading check-ins" />;
  if (history.error) return <LoadError error={history.error} what="check-ins" onRetry={() => void history.refetch()} />;
  if (history.data.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-300">No check-ins answered yet.</p>;
  return (
    <ol aria-label="Past check-ins" className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
      {history.data.map((entry) => (
        <PastEntry key={entry.id} entry={entry} />
      ))}
    </ol>
  );
}

function PastEntry({ entry }: { entry: PastCheckIn }) {
  const photo = useCheckInPhotoUrl(entry.photoPath);
  return (
    <li className="flex flex-col gap-2 py-3 text-sm">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-semibold text-slate-900 dark:text-white">
          Week of {weekFormat.format(dayOf(entry.weekStart))}
        </span>
        <span className="text-slate-500 dark:text-slate-400">
          Sent {sentFormat.format(new Date(entry.submittedAt))}
        </span>
      </p>
      <dl className="grid grid-cols-[minmax(0,1fr)_minmax(0,2fr)] gap-x-3 gap-y-1">
        {entry.questions.map((question) => (
          <div key={question.id} className="contents">
            <dt className="text-slate-500 dark:text-slate-400">{question.label}</dt>
            <dd className="whitespace-pre-wrap break-words text-slate-900 dark:text-slate-100">
              {answerText(question, entry.answers, entry.photoPath)}
            </dd>
          </div>
        ))}
      </dl>
      {photo.data && (
        <a href={photo.data} target="_blank" rel="noreferrer" className="self-start">
          <img
            src={photo.data}
            alt={`Check-in photo, week of ${weekFormat.format(dayOf(entry.weekStart))}`}
            loading="lazy"
            className="h-32 w-24 rounded-lg object-cover"
          />
        </a>
      )}
    </li>
  );
}
