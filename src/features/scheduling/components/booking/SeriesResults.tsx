import { Button } from '@/components/ui/Button';
import type { SeriesOccurrence } from '../../api/book-series';
import type { StudioClock } from '../../api/studio-settings';
import { formatDay, formatTime } from '../../lib/studio-format';

/** One line per occurrence of a series: booked, or why not (the rest are booked anyway). */
export function SeriesResults({
  occurrences,
  clock,
  onClose,
}: {
  occurrences: SeriesOccurrence[];
  clock: StudioClock;
  onClose: () => void;
}) {
  const booked = occurrences.filter((entry) => entry.result === 'booked' || entry.result === 'requested').length;
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="font-medium">
        {booked} of {occurrences.length} booked
        {booked < occurrences.length ? `; ${occurrences.length - booked} could not be booked (below).` : '.'}
      </p>
      <ol aria-label="Series results" className="flex flex-col divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {occurrences.map((entry) => {
          const start = Date.parse(entry.starts_at);
          const ok = entry.result === 'booked' || entry.result === 'requested';
          return (
            <li key={entry.occurrence} className="flex flex-wrap items-baseline gap-x-3 py-2">
              <span className="w-28 tabular-nums">
                {formatDay(start, clock.timeZone)} {formatTime(start, clock.timeZone)}
              </span>
              <span className={ok ? 'text-emerald-800 dark:text-emerald-200' : 'text-red-700 dark:text-red-300'}>
                {ok
                  ? entry.result === 'requested'
                    ? 'Requested'
                    : 'Booked'
                  : `Not booked: ${entry.message ?? entry.result}`}
              </span>
            </li>
          );
        })}
      </ol>
      <div className="flex justify-end">
        <Button onClick={onClose}>Done</Button>
      </div>
    </div>
  );
}
