import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { focusRing } from '@/components/ui/focus-ring';
import { LoadError } from '@/components/ui/LoadError';
import { PageLoader } from '@/components/ui/PageLoader';
import { cn } from '@/lib/cn';
import { addDays, dayRange, todayIn, wallTimeOf, type LocalDate } from '@/lib/zoned-time';
import { useFreeSlots } from '../api/free-slots';
import type { Service } from '../api/services';
import { useTrainerNames } from '../api/trainer-names';
import { clockTime } from '../lib/booking-format';
import type { TrainerSlot } from '../lib/merge-slots';

const DAYS_SHOWN = 7;

/** A week of days, then the free times of the chosen day (each naming its trainer with "Any available"). */
export function BookTimeStep({
  service,
  trainer,
  timeZone,
  from: chosenFrom,
  day: chosenDay,
  onView,
  onChoose,
}: {
  service: Service;
  trainer: string;
  timeZone: string;
  from: LocalDate | null;
  day: LocalDate | null;
  onView: (view: { from: LocalDate; day: LocalDate | null }) => void;
  onChoose: (slot: TrainerSlot & { day: LocalDate }) => void;
}) {
  const today = todayIn(timeZone);
  const from = chosenFrom && chosenFrom > today ? chosenFrom : today;
  const to = addDays(from, DAYS_SHOWN - 1);
  const trainerIds = trainer === 'any' ? service.trainerIds : [trainer];
  const slots = useFreeSlots(service.id, trainerIds, from, to);
  const names = useTrainerNames(service.trainerIds);
  const days = Array.from({ length: DAYS_SHOWN }, (_, index) => addDays(from, index));
  const byDay = new Map<LocalDate, TrainerSlot[]>(days.map((date) => [date, []]));
  for (const slot of slots.data ?? []) byDay.get(wallTimeOf(Date.parse(slot.startsAt), timeZone).date)?.push(slot);
  const day =
    chosenDay && byDay.has(chosenDay) ? chosenDay : (days.find((date) => byDay.get(date)!.length > 0) ?? from);
  const dayLabel = (date: LocalDate, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(undefined, { timeZone, ...options }).format(
      dayRange(date, timeZone).start + 12 * 3_600_000,
    );
  const daySlots = byDay.get(day) ?? [];

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          className="min-h-9 px-2 py-1"
          aria-label="Earlier days"
          disabled={from <= today}
          onClick={() => onView({ from: addDays(from, -DAYS_SHOWN), day: null })}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
        </Button>
        <p className="flex-1 text-center text-sm font-medium text-slate-700 dark:text-slate-200" aria-live="polite">
          {dayLabel(from, { day: 'numeric', month: 'short' })} – {dayLabel(to, { day: 'numeric', month: 'short' })}
        </p>
        <Button
          variant="secondary"
          className="min-h-9 px-2 py-1"
          aria-label="Later days"
          onClick={() => onView({ from: addDays(from, DAYS_SHOWN), day: null })}
        >
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
      <div role="radiogroup" aria-label="Day" className="grid grid-cols-7 gap-1">
        {days.map((date) => {
          const count = byDay.get(date)!.length;
          const selected = date === day;
          return (
            <button
              key={date}
              type="button"
              role="radio"
              aria-checked={selected}
              aria-label={`${dayLabel(date, { weekday: 'long', day: 'numeric', month: 'long' })}, ${
                slots.isPending ? 'loading' : count === 0 ? 'no free times' : `${count} free times`
              }`}
              onClick={() => onView({ from, day: date })}
              className={cn(
                'flex min-h-14 flex-col items-center justify-center rounded-lg border text-xs',
                selected
                  ? 'border-emerald-600 bg-emerald-50 font-semibold text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200'
                  : 'border-slate-200 bg-white text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200',
                count === 0 && !selected && 'opacity-60',
                focusRing,
              )}
            >
              <span>{dayLabel(date, { weekday: 'short' })}</span>
              <span className="text-base">{dayLabel(date, { day: 'numeric' })}</span>
            </button>
          );
        })}
      </div>
      {slots.isPending ? (
        <PageLoader label="Finding free times" />
      ) : slots.error ? (
        <LoadError error={slots.error} what="the free times" onRetry={() => void slots.refetch()} />
      ) : daySlots.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">
          No free times on {dayLabel(day, { weekday: 'long', day: 'numeric', month: 'long' })}.{' '}
          {(slots.data?.length ?? 0) > 0 ? 'Choose another day.' : 'Try later days.'}
        </p>
      ) : (
        <ul
          aria-label="Free times"
          className={cn('grid grid-cols-2 gap-2 sm:grid-cols-3', slots.isPlaceholderData && 'opacity-70')}
        >
          {daySlots.map((slot) => {
            const who = names.data?.[slot.trainerId] ?? 'a trainer';
            const time = clockTime(slot.startsAt, timeZone);
            return (
              <li key={`${slot.trainerId}-${slot.startsAt}`}>
                <button
                  type="button"
                  onClick={() => onChoose({ ...slot, day })}
                  className={cn(
                    'flex min-h-12 w-full flex-col items-center justify-center rounded-lg border border-slate-300 bg-white px-2 py-1 hover:border-emerald-600 hover:bg-emerald-50 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-emerald-500/10',
                    focusRing,
                  )}
                >
                  <span className="font-semibold text-slate-900 dark:text-white">{time}</span>
                  {trainer === 'any' && (
                    <>
                      {' '}
                      <span className="text-xs text-slate-600 dark:text-slate-300">with {who}</span>
                    </>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
