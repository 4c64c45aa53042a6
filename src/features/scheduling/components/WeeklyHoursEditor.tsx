import { Copy, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { IconButton } from '@/components/ui/IconButton';
import { LoadError } from '@/components/ui/LoadError';
import { PageLoader } from '@/components/ui/PageLoader';
import { toProviderMessage } from '@/lib/errors';
import type { StudioClock } from '../api/studio-settings';
import { useSetTrainerHours, useTrainerHours } from '../api/trainer-hours';
import {
  clockText,
  copyDayTo,
  dayProblem,
  nextRange,
  orderedWeekdays,
  weeklyTotalHours,
  WEEKDAY_NAMES,
  type HoursRange,
} from '../lib/weekly-hours';
import { TimeInput } from './TimeInput';

/** A trainer's weekly hours: the loaded week, edited as a draft and saved whole. */
export function WeeklyHoursEditor({ trainerId, clock, who }: { trainerId: string; clock: StudioClock; who: string }) {
  const hours = useTrainerHours(trainerId);
  // Outside the draft: the draft starts again from the saved week, and "Hours saved." stays.
  const save = useSetTrainerHours();
  if (hours.isPending) return <PageLoader label="Loading hours" />;
  if (hours.error) return <LoadError error={hours.error} what="hours" onRetry={() => void hours.refetch()} />;
  // Keyed by the saved week: after a save (or another device's), the draft starts from it again.
  return (
    <HoursDraft
      key={JSON.stringify(hours.data)}
      saved={hours.data}
      save={save}
      trainerId={trainerId}
      clock={clock}
      who={who}
    />
  );
}

function HoursDraft({
  saved,
  save,
  trainerId,
  clock,
  who,
}: {
  saved: HoursRange[];
  save: ReturnType<typeof useSetTrainerHours>;
  trainerId: string;
  clock: StudioClock;
  who: string;
}) {
  const [draft, setDraft] = useState(saved);
  const days = orderedWeekdays(clock.weekStart);
  const problems = new Map(days.map((day) => [day, dayProblem(draft.filter((range) => range.weekday === day))]));
  const hasProblem = [...problems.values()].some(Boolean);
  const changed = JSON.stringify(draft) !== JSON.stringify(saved);
  const weekdays = days.filter((day) => day >= 1 && day <= 5);

  const update = (index: number, patch: Partial<HoursRange>) =>
    setDraft((current) => current.map((range, at) => (at === index ? { ...range, ...patch } : range)));
  const remove = (index: number) => setDraft((current) => current.filter((_, at) => at !== index));
  const add = (weekday: number) => setDraft((current) => [...current, nextRange(current, weekday)]);

  return (
    <section aria-labelledby="weekly-hours-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="weekly-hours-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          Weekly hours
        </h2>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          {weeklyTotalHours(draft)} h a week · times in {clock.timeZone.replace(/_/g, ' ')}
        </p>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        When {who} can be booked. A session must fit inside these hours, buffers included.
      </p>
      <ol className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        {days.map((day) => {
          const ranges = draft.map((range, index) => ({ range, index })).filter(({ range }) => range.weekday === day);
          const problem = problems.get(day);
          return (
            <li key={day} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start">
              <div className="flex items-center justify-between sm:w-36 sm:pt-2">
                <span className="font-medium text-slate-900 dark:text-white">{WEEKDAY_NAMES[day]}</span>
              </div>
              <div className="flex flex-1 flex-col gap-2">
                {ranges.length === 0 && (
                  <p className="pt-2 text-sm text-slate-500 dark:text-slate-400">Not available</p>
                )}
                {ranges.map(({ range, index }) => (
                  <div key={index} className="flex items-center gap-2">
                    <TimeInput
                      label={`${WEEKDAY_NAMES[day]} from`}
                      minutes={range.start}
                      onChange={(start) => update(index, { start })}
                    />
                    <span aria-hidden="true">–</span>
                    <TimeInput
                      label={`${WEEKDAY_NAMES[day]} until`}
                      minutes={range.end}
                      isEnd
                      onChange={(end) => update(index, { end })}
                    />
                    <IconButton
                      label={`Remove ${WEEKDAY_NAMES[day]} ${clockText(range.start)} to ${clockText(range.end)}`}
                      onClick={() => remove(index)}
                    >
                      <X className="size-4" aria-hidden="true" />
                    </IconButton>
                  </div>
                ))}
                {problem && (
                  <p role="alert" className="text-sm text-red-700 dark:text-red-300">
                    {problem}
                  </p>
                )}
              </div>
              <div className="flex gap-1 sm:pt-1">
                <IconButton label={`Add hours on ${WEEKDAY_NAMES[day]}`} onClick={() => add(day)}>
                  <Plus className="size-4" aria-hidden="true" />
                </IconButton>
                {ranges.length > 0 && (
                  <IconButton
                    label={`Copy ${WEEKDAY_NAMES[day]} to every weekday`}
                    onClick={() => setDraft((current) => copyDayTo(current, day, weekdays))}
                  >
                    <Copy className="size-4" aria-hidden="true" />
                  </IconButton>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {save.error && <Alert>{toProviderMessage(save.error, 'The hours could not be saved. Try again.')}</Alert>}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {save.isSuccess && !changed && (
          <p role="status" className="text-sm text-emerald-700 dark:text-emerald-300">
            Hours saved.
          </p>
        )}
        {changed && (
          <Button variant="secondary" onClick={() => setDraft(saved)}>
            Undo changes
          </Button>
        )}
        <Button
          onClick={() => save.mutate({ trainerId, ranges: draft }, { onSuccess: (week) => setDraft(week) })}
          disabled={!changed || hasProblem}
          loading={save.isPending}
        >
          Save hours
        </Button>
      </div>
    </section>
  );
}
