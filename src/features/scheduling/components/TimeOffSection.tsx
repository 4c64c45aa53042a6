import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { IconButton } from '@/components/ui/IconButton';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { TextField } from '@/components/ui/TextField';
import { toProviderMessage } from '@/lib/errors';
import { todayIn } from '@/lib/zoned-time';
import type { StudioClock } from '../api/studio-settings';
import { useAddBlockout, useRemoveBlockout, useTimeOff } from '../api/time-off';
import { describePeriod, timeOffPeriod, type TimeOffDraft } from '../lib/time-off';

const emptyDraft = (today: string): TimeOffDraft => ({
  from: today,
  to: today,
  allDay: true,
  fromTime: '09:00',
  toTime: '17:00',
  reason: '',
});

/** Holidays and sick days: nothing can be booked in them. Listed from now on, soonest first. */
export function TimeOffSection({ trainerId, clock }: { trainerId: string; clock: StudioClock }) {
  const timeOff = useTimeOff(trainerId);
  const add = useAddBlockout();
  const remove = useRemoveBlockout();
  const [draft, setDraft] = useState(() => emptyDraft(todayIn(clock.timeZone)));
  const [problem, setProblem] = useState<string | null>(null);
  const set = (patch: Partial<TimeOffDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = () => {
    const period = timeOffPeriod(draft, clock.timeZone);
    if ('problem' in period) {
      setProblem(period.problem);
      return;
    }
    setProblem(null);
    add.mutate(
      { id: crypto.randomUUID(), trainerId, ...period, reason: draft.reason.trim() },
      { onSuccess: () => setDraft(emptyDraft(todayIn(clock.timeZone))) },
    );
  };

  return (
    <section aria-labelledby="time-off-title" className="flex flex-col gap-4">
      <h2 id="time-off-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        Time off
      </h2>
      {timeOff.isPending ? (
        <Spinner label="Loading time off" />
      ) : timeOff.error ? (
        <LoadError error={timeOff.error} what="time off" onRetry={() => void timeOff.refetch()} />
      ) : timeOff.data.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">No time off planned.</p>
      ) : (
        <ul aria-label="Planned time off" className="flex flex-col gap-2">
          {timeOff.data.map((entry) => {
            const period = describePeriod(Date.parse(entry.startsAt), Date.parse(entry.endsAt), clock.timeZone);
            return (
              <li
                key={entry.id}
                className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-800"
              >
                <div className="min-w-0">
                  <p className="font-medium text-slate-900 dark:text-white">{period}</p>
                  {entry.reason && (
                    <p className="truncate text-sm text-slate-600 dark:text-slate-300">{entry.reason}</p>
                  )}
                </div>
                <IconButton
                  label={`Remove time off ${period}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ id: entry.id, trainerId })}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </IconButton>
              </li>
            );
          })}
        </ul>
      )}
      <form
        className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-800"
        aria-label="Add time off"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField
            label="First day"
            type="date"
            value={draft.from}
            onChange={(e) => set({ from: e.target.value, to: draft.to < e.target.value ? e.target.value : draft.to })}
          />
          <TextField
            label="Last day"
            type="date"
            value={draft.to}
            min={draft.from}
            onChange={(e) => set({ to: e.target.value })}
          />
        </div>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" checked={draft.allDay} onChange={(e) => set({ allDay: e.target.checked })} />
          All day
        </label>
        {!draft.allDay && (
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="From"
              type="time"
              step={300}
              value={draft.fromTime}
              onChange={(e) => set({ fromTime: e.target.value })}
            />
            <TextField
              label="Until"
              type="time"
              step={300}
              value={draft.toTime}
              onChange={(e) => set({ toTime: e.target.value })}
            />
          </div>
        )}
        <TextField
          label="Reason (optional)"
          maxLength={200}
          value={draft.reason}
          placeholder="Holiday, course, sick day"
          onChange={(e) => set({ reason: e.target.value })}
        />
        {problem && <Alert>{problem}</Alert>}
        {add.error && <Alert>{toProviderMessage(add.error, 'The time off could not be added. Try again.')}</Alert>}
        {remove.error && (
          <Alert>{toProviderMessage(remove.error, 'The time off could not be removed. Try again.')}</Alert>
        )}
        <div className="flex justify-end">
          <Button type="submit" loading={add.isPending}>
            Add time off
          </Button>
        </div>
      </form>
    </section>
  );
}
