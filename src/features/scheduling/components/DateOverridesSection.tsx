import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { IconButton } from '@/components/ui/IconButton';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { toProviderMessage } from '@/lib/errors';
import { todayIn } from '@/lib/zoned-time';
import { useDateOverrides, useSetDateOverride } from '../api/date-overrides';
import type { StudioClock } from '../api/studio-settings';
import { describeDate, describeRanges, type DateOverride } from '../lib/date-overrides';
import { DateOverrideDialog } from './DateOverrideDialog';

/**
 * Dates with other hours than the week's (a short day, a bank holiday, a Saturday clinic). Any
 * override of a date replaces that date's weekly hours. Listed from today on, soonest first.
 */
export function DateOverridesSection({ trainerId, clock }: { trainerId: string; clock: StudioClock }) {
  const today = todayIn(clock.timeZone);
  const overrides = useDateOverrides(trainerId, today);
  const remove = useSetDateOverride();
  // undefined: closed; null: a new override; otherwise the one being edited.
  const [dialog, setDialog] = useState<DateOverride | null | undefined>(undefined);

  return (
    <section aria-labelledby="date-overrides-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="date-overrides-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          Date overrides
        </h2>
        <Button variant="secondary" onClick={() => setDialog(null)}>
          <Plus className="size-4" aria-hidden="true" />
          Add a date override
        </Button>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Other hours on one date, or a day off. They replace the weekly hours on that date.
      </p>
      {overrides.isPending ? (
        <Spinner label="Loading date overrides" />
      ) : overrides.error ? (
        <LoadError error={overrides.error} what="date overrides" onRetry={() => void overrides.refetch()} />
      ) : overrides.data.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">No date overrides: the weekly hours apply.</p>
      ) : (
        <ul aria-label="Upcoming date overrides" className="flex flex-col gap-2">
          {overrides.data.map((entry) => {
            const date = describeDate(entry.date);
            const hours = describeRanges(entry.ranges);
            return (
              <li
                key={entry.date}
                className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-800"
              >
                <div className="min-w-0">
                  <p className="font-medium text-slate-900 dark:text-white">{date}</p>
                  <p className="text-sm text-slate-600 dark:text-slate-300">{hours}</p>
                </div>
                <div className="flex gap-1">
                  <IconButton label={`Edit ${date}`} onClick={() => setDialog(entry)}>
                    <Pencil className="size-4" aria-hidden="true" />
                  </IconButton>
                  <IconButton
                    label={`Remove the override of ${date}`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate({ trainerId, date: entry.date, change: null })}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </IconButton>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {remove.error && (
        <Alert>{toProviderMessage(remove.error, 'The override could not be removed. Try again.')}</Alert>
      )}
      {dialog !== undefined && (
        <DateOverrideDialog
          trainerId={trainerId}
          today={today}
          timeZone={clock.timeZone}
          editing={dialog}
          existing={overrides.data ?? []}
          onClose={() => setDialog(undefined)}
        />
      )}
    </section>
  );
}
